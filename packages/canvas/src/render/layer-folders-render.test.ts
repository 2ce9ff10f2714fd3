import { describe, expect, test } from "vitest";
import type * as Y from "yjs";
import { groupEntries, updateFolder } from "../document/layer-folders.js";
import { addElements, readArtboards } from "../document/workbench-document.js";
import { IDENTITY_VIEWPORT } from "../editor/viewport.js";
import { buildDocument, buildImage, buildStroke } from "../test/elements.js";
import {
  addLayerWith,
  createTestSurface,
  line,
  pixelAt,
  rgbOf,
  solidImage,
} from "../test/surfaces.js";
import type { ImageSource } from "./drawing-context.js";
import { renderArtboard } from "./render-artboard.js";
import { createRenderer } from "./renderer.js";

/**
 * Layer folders, pixel for pixel, through the server's banded render (in one band and in bands
 * of 7 rows) and the editor's renderer: solid rectangles on a white 100 × 100 board.
 */
const SIZE = 100;
const COLORS: Record<string, string> = {
  red: "#ff0000",
  blue: "#0000ff",
  yellow: "#ffff00",
  cyan: "#00ffff",
};
const images: ImageSource = (blobId) => {
  const color = COLORS[blobId];
  return color ? solidImage(4, 4, color) : undefined;
};
/** A solid rectangle of a colour: the whole board, or x 20 to 60 when `left`. */
const rect = (color: keyof typeof COLORS & string, left = false) =>
  buildImage({ blobId: color, x: left ? 20 : 0, y: 0, width: left ? 40 : SIZE, height: SIZE });

function board() {
  return buildDocument({ width: SIZE, height: SIZE, background: "#ffffff" });
}

function renderOnScreen(doc: Y.Doc, artboardId: string) {
  const target = createTestSurface(SIZE, SIZE);
  const renderer = createRenderer({
    doc,
    artboardId,
    target,
    createSurface: createTestSurface,
    images,
  });
  while (renderer.render(IDENTITY_VIEWPORT));
  renderer.dispose();
  return target;
}

/** The picture three ways: the export in one band, in bands of 7 rows, and on screen. */
function pictures(doc: Y.Doc) {
  const artboard = readArtboards(doc)[0];
  if (!artboard) throw new Error("no artboard");
  const options = { scale: 1, createSurface: createTestSurface, images };
  return [
    renderArtboard(doc, artboard.id, options),
    renderArtboard(doc, artboard.id, { ...options, bandMaxPixels: SIZE * 7 }),
    renderOnScreen(doc, artboard.id),
  ];
}

/** Each channel within 2 of the expected colour (8-bit rounding of half opacity). */
function expectColor(pixel: number[], expected: number[]) {
  pixel.forEach((channel, index) => {
    expect(Math.abs(channel - (expected[index] ?? 0))).toBeLessThanOrEqual(2);
  });
}

