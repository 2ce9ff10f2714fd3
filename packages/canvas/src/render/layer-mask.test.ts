import { describe, expect, test } from "vitest";
import type * as Y from "yjs";
import { groupEntries, updateFolder } from "../document/layer-folders.js";
import { addMask, applyMask, deleteMask, setMaskDisabled } from "../document/layer-masks.js";
import { mergeDown } from "../document/merge-down.js";
import {
  addElements,
  readArtboards,
  readElements,
  readLayers,
  updateLayer,
} from "../document/workbench-document.js";
import { IDENTITY_VIEWPORT } from "../editor/viewport.js";
import { decodePresence, encodePresence } from "../presence/presence-codec.js";
import { buildDocument, buildImage, buildStroke } from "../test/elements.js";
import {
  addLayerWith,
  createTestSurface,
  largestDifference,
  line,
  pixelAt,
  solidImage,
} from "../test/surfaces.js";
import type { ImageSource } from "./drawing-context.js";
import { renderArtboard } from "./render-artboard.js";
import { createRenderer } from "./renderer.js";

/**
 * Layer masks, pixel for pixel, through the server's banded render and the editor's renderer: an
 * orange layer over the whole of a transparent board, its mask black on the left third, grey in
 * the middle third, untouched (white) on the right.
 */
const SIZE = 90;
const ORANGE = "#e07020";
const colours: Record<string, string> = {
  orange: ORANGE,
  black: "#000000",
  grey: "#808080",
  white: "#ffffff",
};
const images: ImageSource = (blobId) => {
  const colour = colours[blobId];
  return colour ? solidImage(10, 10, colour) : undefined;
};
const panel = (blobId: string, x: number, width = 30) =>
  buildImage({ blobId, x, y: 0, width, height: SIZE });

