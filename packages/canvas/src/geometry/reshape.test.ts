import { createCanvas } from "@napi-rs/canvas";
import { describe, expect, test } from "vitest";
import { decodePoints } from "../document/points.js";
import type { Element, PlacedImage, Stroke } from "../document/schema.js";
import { addElements } from "../document/workbench-document.js";
import { renderArtboard } from "../render/render-artboard.js";
import { buildDocument, buildImage, buildStroke, cutBy } from "../test/elements.js";
import { alphaAt, createTestSurface, line, pixelAt, renderStrokes } from "../test/surfaces.js";
import { boundsOfElement } from "./element-geometry.js";
import { applyTransform } from "./pending-transform.js";
import { isConvexQuad, projectiveMap, type Quad } from "./projective.js";
import { rectCenter, rectCorners } from "./rect.js";
import { transformElement } from "./transform-element.js";
import { dragControl, restingControls, warpMap } from "./warp.js";

const BOX = { x: 0, y: 0, width: 100, height: 80 };
const TRAPEZOID: Quad = [
  { x: 20, y: 10 },
  { x: 80, y: 10 },
  { x: 100, y: 80 },
  { x: 0, y: 80 },
];

describe("the projective map of Distort and Perspective", () => {
  test("puts the box's corners exactly on the quad's, and keeps lines straight", () => {
    const map = projectiveMap(BOX, TRAPEZOID);
    rectCorners(BOX).forEach((corner, index) => {
      const landed = map(corner);
      expect(landed.x).toBeCloseTo(TRAPEZOID[index]?.x ?? Number.NaN, 9);
      expect(landed.y).toBeCloseTo(TRAPEZOID[index]?.y ?? Number.NaN, 9);
    });
    // The middle of the left side lands on the quad's left side (x = 20 − 20·(y − 10)/70).
    const middle = map({ x: 0, y: 40 });
    expect(middle.x).toBeCloseTo(20 - (20 * (middle.y - 10)) / 70, 9);
  });

  test("a folded or reversed quad is not convex", () => {
    expect(isConvexQuad(TRAPEZOID)).toBe(true);
    const [nw, ne, se, sw] = TRAPEZOID;
    expect(isConvexQuad([ne, nw, se, sw])).toBe(false);
    expect(isConvexQuad([nw, ne, { x: 50, y: 20 }, sw])).toBe(false);
  });
});

describe("the warp mesh", () => {
  test("resting controls leave every point where it is", () => {
    const map = warpMap(BOX, restingControls(BOX));
    const moved = map({ x: 37, y: 61 });
    expect(moved.x).toBeCloseTo(37, 9);
    expect(moved.y).toBeCloseTo(61, 9);
  });

  test("a dragged mesh point takes the artwork under it along, and bends a straight stroke", () => {
    const box = { x: 0, y: 0, width: 90, height: 90 };
    const controls = dragControl(restingControls(box), 5, 0, -20);
    expect(warpMap(box, controls)({ x: 30, y: 30 }).y).toBeCloseTo(10, 9);
    const stroke = buildStroke(line({ x: 0, y: 30 }, { x: 90, y: 30 }, undefined, 1));
    const bent = applyTransform(stroke, { kind: "warp", box, controls }) as Stroke;
    const samples = decodePoints(bent.points);
    // Divided finely, its ends in place, its middle pulled up, most near the dragged point.
    expect(samples.length).toBeGreaterThan(50);
    expect(samples[0]?.y).toBeCloseTo(30, 4);
    expect(samples.at(-1)?.y).toBeCloseTo(30, 4);
    const highest = samples.reduce((top, sample) => (sample.y < top.y ? sample : top));
    expect(highest.y).toBeLessThan(15);
    expect(highest.x).toBeGreaterThan(20);
    expect(highest.x).toBeLessThan(40);
    expect(bent.size).toBe(stroke.size);
  });
});