describe("layer folders composite as one", () => {
  test("a folder at 50 % fades its layers together, not each one over the other", () => {
    const { doc, artboard } = board();
    const red = addLayerWith(doc, artboard.id, [rect("red")]);
    const blue = addLayerWith(doc, artboard.id, [rect("blue", true)]);
    const folder = groupEntries(doc, "test", [red, blue]) as string;
    updateFolder(doc, "test", folder, { opacity: 0.5 });
    for (const picture of pictures(doc)) {
      // Blue hides red within the folder; the two together are half over white.
      expectColor(pixelAt(picture, 40, 50), [128, 128, 255, 255]);
      expectColor(pixelAt(picture, 80, 50), [255, 128, 128, 255]);
    }
  });

  test("a folder in Multiply multiplies what it holds with what is below it", () => {
    const { doc, artboard } = board();
    addLayerWith(doc, artboard.id, [rect("yellow")]);
    const cyan = addLayerWith(doc, artboard.id, [rect("cyan", true)]);
    const folder = groupEntries(doc, "test", [cyan]) as string;
    for (const picture of pictures(doc)) {
      // Normal at 100 %: the folder is not there.
      expect(pixelAt(picture, 40, 50)).toEqual([...rgbOf(COLORS.cyan as string), 255]);
    }
    updateFolder(doc, "test", folder, { blendMode: "multiply" });
    for (const picture of pictures(doc)) {
      expect(pixelAt(picture, 40, 50)).toEqual([0, 255, 0, 255]);
      expect(pixelAt(picture, 80, 50)).toEqual([255, 255, 0, 255]);
    }
  });

  test("a hidden folder hides what it holds", () => {
    const { doc, artboard } = board();
    const red = addLayerWith(doc, artboard.id, [rect("red")]);
    const folder = groupEntries(doc, "test", [red]) as string;
    updateFolder(doc, "test", folder, { visible: false });
    for (const picture of pictures(doc)) {
      expect(pixelAt(picture, 40, 50)).toEqual([255, 255, 255, 255]);
    }
  });

  test("nested folders: a Multiply folder inside one at 50 % blends within it only", () => {
    const { doc, artboard } = board();
    addLayerWith(doc, artboard.id, [rect("yellow")]);
    const cyan = addLayerWith(doc, artboard.id, [rect("cyan", true)]);
    const inner = groupEntries(doc, "test", [cyan]) as string;
    const outer = groupEntries(doc, "test", [inner]) as string;
    updateFolder(doc, "test", inner, { blendMode: "multiply" });
    updateFolder(doc, "test", outer, { opacity: 0.5 });
    for (const picture of pictures(doc)) {
      // Inside the outer folder, Multiply has nothing under it: cyan, then half over yellow.
      expectColor(pixelAt(picture, 40, 50), [128, 255, 128, 255]);
      expect(pixelAt(picture, 80, 50)).toEqual([255, 255, 0, 255]);
    }
  });

  test("the editor's cached composite of a folder follows edits of its layers and its opacity", () => {
    const { doc, artboard } = board();
    const red = addLayerWith(doc, artboard.id, [rect("red", true)]);
    const folder = groupEntries(doc, "test", [red]) as string;
    updateFolder(doc, "test", folder, { blendMode: "multiply" });
    const target = createTestSurface(SIZE, SIZE);
    const renderer = createRenderer({
      doc,
      artboardId: artboard.id,
      target,
      createSurface: createTestSurface,
      images,
    });
    const draw = () => {
      while (renderer.render(IDENTITY_VIEWPORT));
      return target;
    };
    expect(pixelAt(draw(), 80, 50)).toEqual([255, 255, 255, 255]);
    addElements(doc, "test", red, [rect("blue")]);
    expect(pixelAt(draw(), 80, 50)).toEqual([0, 0, 255, 255]);
    updateFolder(doc, "test", folder, { opacity: 0.5 });
    expectColor(pixelAt(draw(), 80, 50), [128, 128, 255, 255]);
    renderer.dispose();
  });

  test("a stroke being drawn in a folder at 50 % shows at the folder's opacity", () => {
    const { doc, artboard } = board();
    const layer = addLayerWith(doc, artboard.id, []);
    const folder = groupEntries(doc, "test", [layer]) as string;
    updateFolder(doc, "test", folder, { opacity: 0.5 });
    const target = createTestSurface(SIZE, SIZE);
    const renderer = createRenderer({
      doc,
      artboardId: artboard.id,
      target,
      createSurface: createTestSurface,
      images,
    });
    const stroke = buildStroke(line({ x: 0, y: 50 }, { x: 100, y: 50 }, { from: 1, to: 1 }), {
      size: 40,
      color: "#0000ff",
    });
    renderer.setLiveStroke({ layerId: layer, stroke });
    while (renderer.render(IDENTITY_VIEWPORT));
    expectColor(pixelAt(target, 50, 50), [128, 128, 255, 255]);
    renderer.setLiveStroke(null);
    while (renderer.render(IDENTITY_VIEWPORT));
    expect(pixelAt(target, 50, 50)).toEqual([255, 255, 255, 255]);
    renderer.dispose();
  });

  test("a clipped layer clips to its base within its folder, not to a layer outside it", () => {
    const { doc, artboard } = board();
    const base = addLayerWith(doc, artboard.id, [rect("red", true)]);
    const clipped = addLayerWith(doc, artboard.id, [rect("blue")], { clipped: true });
    groupEntries(doc, "test", [clipped]);
    for (const picture of pictures(doc)) {
      // The first layer of a folder has no base: it shows unclipped, over the whole board.
      expect(pixelAt(picture, 80, 50)).toEqual([0, 0, 255, 255]);
    }
    groupEntries(doc, "test", [base, clipped]);
    for (const picture of pictures(doc)) {
      expect(pixelAt(picture, 40, 50)).toEqual([0, 0, 255, 255]);
      expect(pixelAt(picture, 80, 50)).toEqual([255, 255, 255, 255]);
    }
  });
});
