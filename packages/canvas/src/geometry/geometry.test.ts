import { describe, expect, test } from "vitest";
import type { ElementGroup } from "../document/schema.js";
import { buildImage, buildStroke } from "../test/elements.js";
import {
  applyMatrix,
  composeMatrices,
  rotationAbout,
  scalingAbout,
  translation,
} from "./affine.js";
import {
  boundsOfElement,
  imageCorners,
  isElementTouchingPolygon,
  isPointOnElement,
} from "./element-geometry.js";
import { isPointInPolygon } from "./polygon.js";
import { rectCorners, rectsIntersect } from "./rect.js";
import { transformElement } from "./transform-element.js";

describe("geometry", () => {
  test("a box touches a turned image by its painted corners, not by its bounding box", () => {
    // A 100 x 20 image turned 45°: its bounding box is about 85 px square around 50,10.
    const image = buildImage({ x: 0, y: 0, width: 100, height: 20, rotation: Math.PI / 4 });
    const box = (x: number, y: number, side: number) =>
      rectCorners({ x, y, width: side, height: side });
    expect(isElementTouchingPolygon(image, box(80, -30, 10))).toBe(false);
    expect(rectsIntersect(boundsOfElement(image), { x: 80, y: -30, width: 10, height: 10 })).toBe(
      true,
    );
    expect(isElementTouchingPolygon(image, box(45, 5, 10))).toBe(true);
    // Inside the image, and the image inside the box.
    expect(isElementTouchingPolygon(image, box(48, 8, 4))).toBe(true);
    expect(isElementTouchingPolygon(image, box(-100, -100, 300))).toBe(true);
  });

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

  test("a group is where its elements are, and moves, scales and turns with them", () => {
    const stroke = buildStroke(
      [
        { x: 0, y: 0, pressure: 1 },
        { x: 100, y: 0, pressure: 1 },
      ],
      { size: 10 },
    );
    const image = buildImage({ x: 40, y: 40, width: 20, height: 20 });
    const group: ElementGroup = {
      kind: "group",
      id: "g",
      opacity: 0.5,
      blendMode: "multiply",
      elements: [stroke, image],
    };
    expect(boundsOfElement(group)).toEqual({ x: -5, y: -5, width: 110, height: 65 });
    expect(isPointOnElement(group, { x: 50, y: 50 }, 0)).toBe(true);
    expect(isPointOnElement(group, { x: 50, y: 2 }, 0)).toBe(true);
    expect(isPointOnElement(group, { x: 20, y: 30 }, 2)).toBe(false);
    const square = (left: number, right: number) => [
      { x: left, y: -20 },
      { x: right, y: -20 },
      { x: right, y: 80 },
      { x: left, y: 80 },
    ];
    expect(isElementTouchingPolygon(group, square(-10, 110))).toBe(true);
    expect(isElementTouchingPolygon(group, square(120, 130))).toBe(false);

    const moved = transformElement(group, { kind: "move", dx: 10, dy: 5 });
    expect(moved).toMatchObject({ id: "g", opacity: 0.5, blendMode: "multiply" });
    expect(boundsOfElement(moved)).toEqual({ x: 5, y: 0, width: 110, height: 65 });
    const turned = transformElement(group, {
      kind: "rotate",
      origin: { x: 50, y: 50 },
      angle: Math.PI / 2,
    });
    expect(turned.kind === "group" && turned.elements[1]).toMatchObject({ rotation: Math.PI / 2 });
    const scaled = transformElement(group, { kind: "scale", origin: { x: 0, y: 0 }, sx: 2, sy: 2 });
    expect(scaled.kind === "group" && scaled.elements[0]).toMatchObject({ size: 20 });
  });
});
