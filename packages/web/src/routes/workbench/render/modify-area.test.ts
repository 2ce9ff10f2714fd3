import type { MaskStroke } from "@contour/canvas";
import { describe, expect, test } from "vitest";
import { paintedArea, selectedArea } from "./modify-area";
import type { PaintedMaskState } from "./painted-mask";

const mask = (strokes: MaskStroke[], artboardId = "board"): PaintedMaskState => ({
  painting: false,
  erasing: false,
  size: 80,
  artboardId,
  strokes,
  undone: [],
});
const stroke = (size: number, ...points: [number, number][]): MaskStroke => ({
  erase: false,
  size,
  points: points.map(([x, y]) => ({ x, y })),
});

describe("the area a Modify repaints", () => {
  test("from the painted mask: where it is painted, with a quarter of its length around", () => {
    const strokes = [
      stroke(20, [100, 100], [140, 100]),
      { ...stroke(60, [100, 100]), erase: true },
    ];
    expect(paintedArea(mask(strokes), "board")).toEqual({
      // Painted over 90..150 × 90..110: 60 long, so 15 more on every side.
      box: { x: 75, y: 75, width: 90, height: 50 },
      area: { kind: "strokes", strokes },
    });
  });

  test("from the painted mask: none when nothing is painted on the artboard shown", () => {
    expect(paintedArea(mask([]), "board")).toBeNull();
    expect(paintedArea(mask([stroke(20, [10, 10])]), "another board")).toBeNull();
    expect(paintedArea(mask([{ ...stroke(20, [10, 10]), erase: true }]), "board")).toBeNull();
  });

  test("from the lasso: its outlines' box, repainted inside them; none when inverted", () => {
    const outlines = [
      [
        { x: 10, y: 20 },
        { x: 50, y: 20 },
        { x: 30, y: 60 },
      ],
    ];
    const region = { layerId: "layer", outlines, feather: 0, inverted: false };
    expect(selectedArea(region)).toEqual({
      box: { x: 10, y: 20, width: 40, height: 40 },
      area: { kind: "outlines", outlines },
    });
    expect(selectedArea({ ...region, inverted: true })).toBeNull();
    expect(selectedArea(null)).toBeNull();
  });
});
