import { describe, expect, test } from "vitest";
import { isBrushStyle } from "../document/parse.js";
import { FULL_CURVE, rising } from "../document/pressure-curve.js";
import type { BrushStyle, Stroke, StrokePoint } from "../document/schema.js";
import { BRUSH_PRESET_IDS, BRUSH_PRESETS } from "../editor/brush-presets.js";
import { buildStroke } from "../test/elements.js";
import {
  alphaAt,
  alphaColumn as column,
  createTestSurface,
  largestPremultipliedDifference,
  line,
  renderStrokes as render,
} from "../test/surfaces.js";
import { brushDabs, DAB_FIELDS, MAX_DABS } from "./brush-dabs.js";
import { createLiveDabs, type LiveDabs } from "./draw-dabs.js";
import { drawStroke } from "./draw-element.js";
import { strokeGeometry } from "./stroke-geometry.js";

const across: StrokePoint[] = line({ x: 20, y: 50 }, { x: 180, y: 50 }, { from: 1, to: 1 }, 80);

function styled(preset: (typeof BRUSH_PRESET_IDS)[number], fields: Partial<Stroke> = {}) {
  const { size, opacity, smoothing, style } = BRUSH_PRESETS[preset];
  return buildStroke(across, { size, opacity, smoothing, style, color: "#000000", ...fields });
}

const custom = (fields: Partial<BrushStyle>): BrushStyle => ({
  ...BRUSH_PRESETS.pencil.style,
  grain: 0,
  ...fields,
});

