import { describe, expect, test } from "vitest";
import { createTestSurface, pixelAt } from "../test/surfaces.js";
import type { DrawingContext } from "./drawing-context.js";
import {
  drawInpaintMask,
  type InpaintArea,
  type MaskStroke,
  maskStrokesBounds,
  traceMaskSegment,
  traceMaskStrokes,
} from "./inpaint-mask.js";

const WHITE = [255, 255, 255, 255];
const BLACK = [0, 0, 0, 255];

const paint = (size: number, ...points: [number, number][]): MaskStroke => ({
  erase: false,
  size,
  points: points.map(([x, y]) => ({ x, y })),
});
const erase = (size: number, ...points: [number, number][]): MaskStroke => ({
  ...paint(size, ...points),
  erase: true,
});

/** The mask image of `area` for a source of `box` at `scale` (the source's pixels per unit). */
function maskImage(area: InpaintArea, box = { x: 0, y: 0, width: 100, height: 100 }, scale = 1) {
  const size = { width: Math.round(box.width * scale), height: Math.round(box.height * scale) };
  const surface = createTestSurface(size.width, size.height);
  drawInpaintMask(surface.getContext("2d") as DrawingContext, area, box, scale, size);
  return (x: number, y: number) => pixelAt(surface, x, y);
}

describe("the mask sent with a Modify", () => {
  test("is white along a painted stroke, as wide as its brush, and black elsewhere", () => {
    const at = maskImage({ kind: "strokes", strokes: [paint(20, [10, 50], [90, 50])] });
    expect(at(50, 50)).toEqual(WHITE);
    expect(at(50, 42)).toEqual(WHITE);
    expect(at(50, 58)).toEqual(WHITE);
    // The round cap reaches half the brush past the end.
    expect(at(96, 50)).toEqual(WHITE);
    expect(at(50, 65)).toEqual(BLACK);
    expect(at(50, 10)).toEqual(BLACK);
  });

  test("is black again where an erasing stroke went over the paint, the order kept", () => {
    const at = maskImage({
      kind: "strokes",
      strokes: [paint(30, [10, 50], [90, 50]), erase(10, [50, 20], [50, 80]), paint(4, [50, 50])],
    });
    expect(at(30, 50)).toEqual(WHITE);
    expect(at(50, 40)).toEqual(BLACK);
    // Painted again after the eraser: a dab of one point.
    expect(at(50, 50)).toEqual(WHITE);
    expect(at(70, 50)).toEqual(WHITE);
  });

  test("follows the source's place and scale on the artboard", () => {
    // The source covers artboard 200..400 × 100..300 at half size: artboard (300, 200) is (50, 50).
    const at = maskImage(
      { kind: "strokes", strokes: [paint(40, [300, 200])] },
      { x: 200, y: 100, width: 200, height: 200 },
      0.5,
    );
    expect(at(50, 50)).toEqual(WHITE);
    // 40 units of brush are 20 pixels: 10 from the centre is the edge.
    expect(at(50, 57)).toEqual(WHITE);
    expect(at(50, 63)).toEqual(BLACK);
    expect(at(5, 5)).toEqual(BLACK);
  });

  test("is white inside a selection's outlines, a hole in them left black", () => {
    const square = (from: number, to: number) => [
      { x: from, y: from },
      { x: to, y: from },
      { x: to, y: to },
      { x: from, y: to },
    ];
    const at = maskImage({ kind: "outlines", outlines: [square(10, 90), square(40, 60)] });
    expect(at(20, 20)).toEqual(WHITE);
    expect(at(50, 50)).toEqual(BLACK);
    expect(at(5, 5)).toEqual(BLACK);
  });
});

describe("the mask on screen", () => {
  test("grows by the piece a new sample adds, as the whole stroke drawn again would", () => {
    const stroke = paint(12, [10, 10], [40, 30], [70, 20], [90, 80]);
    const whole = createTestSurface(100, 100);
    traceMaskStrokes(whole.getContext("2d") as DrawingContext, [stroke], "#e0006a", 1);
    const grown = createTestSurface(100, 100);
    for (let count = 1; count <= stroke.points.length; count += 1) {
      const points = stroke.points.slice(0, count);
      traceMaskSegment(
        grown.getContext("2d") as DrawingContext,
        { ...stroke, points },
        Math.max(0, count - 2),
        "#e0006a",
        1,
      );
    }
    for (const [x, y] of [
      [25, 20],
      [55, 25],
      [80, 50],
      [10, 90],
    ] as const) {
      expect(pixelAt(grown, x, y)).toEqual(pixelAt(whole, x, y));
    }
    expect(pixelAt(grown, 55, 25)).toEqual([224, 0, 106, 255]);
  });

  test("loses a stroke retraced with the eraser, its smoothed edge too", () => {
    // At the source's scale or the view's: the edge is a device pixel wide whatever the zoom.
    for (const scale of [1, 0.37, 2.5]) {
      const surface = createTestSurface(100, 100);
      const context = surface.getContext("2d") as DrawingContext;
      context.scale(scale, scale);
      const points = [
        [10.3, 40.6],
        [60.2, 47.1],
        [85.7, 80.4],
      ].map(([x = 0, y = 0]): [number, number] => [x / scale, y / scale]);
      const size = 17.3 / scale;
      traceMaskStrokes(
        context,
        [paint(size, ...points), erase(size, ...points)],
        "#e0006a",
        1 / scale,
      );
      const { data } = surface.getContext("2d").getImageData(0, 0, 100, 100);
      expect(Math.max(...data.filter((_, index) => index % 4 === 3))).toBe(0);
    }
  });
});

describe("the painted area's box", () => {
  test("spans the painted strokes and their brush, not what an eraser went over", () => {
    expect(
      maskStrokesBounds([paint(20, [100, 50], [140, 60]), erase(50, [0, 0], [300, 300])]),
    ).toEqual({ x: 90, y: 40, width: 60, height: 30 });
    expect(maskStrokesBounds([paint(10, [10, 10]), paint(4, [50, 80], [60, 90])])).toEqual({
      x: 5,
      y: 5,
      width: 57,
      height: 87,
    });
  });

  test("is none when nothing is painted", () => {
    expect(maskStrokesBounds([])).toBeNull();
    expect(maskStrokesBounds([erase(10, [5, 5])])).toBeNull();
  });
});
