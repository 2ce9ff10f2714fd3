import { describe, expect, test } from "vitest";
import { decodePoints } from "../document/points.js";
import type { Element, Stroke } from "../document/schema.js";
import { BRUSH_PRESETS } from "../editor/brush-presets.js";
import { buildStroke } from "../test/elements.js";
import { boundsOfElement } from "./element-geometry.js";
import { type SelectionTransform, transformElement } from "./transform-element.js";

const DEGREE = Math.PI / 180;

/** A marker stroke drawn with a pen leaning to 40° from the paper, its top towards 3 o'clock. */
const leaning: Stroke = buildStroke(
  [
    { x: 0, y: 0, pressure: 0.8, tilt: { altitude: 40 * DEGREE, azimuth: 0 } },
    { x: 50, y: 10, pressure: 0.8, tilt: { altitude: 40 * DEGREE, azimuth: 20 * DEGREE } },
  ],
  { size: 10, style: BRUSH_PRESETS.marker.style },
);

const tiltsOf = (element: Element) => {
  if (element.kind !== "stroke") throw new Error("not a stroke");
  return decodePoints(element.points, element.tilt).map((sample) => sample.tilt);
};

/** An azimuth in degrees, 0 to 360, to a tenth. */
const degrees = (radians: number | undefined) =>
  Math.round((((((radians ?? Number.NaN) / DEGREE) % 360) + 360) % 360) * 10) / 10;

describe("a stroke's tilt through the selection's transforms", () => {
  test("a move keeps the tilt and the tip as they were", () => {
    const moved = transformElement(leaning, { kind: "move", dx: 30, dy: -5 });
    expect(moved.kind === "stroke" && moved.tilt).toEqual(leaning.tilt);
    expect(moved.kind === "stroke" && moved.style).toEqual(leaning.style);
  });

  test("a rotation turns the azimuth, and the tip, with the stroke; the altitude stays", () => {
    const quarter: SelectionTransform = {
      kind: "rotate",
      origin: { x: 25, y: 5 },
      angle: 90 * DEGREE,
    };
    const turned = transformElement(leaning, quarter);
    const tilts = tiltsOf(turned);
    expect(tilts.map((tilt) => degrees(tilt?.azimuth))).toEqual([90, 109.7]);
    expect(tilts.map((tilt) => Math.round((tilt?.altitude ?? 0) / DEGREE))).toEqual([40, 40]);
    expect(turned.kind === "stroke" && turned.style?.angle).toBeCloseTo(135 * DEGREE, 6);
    // Turned back, the bytes are where they started.
    const back = transformElement(turned, { ...quarter, angle: -90 * DEGREE });
    expect(back.kind === "stroke" && back.tilt).toEqual(leaning.tilt);
  });

  test("a mirroring scale mirrors the azimuth; a plain one keeps it", () => {
    const flip: SelectionTransform = { kind: "scale", origin: { x: 0, y: 0 }, sx: -1, sy: 1 };
    const mirrored = tiltsOf(transformElement(leaning, flip));
    expect(mirrored.map((tilt) => degrees(tilt?.azimuth))).toEqual([180, 160.3]);
    const grown = transformElement(leaning, { ...flip, sx: 2, sy: 2 });
    expect(grown.kind === "stroke" && grown.tilt).toEqual(leaning.tilt);
  });

  test("a stroke without tilt stays without it", () => {
    const plain = buildStroke(undefined, { style: BRUSH_PRESETS.pencil.style });
    const turned = transformElement(plain, { kind: "rotate", origin: { x: 0, y: 0 }, angle: 1 });
    expect(turned.kind === "stroke" && "tilt" in turned).toBe(false);
  });

  test("a tilted pencil's box holds what its tip lying down can reach", () => {
    const points = [
      { x: 0, y: 0, pressure: 1, tilt: { altitude: 0.2, azimuth: 0 } },
      { x: 100, y: 0, pressure: 1, tilt: { altitude: 0.2, azimuth: 0 } },
    ];
    const pencil = BRUSH_PRESETS.pencil.style;
    const upright = boundsOfElement(
      buildStroke(
        points.map(({ tilt: _, ...point }) => point),
        { size: 10, style: pencil },
      ),
    );
    const lying = boundsOfElement(buildStroke(points, { size: 10, style: pencil }));
    expect(upright.height).toBe(10);
    expect(lying.height).toBe(60);
    // Ink ignores tilt: its box is as ever.
    const ink = boundsOfElement(buildStroke(points, { size: 10, style: BRUSH_PRESETS.ink.style }));
    expect(ink.height).toBe(10);
  });
});
