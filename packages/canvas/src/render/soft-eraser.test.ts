import { describe, expect, test } from "vitest";
import { FULL_CURVE } from "../document/pressure-curve.js";
import type { BrushStyle, Element, Stroke, StrokePoint } from "../document/schema.js";
import { ERASER_STYLE } from "../editor/brush-presets.js";
import { rotationAbout } from "../geometry/affine.js";
import { transformElement } from "../geometry/transform-element.js";
import { copyStroke } from "../guides/symmetry.js";
import { buildStroke, cutBy } from "../test/elements.js";
import {
  alphaAt,
  createTestSurface,
  largestPremultipliedDifference,
  line,
  renderStrokes,
} from "../test/surfaces.js";
import { createLiveDabs } from "./draw-dabs.js";
import { drawStroke } from "./draw-element.js";
import { strokeGeometry } from "./stroke-geometry.js";

/** A black band across the artboard, 30 px wide, opaque. */
const band = () =>
  buildStroke(line({ x: 20, y: 50 }, { x: 180, y: 50 }, { from: 1, to: 1 }, 80), {
    size: 30,
    color: "#000000",
  });

/** An eraser stroke down through the band at x = 100, 40 px wide at full pressure. */
const eraser = (style: BrushStyle | undefined, fields: Partial<Stroke> = {}) =>
  buildStroke(line({ x: 100, y: 5 }, { x: 100, y: 95 }, { from: 1, to: 1 }, 60), {
    tool: "eraser",
    size: 40,
    ...(style ? { style } : {}),
    ...fields,
  });

const SOFT: BrushStyle = { ...ERASER_STYLE, hardness: 0, flow: 0.15 };

const render = (element: Element) => renderStrokes([element as Stroke]);

describe("the eraser's style cuts as its brush would paint", () => {
  test("a soft eraser leaves the pixels partly there, and a second pass takes more of them", () => {
    const once = cutBy(band(), eraser(SOFT));
    const twice = cutBy(once, eraser(SOFT));
    const [first, second] = [render(once), render(twice)];
    const centre = alphaAt(first, 100, 50);
    expect(centre).toBeGreaterThan(10);
    expect(centre).toBeLessThan(230);
    expect(alphaAt(second, 100, 50)).toBeLessThan(centre - 10);
    expect(alphaAt(second, 100, 50)).toBeGreaterThan(0);
    // Softer towards its edge, untouched beyond it.
    expect(alphaAt(first, 114, 50)).toBeGreaterThan(centre);
    expect(alphaAt(first, 130, 50)).toBe(255);
  });

  test("a hard eraser, plain or with a solid style, removes every pixel under it", () => {
    const solid: BrushStyle = { ...ERASER_STYLE, sizeCurve: FULL_CURVE };
    for (const style of [undefined, solid]) {
      const surface = render(cutBy(band(), eraser(style)));
      for (const x of [92, 100, 108]) expect(alphaAt(surface, x, 50), `${x}`).toBe(0);
      expect(alphaAt(surface, 60, 50)).toBe(255);
    }
    expect(strokeGeometry(eraser(solid)).kind).toBe("outline");
    expect(strokeGeometry(eraser(SOFT)).kind).toBe("dabs");
  });

  test("an eraser stroke takes at most its opacity however often it passes", () => {
    const style: BrushStyle = { ...ERASER_STYLE, hardness: 0.8, flow: 1 };
    const down = line({ x: 100, y: 5 }, { x: 100, y: 95 }, { from: 1, to: 1 }, 60);
    const scrubbing = buildStroke([...down, ...[...down].reverse(), ...down], {
      tool: "eraser",
      size: 40,
      opacity: 0.5,
      style,
    });
    const left = alphaAt(render(cutBy(band(), scrubbing)), 100, 50);
    expect(left).toBeGreaterThanOrEqual(125);
    expect(left).toBeLessThanOrEqual(131);
  });

  test("the live eraser shows what its committed cut leaves", () => {
    const painted = createTestSurface(200, 100);
    const context = painted.getContext("2d");
    const target = {
      pixels: { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 },
      clip: { x: 0, y: 0, width: 200, height: 100 },
      createSurface: createTestSurface,
    };
    const stroke = band();
    const cut = eraser({ ...SOFT, grain: 0.6 });
    drawStroke(context, stroke, strokeGeometry(stroke), target);
    const live = { state: createLiveDabs(), width: 200, height: 100 };
    drawStroke(context, cut, strokeGeometry(cut, false), target, live);
    const committed = render(cutBy(stroke, cut));
    expect(alphaAt(committed, 100, 50)).toBeLessThan(230);
    expect(largestPremultipliedDifference(painted, committed)).toBeLessThanOrEqual(2);
  });

  const leaning = (points: StrokePoint[]) =>
    points.map((point) => ({ ...point, tilt: { altitude: 0.5, azimuth: 0.3 } }));
  const chisel: BrushStyle = { ...SOFT, hardness: 0.9, flow: 0.5, roundness: 0.2, angle: 0 };
  test.each([
    ["a chisel tip", eraser(chisel)],
    [
      "a chisel tip that follows the pen's lean",
      buildStroke(leaning(line({ x: 100, y: 5 }, { x: 100, y: 95 }, { from: 1, to: 1 }, 60)), {
        tool: "eraser",
        size: 40,
        style: { ...chisel, followsAzimuth: true, tilt: 0.5 },
      }),
    ],
  ])("%s cuts a turned stroke as it cut the stroke before it was turned", (_name, mark) => {
    const quarter = { kind: "rotate", origin: { x: 100, y: 50 }, angle: Math.PI / 2 } as const;
    const short = buildStroke(line({ x: 60, y: 50 }, { x: 140, y: 50 }, { from: 1, to: 1 }, 40), {
      size: 30,
      color: "#000000",
    });
    // Cut, then turned: the cut goes with the stroke in its frame.
    const cutThenTurned = render(transformElement(cutBy(short, mark), quarter));
    // Turned, then cut by the same mark turned alike: stored in the turned stroke's frame.
    const turnedMark = copyStroke(mark, rotationAbout(quarter.origin, quarter.angle), mark.id);
    const turnedThenCut = render(cutBy(transformElement(short, quarter), turnedMark));
    expect(alphaAt(turnedThenCut, 100, 50)).toBeLessThan(200);
    expect(largestPremultipliedDifference(cutThenTurned, turnedThenCut)).toBeLessThanOrEqual(3);
  });
});
