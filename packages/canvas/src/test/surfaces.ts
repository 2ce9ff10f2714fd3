import { type Canvas, createCanvas } from "@napi-rs/canvas";
import type * as Y from "yjs";
import type { Element, Stroke, StrokePoint } from "../document/schema.js";
import { addElements, addLayer, updateLayer } from "../document/workbench-document.js";
import type { ImageSource, SurfaceFactory } from "../render/drawing-context.js";
import { renderArtboard } from "../render/render-artboard.js";
import { buildDocument } from "./elements.js";

/** Pixel-test support: Node surfaces from @napi-rs/canvas and readers of their pixels. */

export const createTestSurface: SurfaceFactory<Canvas> = (width, height) =>
  createCanvas(width, height);

export const noImages: ImageSource = () => undefined;

export type Rgba = [number, number, number, number];

export function pixelAt(surface: Canvas, x: number, y: number): Rgba {
  const [r = 0, g = 0, b = 0, a = 0] = surface.getContext("2d").getImageData(x, y, 1, 1).data;
  return [r, g, b, a];
}

/** Strokes on one layer of a transparent 200 × 100 artboard, rendered at a scale. */
export function renderStrokes(strokes: Stroke[], scale = 1): Canvas {
  const { doc, artboard, layer } = buildDocument({
    width: 200,
    height: 100,
    background: "transparent",
  });
  addElements(doc, "test", layer.id, strokes);
  return renderArtboard(doc, artboard.id, {
    scale,
    createSurface: createTestSurface,
    images: noImages,
  });
}

export const alphaAt = (surface: Canvas, x: number, y: number): number => pixelAt(surface, x, y)[3];

/** The alpha of a column of pixels, top to bottom. */
export const alphaColumn = (surface: Canvas, x: number, from: number, to: number): number[] =>
  Array.from({ length: to - from }, (_, index) => alphaAt(surface, x, from + index));

/** `#rrggbb` as channel values. */
export function rgbOf(color: string): [number, number, number] {
  const value = Number.parseInt(color.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** A solid-coloured image, as a decoded blob would be. */
export function solidImage(width: number, height: number, color: string): Canvas {
  const image = createCanvas(width, height);
  const context = image.getContext("2d");
  context.fillStyle = color;
  context.fillRect(0, 0, width, height);
  return image;
}

/** A straight run of samples from one point to another, pressure going from `from` to `to`. */
export function line(
  start: { x: number; y: number },
  end: { x: number; y: number },
  pressure: { from: number; to: number } = { from: 0.5, to: 0.5 },
  steps = 40,
): StrokePoint[] {
  return Array.from({ length: steps + 1 }, (_, index) => {
    const t = index / steps;
    return {
      x: start.x + (end.x - start.x) * t,
      y: start.y + (end.y - start.y) * t,
      pressure: pressure.from + (pressure.to - pressure.from) * t,
    };
  });
}

/** Adds a layer holding `elements` on top of an artboard; answers its id. */
export function addLayerWith(
  doc: Y.Doc,
  artboardId: string,
  elements: readonly Element[],
  props: Parameters<typeof updateLayer>[3] = {},
): string {
  const id = addLayer(doc, "test", artboardId, "Layer");
  addElements(doc, "test", id, elements);
  updateLayer(doc, "test", id, props);
  return id;
}

/** The RGBA bytes of two surfaces of one size, or null when their sizes differ. */
function pixelsOfBoth(a: Canvas, b: Canvas): [Uint8ClampedArray, Uint8ClampedArray] | null {
  const first = a.getContext("2d").getImageData(0, 0, a.width, a.height).data;
  const second = b.getContext("2d").getImageData(0, 0, b.width, b.height).data;
  return first.length === second.length ? [first, second] : null;
}

/** The largest difference of any channel of any pixel between two surfaces of one size. */
export function largestDifference(a: Canvas, b: Canvas): number {
  const pixels = pixelsOfBoth(a, b);
  if (!pixels) return Number.POSITIVE_INFINITY;
  const [first, second] = pixels;
  let largest = 0;
  for (let index = 0; index < first.length; index += 1) {
    largest = Math.max(largest, Math.abs((first[index] ?? 0) - (second[index] ?? 0)));
  }
  return largest;
}

/**
 * The largest difference of any channel of any pixel, each colour channel weighed by its
 * pixel's alpha: a nearly transparent pixel's colour is a rounding of little, which paths that
 * composite in different orders or from buffers of other sizes round differently.
 */
export function largestPremultipliedDifference(a: Canvas, b: Canvas): number {
  const pixels = pixelsOfBoth(a, b);
  if (!pixels) return Number.POSITIVE_INFINITY;
  const [first, second] = pixels;
  let largest = 0;
  for (let pixel = 0; pixel < first.length; pixel += 4) {
    const alphaA = first[pixel + 3] ?? 0;
    const alphaB = second[pixel + 3] ?? 0;
    largest = Math.max(largest, Math.abs(alphaA - alphaB));
    for (let channel = 0; channel < 3; channel += 1) {
      const valueA = ((first[pixel + channel] ?? 0) * alphaA) / 255;
      const valueB = ((second[pixel + channel] ?? 0) * alphaB) / 255;
      largest = Math.max(largest, Math.abs(valueA - valueB));
    }
  }
  return largest;
}