/** A picture whose left half is red and right half blue. */
function twoColourPicture() {
  const picture = createCanvas(100, 80);
  const context = picture.getContext("2d");
  context.fillStyle = "#ff0000";
  context.fillRect(0, 0, 50, 80);
  context.fillStyle = "#0000ff";
  context.fillRect(50, 0, 50, 80);
  return picture;
}

function render(elements: Element[]) {
  const { doc, artboard, layer } = buildDocument({
    width: 200,
    height: 100,
    background: "transparent",
  });
  addElements(doc, "test", layer.id, elements);
  const picture = twoColourPicture();
  return renderArtboard(doc, artboard.id, {
    scale: 1,
    createSurface: createTestSurface,
    images: () => picture,
  });
}

const flipOf = (element: Element, axis: "horizontal" | "vertical") =>
  transformElement(element, { kind: "flip", origin: rectCenter(boundsOfElement(element)), axis });

describe("flips", () => {
  test("an erased stroke flipped shows its hole mirrored", () => {
    const stroke = buildStroke(line({ x: 10, y: 50 }, { x: 190, y: 50 }), { size: 10 });
    const eraser = buildStroke(line({ x: 50, y: 30 }, { x: 50, y: 70 }, { from: 1, to: 1 }), {
      tool: "eraser",
      size: 12,
    });
    const erased = cutBy(stroke, eraser);
    const before = renderStrokes([erased as Stroke]);
    expect(alphaAt(before, 50, 50)).toBe(0);
    expect(alphaAt(before, 150, 50)).toBe(255);
    const after = renderStrokes([flipOf(erased, "horizontal") as Stroke]);
    expect(alphaAt(after, 150, 50)).toBe(0);
    expect(alphaAt(after, 50, 50)).toBe(255);
  });

  test("a flipped image is mirrored on its own side, horizontally and vertically", () => {
    const image = buildImage({ x: 10, y: 10, width: 100, height: 80 });
    expect(pixelAt(render([image]), 20, 50)).toEqual([255, 0, 0, 255]);
    const mirrored = flipOf(image, "horizontal") as PlacedImage;
    expect(mirrored.flipped).toBe(true);
    expect(pixelAt(render([mirrored]), 20, 50)).toEqual([0, 0, 255, 255]);
    expect(pixelAt(render([mirrored]), 100, 50)).toEqual([255, 0, 0, 255]);
    // Flipped back, it is the image it was; flipped upside down, left stays left.
    expect((flipOf(mirrored, "horizontal") as PlacedImage).flipped).toBeUndefined();
    const upsideDown = flipOf(image, "vertical") as PlacedImage;
    expect(pixelAt(render([upsideDown]), 20, 50)).toEqual([255, 0, 0, 255]);
    expect(pixelAt(render([upsideDown]), 100, 50)).toEqual([0, 0, 255, 255]);
  });
});

describe("a distorted image", () => {
  test("is drawn in its quad, seamless, the picture's halves where the quad puts them", () => {
    const image = buildImage({ ...BOX });
    const distorted = applyTransform(image, { kind: "quad", box: BOX, quad: TRAPEZOID });
    const surface = render([distorted]);
    // Outside the trapezoid's slanted sides: nothing.
    expect(alphaAt(surface, 5, 15)).toBe(0);
    expect(alphaAt(surface, 95, 15)).toBe(0);
    expect(pixelAt(surface, 30, 60)).toEqual([255, 0, 0, 255]);
    expect(pixelAt(surface, 70, 60)).toEqual([0, 0, 255, 255]);
    // No hairline between the mesh's triangles.
    const row = Array.from({ length: 71 }, (_, index) => alphaAt(surface, 15 + index, 45));
    expect(row.filter((alpha) => alpha !== 255)).toEqual([]);
    expect(boundsOfElement(distorted)).toEqual({ x: 0, y: 10, width: 100, height: 70 });
  });
});