function maskedBoard() {
  const { doc, artboard, layer } = buildDocument({
    width: SIZE,
    height: SIZE,
    background: "transparent",
  });
  addElements(doc, "test", layer.id, [panel("orange", 0, SIZE)]);
  addMask(doc, "test", layer.id);
  addElements(doc, "test", layer.id, [panel("black", 0), panel("grey", 30)], "mask");
  return { doc, artboard, layerId: layer.id };
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

const pictures = (doc: Y.Doc) => [render(doc), renderOnScreen(doc), render(doc, SIZE * 7)];
const alphaAt = (picture: ReturnType<typeof render>, x: number) => pixelAt(picture, x, 45)[3];

describe("a layer mask hides its layer by its luminance", () => {
  test("black hides, grey shows partly, white (nothing painted) shows", () => {
    const { doc } = maskedBoard();
    for (const picture of pictures(doc)) {
      expect(alphaAt(picture, 15)).toBe(0);
      // #808080's luminance is 128/255.
      expect(alphaAt(picture, 45)).toBeGreaterThanOrEqual(126);
      expect(alphaAt(picture, 45)).toBeLessThanOrEqual(130);
      expect(pixelAt(picture, 75, 45)).toEqual([0xe0, 0x70, 0x20, 255]);
    }
  });

  test("white painted over black shows the layer again", () => {
    const { doc, layerId } = maskedBoard();
    addElements(doc, "test", layerId, [panel("white", 0, 15)], "mask");
    for (const picture of pictures(doc)) {
      expect(alphaAt(picture, 7)).toBe(255);
      expect(alphaAt(picture, 22)).toBe(0);
    }
  });

  test("a stroke on the mask hides along its path only", () => {
    const { doc, layerId } = maskedBoard();
    const stroke = buildStroke(line({ x: 60, y: 70 }, { x: 90, y: 70 }, { from: 1, to: 1 }), {
      size: 12,
      color: "#000000",
    });
    addElements(doc, "test", layerId, [stroke], "mask");
    for (const picture of pictures(doc)) {
      expect(pixelAt(picture, 75, 70)[3]).toBe(0);
      expect(pixelAt(picture, 75, 45)[3]).toBe(255);
    }
  });

  test("a new mask hides nothing; turned off it hides nothing; deleted it is gone", () => {
    const { doc, artboard, layer } = buildDocument({
      width: SIZE,
      height: SIZE,
      background: "transparent",
    });
    addElements(doc, "test", layer.id, [panel("orange", 0, SIZE)]);
    const before = render(doc);
    addMask(doc, "test", layer.id);
    expect(largestDifference(render(doc), before)).toBe(0);
    addElements(doc, "test", layer.id, [panel("black", 0)], "mask");
    setMaskDisabled(doc, "test", layer.id, true);
    for (const picture of pictures(doc)) expect(alphaAt(picture, 15)).toBe(255);
    setMaskDisabled(doc, "test", layer.id, false);
    expect(alphaAt(render(doc), 15)).toBe(0);
    deleteMask(doc, "test", layer.id);
    expect(readLayers(artboard)[0]?.mask).toBeNull();
    expect(alphaAt(render(doc), 15)).toBe(255);
  });

  test("the editor's renderer follows mask edits and switches", () => {
    const { doc, artboard, layerId } = maskedBoard();
    const target = createTestSurface(SIZE, SIZE);
    const renderer = createRenderer({
      doc,
      artboardId: artboard.id,
      target,
      createSurface: createTestSurface,
      images,
    });
    const frame = () => {
      while (renderer.render(IDENTITY_VIEWPORT));
      return target;
    };
    expect(alphaAt(frame(), 15)).toBe(0);
    setMaskDisabled(doc, "test", layerId, true);
    expect(alphaAt(frame(), 15)).toBe(255);
    setMaskDisabled(doc, "test", layerId, false);
    addElements(doc, "test", layerId, [panel("black", 60)], "mask");
    expect(alphaAt(frame(), 75)).toBe(0);
    expect(renderer.maskBitmap(layerId)).toBeDefined();
    deleteMask(doc, "test", layerId);
    expect(alphaAt(frame(), 75)).toBe(255);
    expect(renderer.maskBitmap(layerId)).toBeUndefined();
    renderer.dispose();
  });

  test("a stroke being painted on the mask hides the layer live, ours or a collaborator's", () => {
    const { doc, artboard, layerId } = maskedBoard();
    const target = createTestSurface(SIZE, SIZE);
    const renderer = createRenderer({
      doc,
      artboardId: artboard.id,
      target,
      createSurface: createTestSurface,
      images,
    });
    const frame = () => {
      while (renderer.render(IDENTITY_VIEWPORT));
      return target;
    };
    const stroke = buildStroke(line({ x: 60, y: 70 }, { x: 90, y: 70 }, { from: 1, to: 1 }), {
      size: 12,
      color: "#000000",
    });
    expect(pixelAt(frame(), 75, 70)[3]).toBe(255);
    renderer.setLiveStroke({ layerId, stroke, list: "mask" });
    expect(pixelAt(frame(), 75, 70)[3]).toBe(0);
    // Away from the stroke the mask hides as it did.
    expect(alphaAt(frame(), 15)).toBe(0);
    expect(Math.abs(alphaAt(frame(), 45) - 128)).toBeLessThanOrEqual(2);
    expect(alphaAt(frame(), 75)).toBe(255);
    // White painted live over the black third shows the layer there, and only there.
    const white = buildStroke(line({ x: 0, y: 20 }, { x: 30, y: 20 }, { from: 1, to: 1 }), {
      size: 12,
      color: "#ffffff",
    });
    renderer.setLiveStroke({ layerId, stroke: white, list: "mask" });
    expect(pixelAt(frame(), 15, 20)[3]).toBe(255);
    expect(alphaAt(frame(), 15)).toBe(0);
    // Not on the mask, the same stroke paints black on the picture.
    renderer.setLiveStroke({ layerId, stroke });
    expect(pixelAt(frame(), 75, 70)).toEqual([0, 0, 0, 255]);
    renderer.setLiveStroke(null);
    // A collaborator's, as their presence brings it.
    const user = { id: "other", name: "Other", color: "#1d70ce" };
    const presence = decodePresence(
      JSON.parse(
        JSON.stringify(
          encodePresence({
            user,
            artboardId: artboard.id,
            pointer: null,
            view: null,
            stroke: { layerId, stroke, list: "mask" },
            selection: null,
          }),
        ),
      ),
    );
    expect(presence?.stroke?.list).toBe("mask");
    renderer.setRemoteStrokes(presence?.stroke ? [presence.stroke] : []);
    expect(pixelAt(frame(), 75, 70)[3]).toBe(0);
    renderer.dispose();
  });

  test("a layer clipped to a masked base clips to what the mask leaves", () => {
    const { doc, artboard } = maskedBoard();
    addLayerWith(doc, artboard.id, [panel("white", 0, SIZE)], { clipped: true });
    for (const picture of pictures(doc)) {
      expect(alphaAt(picture, 15)).toBe(0);
      expect(pixelAt(picture, 75, 45)).toEqual([255, 255, 255, 255]);
    }
  });

  test("one layer alone shows masked, unmasked, or its mask as greys", () => {
    const { doc, artboard, layerId } = maskedBoard();
    const alone = (layerContent: "shown" | "unmasked" | "mask") =>
      renderArtboard(doc, artboard.id, {
        scale: 1,
        layerId,
        layerContent,
        createSurface: createTestSurface,
        images,
      });
    expect(alphaAt(alone("shown"), 15)).toBe(0);
    expect(alphaAt(alone("unmasked"), 15)).toBe(255);
    expect(pixelAt(alone("mask"), 15, 45)).toEqual([0, 0, 0, 255]);
    expect(pixelAt(alone("mask"), 75, 45)).toEqual([255, 255, 255, 255]);
  });
});

describe("merge down and apply keep a masked layer's picture", () => {
  test("a masked layer merged into the one below", () => {
    const { doc, artboard } = buildDocument({
      width: SIZE,
      height: SIZE,
      background: "#ffffff",
    });
    const lower = readLayers(artboard)[0];
    if (!lower) throw new Error("no layer");
    addElements(doc, "test", lower.id, [panel("black", 0, SIZE)]);
    const upper = addLayerWith(doc, artboard.id, [panel("orange", 0, SIZE)]);
    addMask(doc, "test", upper);
    addElements(doc, "test", upper, [panel("black", 0), panel("grey", 30)], "mask");
    const before = render(doc);
    expect(mergeDown(doc, "test", upper)).toBe(lower.id);
    expect(readLayers(artboard)).toHaveLength(1);
    expect(largestDifference(render(doc), before)).toBeLessThanOrEqual(1);
    expect(largestDifference(renderOnScreen(doc), before)).toBeLessThanOrEqual(1);
  });

  test("a layer merged into a masked one is not hidden by that mask", () => {
    const { doc, artboard, layerId } = maskedBoard();
    updateLayer(doc, "test", layerId, { opacity: 1 });
    addLayerWith(doc, artboard.id, [panel("white", 0, 20)]);
    const top = readLayers(artboard)[1];
    if (!top) throw new Error("no layer");
    const before = render(doc);
    mergeDown(doc, "test", top.id);
    const [merged] = readLayers(artboard);
    expect(merged?.mask).toBeNull();
    expect(largestDifference(render(doc), before)).toBeLessThanOrEqual(1);
    expect(alphaAt(render(doc), 10)).toBe(255);
  });

  test("applying a mask bakes it into the layer, which then has none", () => {
    const { doc, artboard, layerId } = maskedBoard();
    const before = render(doc);
    expect(applyMask(doc, "test", layerId)).toBe(true);
    const [layer] = readLayers(artboard);
    expect(layer?.mask).toBeNull();
    expect(layer && readElements(layer)[0]?.kind).toBe("group");
    expect(largestDifference(render(doc), before)).toBeLessThanOrEqual(1);
  });
});

describe("a masked layer in a layer folder", () => {
  test("stays masked when its folder is composited on its own, on screen and in exports", () => {
    const { doc, layerId } = maskedBoard();
    const folderId = groupEntries(doc, "test", [layerId], "Body");
    if (!folderId) throw new Error("no folder");
    // At 50 % the folder is isolated: the screen caches its composite (folder-bitmaps.ts).
    updateFolder(doc, "test", folderId, { opacity: 0.5 });
    for (const picture of pictures(doc)) {
      expect(alphaAt(picture, 15)).toBe(0);
      expect(Math.abs((alphaAt(picture, 75) ?? 0) - 128)).toBeLessThanOrEqual(1);
    }
  });
});

describe("the screen's masked layers, kept masked between frames", () => {
  test("a change to the mask or to the layer shows at the next frame", () => {
    const { doc, layerId } = maskedBoard();
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
    const settle = () => {
      while (renderer.render(IDENTITY_VIEWPORT));
    };
    settle();
    expect(pixelAt(target, 75, 45)[3]).toBe(255);
    // Black on the mask's right third: hidden there too.
    addElements(doc, "test", layerId, [panel("black", 60)], "mask");
    settle();
    expect(pixelAt(target, 75, 45)[3]).toBe(0);
    // The layer's picture changes under the same mask: the middle third shows it, half.
    addElements(doc, "test", layerId, [panel("white", 30)]);
    settle();
    expect(pixelAt(target, 45, 45).slice(0, 3)).toEqual([255, 255, 255]);
    expect(Math.abs((pixelAt(target, 45, 45)[3] ?? 0) - 128)).toBeLessThanOrEqual(1);
    renderer.dispose();
  });
});
