import {
  addElements,
  addMask,
  initializeDocument,
  readArtboards,
  readLayers,
  setMaskDisabled,
} from "@contour/canvas";
import { createCanvas } from "@napi-rs/canvas";
import { initializeCanvas, type Layer, readPsd } from "ag-psd";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { decoded } from "../../test/images.js";
import { renderDocument } from "./render-document.js";

/**
 * Layer masks in layered files (issue 17, version 6), written by the render worker's own code
 * and read back with ag-psd's reader: a PSD keeps each mask as a layer mask, OpenRaster (which
 * has none) gets the layer as it shows.
 */
const SIZE = 60;

/** A rectangle outline's worth of paint: a wide straight stroke across the board at `y`. */
function band(color: string, y: number, size: number) {
  const points = new Float32Array([-10, y, 1, SIZE + 10, y, 1]);
  return {
    kind: "stroke" as const,
    id: `${color}-${y}`,
    tool: "brush" as const,
    color,
    size,
    opacity: 1,
    smoothing: 0,
    author: "test",
    points: new Uint8Array(points.buffer),
  };
}

/** One red layer over the whole board, its mask black across the top half. */
function maskedSheet(disabled = false) {
  const doc = new Y.Doc();
  initializeDocument(doc, "test", { width: SIZE, height: SIZE, background: "transparent" });
  const artboard = readArtboards(doc)[0];
  const layer = artboard && readLayers(artboard)[0];
  if (!artboard || !layer) throw new Error("no layer");
  addElements(doc, "test", layer.id, [band("#ff0000", SIZE / 2, SIZE * 2)]);
  addMask(doc, "test", layer.id);
  addElements(doc, "test", layer.id, [band("#000000", 10, 20)], "mask");
  if (disabled) setMaskDisabled(doc, "test", layer.id, true);
  return { doc, artboardId: artboard.id };
}

const render = (doc: Y.Doc, artboardId: string, format: "psd" | "ora") =>
  renderDocument({
    state: Y.encodeStateAsUpdate(doc),
    artboardId,
    scale: 1,
    layerId: null,
    format,
    images: new Map(),
  });

/** A layer's (or its mask's) value at a board point; its `defaultColor` outside its bounds. */
function maskAt(mask: NonNullable<Layer["mask"]>, x: number, y: number): number {
  const { left = 0, top = 0, imageData, defaultColor = 0 } = mask;
  if (!imageData || x < left || y < top || x >= left + imageData.width) return defaultColor;
  if (y >= top + imageData.height) return defaultColor;
  return imageData.data[((y - top) * imageData.width + (x - left)) * 4] ?? defaultColor;
}

function alphaAt(layer: Layer, x: number, y: number): number {
  const { left = 0, top = 0, imageData } = layer;
  if (!imageData) return 0;
  return imageData.data[((y - top) * imageData.width + (x - left)) * 4 + 3] ?? 0;
}

beforeAll(() => {
  // ag-psd's reader makes its pixel buffers through a canvas (the writer is given them).
  initializeCanvas(
    createCanvas as unknown as (width: number, height: number) => HTMLCanvasElement,
    (width, height) =>
      createCanvas(1, 1).getContext("2d").createImageData(width, height) as ImageData,
  );
});

describe("a masked layer in a layered file", () => {
  it("a PSD keeps the layer whole and its mask as a layer mask", async () => {
    const { doc, artboardId } = maskedSheet();
    const psd = readPsd(await render(doc, artboardId, "psd"), { useImageData: true });
    const [layer] = psd.children ?? [];
    if (!layer?.mask) throw new Error("no layer mask");
    expect(layer.mask.disabled ?? false).toBe(false);
    // The layer's pixels are all there; the mask hides the top band and shows the rest.
    expect(alphaAt(layer, 30, 10)).toBe(255);
    expect(maskAt(layer.mask, 30, 10)).toBe(0);
    expect(maskAt(layer.mask, 30, 45)).toBe(255);
    // The composite is the picture: hidden under the mask's black.
    const composite = psd.imageData;
    expect(composite?.data[(10 * SIZE + 30) * 4 + 3]).toBe(0);
    expect(composite?.data[(45 * SIZE + 30) * 4 + 3]).toBe(255);
  });

  it("a disabled mask is written disabled", async () => {
    const { doc, artboardId } = maskedSheet(true);
    const psd = readPsd(await render(doc, artboardId, "psd"), { useImageData: true });
    expect(psd.children?.[0]?.mask?.disabled).toBe(true);
  });

  it("an OpenRaster layer is written as it shows, its mask applied", async () => {
    const { doc, artboardId } = maskedSheet();
    const files = unzipSync(await render(doc, artboardId, "ora"));
    const stack = strFromU8(files["stack.xml"] ?? new Uint8Array());
    const source = /src="([^"]+)"/.exec(stack)?.[1];
    const png = source ? files[source] : undefined;
    if (!png) throw new Error("no layer PNG");
    const { width, rgba } = await decoded(png);
    expect(rgba[(10 * width + 30) * 4 + 3]).toBe(0);
    expect(rgba[(45 * width + 30) * 4 + 3]).toBe(255);
  });
});
