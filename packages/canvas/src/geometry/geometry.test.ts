import { describe, expect, test } from "vitest";
import { buildImage, buildStroke } from "../test/elements.js";
import {
  applyMatrix,
  composeMatrices,
  rotationAbout,
  scalingAbout,
  translation,
} from "./affine.js";
import { boundsOfElement, imageCorners, isPointOnElement } from "./element-geometry.js";
import { isPointInPolygon } from "./polygon.js";
import { rectsIntersect } from "./rect.js";
import { transformElement } from "./transform-element.js";

describe("geometry", () => {
  test("points inside a concave polygon, not in its notch", () => {
    const u = [
      { x: 0, y: 0 },
      { x: 30, y: 0 },
      { x: 30, y: 30 },
      { x: 20, y: 30 },
      { x: 20, y: 10 },
      { x: 10, y: 10 },
      { x: 10, y: 30 },
      { x: 0, y: 30 },
    ];
    expect(isPointInPolygon({ x: 5, y: 20 }, u)).toBe(true);
    expect(isPointInPolygon({ x: 15, y: 20 }, u)).toBe(false);
    expect(isPointInPolygon({ x: 40, y: 5 }, u)).toBe(false);
  });

  test("affine transforms keep their fixed point", () => {
    const origin = { x: 10, y: 20 };
    expect(applyMatrix(scalingAbout(origin, 3, 2), origin)).toEqual(origin);
    const turned = applyMatrix(rotationAbout(origin, Math.PI / 2), { x: 20, y: 20 });
    expect(turned.x).toBeCloseTo(10, 9);
    expect(turned.y).toBeCloseTo(30, 9);
    const both = composeMatrices(translation(5, 0), scalingAbout({ x: 0, y: 0 }, 2, 2));
    expect(applyMatrix(both, { x: 1, y: 1 })).toEqual({ x: 12, y: 2 });
  });

  test("a rotated image's bounds hold its turned corners", () => {
    const image = buildImage({ x: 0, y: 0, width: 100, height: 20, rotation: Math.PI / 2 });
    const bounds = boundsOfElement(image);
    expect(bounds.x).toBeCloseTo(40, 9);
    expect(bounds.width).toBeCloseTo(20, 9);
    expect(bounds.height).toBeCloseTo(100, 9);
    expect(imageCorners(image)).toHaveLength(4);
    expect(rectsIntersect(bounds, { x: 0, y: 0, width: 10, height: 10 })).toBe(false);
  });

  test("a stroke is hit within half its size of its centre line", () => {
    const stroke = buildStroke(
      [
        { x: 0, y: 0, pressure: 1 },
        { x: 100, y: 0, pressure: 1 },
      ],
      { size: 10 },
    );
    expect(isPointOnElement(stroke, { x: 50, y: 6 }, 2)).toBe(true);
    expect(isPointOnElement(stroke, { x: 50, y: 8 }, 2)).toBe(false);
  });

  test("a mirroring scale keeps an image's sides positive", () => {
    const image = buildImage({ x: 0, y: 0, width: 10, height: 10 });
    const flipped = transformElement(image, {
      kind: "scale",
      origin: { x: 0, y: 0 },
      sx: -2,
      sy: 1,
    });
    expect(flipped).toMatchObject({ x: -20, y: 0, width: 20, height: 10 });
  });
});
