import { describe, expect, test } from "vitest";
import type * as Y from "yjs";
import type { LayerProps } from "../document/schema.js";
import { addElements, readArtboards, updateLayer } from "../document/workbench-document.js";
import { IDENTITY_VIEWPORT } from "../editor/viewport.js";
import { buildDocument, buildImage, buildStroke } from "../test/elements.js";
import {
  addLayerWith,
  createTestSurface,
  largestDifference,
  line,
  pixelAt,
  rgbOf,
  solidImage,
} from "../test/surfaces.js";
import type { ImageSource } from "./drawing-context.js";
import { renderArtboard } from "./render-artboard.js";
import { createRenderer } from "./renderer.js";

/**
 * Clipping masks and alpha lock, pixel for pixel, through both the server's banded render and
 * the editor's renderer: a base square in the middle-left of a white board, paint across it.
 */
const SIZE = 100;
const WHITE = "#ffffff";
const ORANGE = "#e07020";
const BLUE = "#2050d0";
const GREEN = "#20a040";
const images: ImageSource = (blobId) =>
  blobId === "orange" ? solidImage(10, 10, ORANGE) : undefined;
/** The base's pixels: x 20 to 60, y 20 to 80. */
const square = () => buildImage({ blobId: "orange", x: 20, y: 20, width: 40, height: 60 });
/** A band across the whole board at height `y`, crossing the square's right edge. */
const band = (color: string, y: number, fields: Parameters<typeof buildStroke>[1] = {}) =>
  buildStroke(line({ x: -10, y }, { x: SIZE + 10, y }, { from: 1, to: 1 }), {
    size: 16,
    color,
    ...fields,
  });

function board() {
  return buildDocument({ width: SIZE, height: SIZE, background: WHITE });
}

function render(doc: Y.Doc, bandMaxPixels?: number) {
  const artboard = readArtboards(doc)[0];
  if (!artboard) throw new Error("no artboard");
  return renderArtboard(doc, artboard.id, {
    scale: 1,
    createSurface: createTestSurface,
    images,
    bandMaxPixels,
  });
}

/** The editor's renderer's picture of the document. */
function renderOnScreen(doc: Y.Doc) {
  const artboard = readArtboards(doc)[0];
  if (!artboard) throw new Error("no artboard");
  const target = createTestSurface(SIZE, SIZE);
  const renderer = createRenderer({
    doc,
    artboardId: artboard.id,
    target,
    createSurface: createTestSurface,
    images,
  });
  while (renderer.render(IDENTITY_VIEWPORT));
  renderer.dispose();
  return target;
}

const rgb = (color: string) => [...rgbOf(color), 255];

/** A base layer (the square) with one layer above it holding a band, with these props. */
function baseAndClipped(props: Partial<Omit<LayerProps, "id">>, color = BLUE) {
  const { doc, artboard, layer } = board();
  addElements(doc, "test", layer.id, [square()]);
  const clippedId = addLayerWith(doc, artboard.id, [band(color, 50)], { clipped: true, ...props });
  return { doc, artboard, baseId: layer.id, clippedId };
}