describe("brush engine", () => {
  test("every preset is a valid style and lays paint along its stroke", () => {
    for (const id of BRUSH_PRESET_IDS) {
      expect(isBrushStyle(BRUSH_PRESETS[id].style), id).toBe(true);
      const surface = render([styled(id, { size: 12 })]);
      expect(alphaAt(surface, 100, 50), id).toBeGreaterThan(0);
      expect(alphaAt(surface, 100, 80), id).toBe(0);
    }
  });

  test("ink and fineliner are drawn as outlines, the textured and soft brushes as dabs", () => {
    expect(strokeGeometry(styled("ink")).kind).toBe("outline");
    expect(strokeGeometry(styled("fineliner")).kind).toBe("outline");
    for (const id of ["pencil", "marker", "airbrush", "chalk"] as const) {
      expect(strokeGeometry(styled(id)).kind, id).toBe("dabs");
    }
  });

  test("the pencil's grain leaves the paper showing within the stroke, the same on every render", () => {
    const stroke = styled("pencil", { size: 16, opacity: 1 });
    const surface = render([stroke]);
    const core = Array.from({ length: 100 }, (_, index) => alphaAt(surface, 50 + index, 50));
    expect(Math.max(...core)).toBeGreaterThan(200);
    expect(Math.min(...core)).toBeLessThan(Math.max(...core) * 0.6);
    const again = render([stroke]);
    expect(Array.from({ length: 100 }, (_, index) => alphaAt(again, 50 + index, 50))).toEqual(core);
  });

  test("a solid style without grain paints its core evenly", () => {
    const surface = render([
      buildStroke(across, { size: 16, color: "#000000", style: custom({ hardness: 1, flow: 1 }) }),
    ]);
    const core = Array.from({ length: 100 }, (_, index) => alphaAt(surface, 50 + index, 50));
    expect(Math.min(...core)).toBe(255);
  });

  test("the airbrush fades from its centre to its edge", () => {
    const surface = render([styled("airbrush", { size: 60, opacity: 1 })]);
    const [centre, half, edge] = [50, 63, 77].map((y) => alphaAt(surface, 100, y) ?? 0);
    expect(centre).toBeGreaterThan(half ?? 0);
    expect(half).toBeGreaterThan(edge ?? 0);
    expect(edge).toBeLessThan((centre ?? 0) * 0.3);
  });

  test("a chisel tip is thin along its angle and wide across it", () => {
    const style = custom({ hardness: 1, roundness: 0.25, angle: 0, flow: 1 });
    const horizontal = render([buildStroke(across, { size: 40, color: "#000000", style })]);
    const vertical = render([
      buildStroke(line({ x: 100, y: 5 }, { x: 100, y: 95 }, { from: 1, to: 1 }, 60), {
        size: 40,
        color: "#000000",
        style,
      }),
    ]);
    const inked = (alphas: number[]) => alphas.filter((alpha) => alpha > 128).length;
    // Drawn along its long axis, the stroke is as thick as the tip's short axis (10 px).
    expect(inked(column(horizontal, 100, 20, 80))).toBeLessThanOrEqual(12);
    // Drawn across it, as wide as the long axis (40 px).
    const row = Array.from({ length: 60 }, (_, index) => alphaAt(vertical, 70 + index, 50));
    expect(inked(row)).toBeGreaterThanOrEqual(36);
  });

  test("a stroke covers at most its opacity however often it passes; a second stroke builds up", () => {
    const style = custom({ hardness: 1, flow: 0.5 });
    const back = line({ x: 180, y: 50 }, { x: 20, y: 50 }, { from: 1, to: 1 }, 80);
    const once = buildStroke([...across, ...back, ...across], {
      size: 16,
      opacity: 0.5,
      color: "#000000",
      style,
    });
    const single = alphaAt(render([once]), 100, 50) ?? 0;
    expect(single).toBeGreaterThanOrEqual(120);
    expect(single).toBeLessThanOrEqual(129);
    const twice = render([
      once,
      buildStroke(across, { size: 16, opacity: 0.5, color: "#000000", style }),
    ]);
    expect(alphaAt(twice, 100, 50)).toBeGreaterThan(180);
  });

  test("the flow lays part of the paint per dab, so sparse dabs leave it lighter than close ones", () => {
    const light = render([
      buildStroke(across, {
        size: 16,
        color: "#000000",
        style: custom({ hardness: 1, flow: 0.1, spacing: 1 }),
      }),
    ]);
    const dense = render([
      buildStroke(across, {
        size: 16,
        color: "#000000",
        style: custom({ hardness: 1, flow: 0.1, spacing: 0.05 }),
      }),
    ]);
    expect(alphaAt(light, 100, 50)).toBeLessThan(60);
    expect(alphaAt(dense, 100, 50)).toBeGreaterThan(200);
  });

  test("pressure curves: a light touch is thinner with a rising size curve and fainter with a rising opacity curve", () => {
    const soft = line({ x: 20, y: 50 }, { x: 180, y: 50 }, { from: 0.2, to: 0.2 }, 80);
    const draw = (style: BrushStyle) =>
      render([buildStroke(soft, { size: 30, color: "#000000", style })]);
    const flat = custom({ hardness: 1, flow: 1, sizeCurve: FULL_CURVE, opacityCurve: FULL_CURVE });
    const thinner = draw({ ...flat, sizeCurve: rising(0) });
    const fainter = draw({ ...flat, opacityCurve: rising(0), spacing: 1 });
    const width = (surface: ReturnType<typeof render>) =>
      column(surface, 100, 20, 80).filter((alpha) => alpha > 128).length;
    expect(width(draw(flat))).toBeGreaterThanOrEqual(28);
    expect(width(thinner)).toBeLessThanOrEqual(8);
    expect(alphaAt(fainter, 100, 50)).toBeLessThan(alphaAt(draw(flat), 100, 50) ?? 0);
  });

  test("a dabbed stroke renders at a larger scale where it does at 1x", () => {
    const stroke = styled("marker", { size: 20, opacity: 1 });
    const big = render([stroke], 2);
    expect(alphaAt(big, 200, 100)).toBeGreaterThan(0);
    expect(alphaAt(big, 200, 160)).toBe(0);
  });

  test("the dabs counted stable are those a later sample leaves where they are", () => {
    const samples = line({ x: 10, y: 10 }, { x: 190, y: 60 }, { from: 0.3, to: 0.9 }, 60);
    const style = BRUSH_PRESETS.pencil.style;
    for (const cut of [5, 20, 40]) {
      const before = brushDabs(samples.slice(0, cut), 6, 0.4, style);
      const after = brushDabs(samples.slice(0, cut + 7), 6, 0.4, style);
      expect(before.stable).toBeGreaterThan(0);
      expect(before.stable).toBeLessThan(before.dabs.length / DAB_FIELDS);
      const stablePart = (dabs: Float32Array) => [...dabs.subarray(0, before.stable * DAB_FIELDS)];
      expect(stablePart(after.dabs)).toEqual(stablePart(before.dabs));
    }
    // Without smoothing the path is the samples themselves: every dab is final.
    const raw = brushDabs(samples.slice(0, 20), 6, 0, style);
    expect(raw.stable).toBe(raw.dabs.length / DAB_FIELDS);
  });

  test("a stroke painted frame by frame as it grows ends as it paints whole", () => {
    const samples = line({ x: 10, y: 20 }, { x: 190, y: 80 }, { from: 0.2, to: 1 }, 90);
    const paint = (
      stroke: Stroke,
      scale: number,
      surface = createTestSurface(200, 100),
      state?: LiveDabs,
    ) => {
      const context = surface.getContext("2d");
      context.clearRect(0, 0, 200, 100);
      const target = {
        pixels: { a: scale, b: 0, c: 0, d: scale, e: 0, f: 0 },
        clip: { x: 0, y: 0, width: 200, height: 100 },
        createSurface: createTestSurface,
      };
      const live = state && { state, width: 200, height: 100 };
      drawStroke(context, stroke, strokeGeometry(stroke, !state), target, live);
      return surface;
    };
    for (const preset of ["pencil", "marker", "chalk"] as const) {
      const { size, opacity, smoothing, style } = BRUSH_PRESETS[preset];
      const strokeOf = (count: number) =>
        buildStroke(samples.slice(0, count), {
          id: "live",
          size: size * 2,
          opacity,
          smoothing,
          style,
        });
      const state = createLiveDabs();
      const surface = createTestSurface(200, 100);
      // Half way at 2x (zoomed in), then the rest at 1x: the kept dabs are stamped again.
      for (let count = 2; count <= 45; count += 3) paint(strokeOf(count), 2, surface, state);
      for (let count = 46; count <= samples.length; count += 3)
        paint(strokeOf(count), 1, surface, state);
      const live = paint(strokeOf(samples.length), 1, surface, state);
      expect(state.baked, preset).toBeGreaterThan(0);
      const whole = paint(strokeOf(samples.length), 1);
      expect(largestPremultipliedDifference(live, whole), preset).toBeLessThanOrEqual(1.5);
    }
  });

  test("a stroke from another client running for kilometres stays within the dab limit", () => {
    const far = [
      { x: 0, y: 0, pressure: 1 },
      { x: 5_000_000, y: 0, pressure: 1 },
    ];
    const { dabs } = brushDabs(far, 4, 0, BRUSH_PRESETS.pencil.style);
    expect(dabs.length / DAB_FIELDS).toBeLessThanOrEqual(MAX_DABS);
    expect(dabs.length / DAB_FIELDS).toBeGreaterThan(MAX_DABS / 2);
  });
});
