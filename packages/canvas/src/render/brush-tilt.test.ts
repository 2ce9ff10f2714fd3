import { describe, expect, test } from "vitest";
import type { PenTilt, Stroke, StrokePoint } from "../document/schema.js";
import { BRUSH_PRESETS, type BrushPresetId } from "../editor/brush-presets.js";
import { buildStroke } from "../test/elements.js";
import {
  alphaAt,
  alphaColumn,
  createTestSurface,
  largestDifference,
  largestPremultipliedDifference,
  line,
  renderStrokes,
} from "../test/surfaces.js";
import { createLiveDabs, type LiveDabs } from "./draw-dabs.js";
import { drawStroke } from "./draw-element.js";
import { strokeGeometry } from "./stroke-geometry.js";

const DEGREE = Math.PI / 180;

/** A line across the board at full pressure, every sample with the pen held as `tilt` says. */
const across = (tilt?: PenTilt): StrokePoint[] =>
  line({ x: 20, y: 50 }, { x: 180, y: 50 }, { from: 1, to: 1 }, 80).map((sample) =>
    tilt ? { ...sample, tilt } : sample,
  );

function drawn(preset: BrushPresetId, tilt: PenTilt | undefined, fields: Partial<Stroke> = {}) {
  const { size, opacity, smoothing, style } = BRUSH_PRESETS[preset];
  return buildStroke(across(tilt), {
    size,
    opacity,
    smoothing,
    style,
    color: "#000000",
    ...fields,
  });
}

/** How many pixels of a column the stroke covers at all, and its mean alpha there. */
function coverage(surface: ReturnType<typeof renderStrokes>) {
  const alphas = [80, 100, 120].flatMap((x) => alphaColumn(surface, x, 0, 100));
  const painted = alphas.filter((alpha) => alpha > 8);
  return {
    width: painted.length / 3,
    mean: painted.reduce((sum, alpha) => sum + alpha, 0) / painted.length,
  };
}

/** Pens leaning to 30° from the paper, the top pointing along the line and across it. */
const shadingAlong: PenTilt = { altitude: 30 * DEGREE, azimuth: 0 };
const shadingAcross: PenTilt = { altitude: 30 * DEGREE, azimuth: 90 * DEGREE };

describe("the brush engine and the pen's tilt", () => {
  test("a pencil laid on its side shades wider and lighter than one held upright", () => {
    const upright = coverage(renderStrokes([drawn("pencil", undefined, { size: 8 })]));
    for (const tilt of [shadingAlong, shadingAcross]) {
      const shading = coverage(renderStrokes([drawn("pencil", tilt, { size: 8 })]));
      expect(shading.width).toBeGreaterThan(upright.width * 1.8);
      expect(shading.mean).toBeLessThan(upright.mean * 0.8);
    }
    // Leaning across the line stretches the tip across it: wider still.
    const along = coverage(renderStrokes([drawn("pencil", shadingAlong, { size: 8 })]));
    const sideways = coverage(renderStrokes([drawn("pencil", shadingAcross, { size: 8 })]));
    expect(sideways.width).toBeGreaterThan(along.width * 1.3);
  });

  test("a pencil held as one writes barely changes; chalk shades as the pencil does", () => {
    const writing = { altitude: 70 * DEGREE, azimuth: 45 * DEGREE };
    const upright = renderStrokes([drawn("pencil", undefined, { size: 8 })]);
    expect(largestDifference(renderStrokes([drawn("pencil", writing, { size: 8 })]), upright)).toBe(
      0,
    );
    const chalk = coverage(renderStrokes([drawn("chalk", undefined, { size: 12 })]));
    const shaded = coverage(renderStrokes([drawn("chalk", shadingAcross, { size: 12 })]));
    expect(shaded.width).toBeGreaterThan(chalk.width * 1.8);
  });

  test("the marker's chisel turns with the way the pen leans", () => {
    const width = (tilt: PenTilt) =>
      alphaColumn(renderStrokes([drawn("marker", tilt, { opacity: 1 })]), 100, 0, 100).filter(
        (alpha) => alpha > 60,
      ).length;
    // The chisel's edge lies across the lean: leaning along the line, its edge stands across it.
    const edgeAcross = width({ altitude: 45 * DEGREE, azimuth: 0 });
    const edgeAlong = width({ altitude: 45 * DEGREE, azimuth: 90 * DEGREE });
    expect(edgeAcross).toBeGreaterThanOrEqual(20);
    expect(edgeAlong).toBeLessThanOrEqual(10);
    // Upright, the azimuth means nothing: the style's own 45° chisel, as without tilt.
    const upright = renderStrokes([drawn("marker", undefined, { opacity: 1 })]);
    const standing = renderStrokes([
      drawn("marker", { altitude: 89.5 * DEGREE, azimuth: 0 }, { opacity: 1 }),
    ]);
    expect(largestDifference(standing, upright)).toBe(0);
  });

  test("ink and fineliner ignore tilt: the same outline, pixel for pixel", () => {
    for (const preset of ["ink", "fineliner"] as const) {
      const tilted = drawn(preset, shadingAcross, { size: 10 });
      expect(tilted.tilt).toBeDefined();
      expect(strokeGeometry(tilted).kind, preset).toBe("outline");
      const plain = renderStrokes([drawn(preset, undefined, { size: 10 })]);
      expect(largestDifference(renderStrokes([tilted]), plain), preset).toBe(0);
    }
  });

  test("a tilted stroke painted frame by frame as it grows ends as it paints whole", () => {
    const samples = line({ x: 10, y: 20 }, { x: 190, y: 80 }, { from: 0.4, to: 1 }, 90).map(
      (sample, index) => ({
        ...sample,
        tilt: { altitude: (25 + index / 3) * DEGREE, azimuth: (60 + index) * DEGREE },
      }),
    );
    const paint = (stroke: Stroke, state?: LiveDabs) => {
      const surface = createTestSurface(200, 100);
      const target = {
        pixels: { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 },
        clip: { x: 0, y: 0, width: 200, height: 100 },
        createSurface: createTestSurface,
      };
      const live = state && { state, width: 200, height: 100 };
      drawStroke(surface.getContext("2d"), stroke, strokeGeometry(stroke, !state), target, live);
      return surface;
    };
    for (const preset of ["pencil", "marker"] as const) {
      const { size, opacity, smoothing, style } = BRUSH_PRESETS[preset];
      const strokeOf = (count: number) =>
        buildStroke(samples.slice(0, count), { id: "live", size, opacity, smoothing, style });
      const state = createLiveDabs();
      for (let count = 2; count < samples.length; count += 4) paint(strokeOf(count), state);
      const live = paint(strokeOf(samples.length), state);
      expect(state.baked, preset).toBeGreaterThan(0);
      const whole = paint(strokeOf(samples.length));
      expect(alphaAt(whole, 100, 50), preset).toBeGreaterThan(0);
      expect(largestPremultipliedDifference(live, whole), preset).toBeLessThanOrEqual(1.5);
    }
  });
});