describe("a clipped layer shows only over its base's pixels", () => {
  test("inside the base it shows; outside it is gone", () => {
    const { doc } = baseAndClipped({});
    for (const picture of [render(doc), renderOnScreen(doc), render(doc, SIZE * 7)]) {
      expect(pixelAt(picture, 40, 50)).toEqual(rgb(BLUE));
      expect(pixelAt(picture, 80, 50)).toEqual(rgb(WHITE));
      // The base shows as it was where the band does not cross it.
      expect(pixelAt(picture, 40, 30)).toEqual(rgb(ORANGE));
    }
  });

  test("with its own blend mode and opacity, over the base", () => {
    const { doc } = baseAndClipped({ blendMode: "multiply", opacity: 0.5 }, "#0000ff");
    const [r, g, b, a] = pixelAt(render(doc), 40, 50);
    const [or, og, ob] = rgbOf(ORANGE);
    // Multiply of orange by blue keeps the blue channel, half of it over the orange.
    expect(r).toBeCloseTo(or / 2, -1);
    expect(g).toBeCloseTo(og / 2, -1);
    expect(b).toBeCloseTo(ob, -1);
    expect(a).toBe(255);
    expect(pixelAt(render(doc), 80, 50)).toEqual(rgb(WHITE));
    expect(largestDifference(render(doc), renderOnScreen(doc))).toBeLessThanOrEqual(1);
  });

  test("two clipped layers in a row clip to the same base", () => {
    const { doc, artboard } = baseAndClipped({});
    addLayerWith(doc, artboard.id, [band(GREEN, 30)], { clipped: true });
    for (const picture of [render(doc), renderOnScreen(doc)]) {
      expect(pixelAt(picture, 40, 50)).toEqual(rgb(BLUE));
      expect(pixelAt(picture, 40, 30)).toEqual(rgb(GREEN));
      expect(pixelAt(picture, 80, 30)).toEqual(rgb(WHITE));
    }
  });

  test("turned off, it shows everywhere again; a clipped bottom layer is not clipped", () => {
    const { doc, clippedId, baseId } = baseAndClipped({});
    updateLayer(doc, "test", clippedId, { clipped: false });
    expect(pixelAt(render(doc), 80, 50)).toEqual(rgb(BLUE));
    updateLayer(doc, "test", baseId, { clipped: true });
    expect(pixelAt(render(doc), 40, 30)).toEqual(rgb(ORANGE));
  });

  test("a hidden base hides what is clipped to it", () => {
    const { doc, baseId } = baseAndClipped({});
    updateLayer(doc, "test", baseId, { visible: false });
    for (const picture of [render(doc), renderOnScreen(doc)]) {
      expect(pixelAt(picture, 40, 50)).toEqual(rgb(WHITE));
    }
  });
});

describe("alpha lock paints only over the layer's pixels", () => {
  test("a stroke drawn under the lock stays atop, locked or not; one drawn after paints everywhere", () => {
    const { doc, layer } = board();
    addElements(doc, "test", layer.id, [square()]);
    updateLayer(doc, "test", layer.id, { alphaLocked: true });
    addElements(doc, "test", layer.id, [band(BLUE, 50, { composite: "atop" })]);
    for (const picture of [render(doc), renderOnScreen(doc)]) {
      expect(pixelAt(picture, 40, 50)).toEqual(rgb(BLUE));
      expect(pixelAt(picture, 80, 50)).toEqual(rgb(WHITE));
    }
    updateLayer(doc, "test", layer.id, { alphaLocked: false });
    const unlocked = render(doc);
    expect(pixelAt(unlocked, 80, 50)).toEqual(rgb(WHITE));
    expect(pixelAt(unlocked, 40, 50)).toEqual(rgb(BLUE));
    addElements(doc, "test", layer.id, [band(GREEN, 30)]);
    expect(pixelAt(render(doc), 80, 30)).toEqual(rgb(GREEN));
    expect(pixelAt(render(doc), 40, 30)).toEqual(rgb(GREEN));
  });

  test("atop keeps the layer's alpha: over a half-transparent layer it adds none", () => {
    const { doc, artboard, layer } = buildDocument({
      width: SIZE,
      height: SIZE,
      background: "transparent",
    });
    addElements(doc, "test", layer.id, [band(ORANGE, 50, { opacity: 0.5, size: 30 })]);
    addLayerWith(doc, artboard.id, []);
    addElements(doc, "test", layer.id, [band(BLUE, 50, { composite: "atop" })]);
    const [r, , b, a] = pixelAt(render(doc), 50, 50);
    expect(a).toBeGreaterThanOrEqual(127);
    expect(a).toBeLessThanOrEqual(128);
    expect(b).toBeGreaterThan(r);
  });
});
