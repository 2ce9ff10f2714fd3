import { type Canvas, createCanvas } from "@napi-rs/canvas";
import type * as Y from "yjs";
import type { Element, StrokePoint } from "../document/schema.js";
import { addElements, addLayer, updateLayer } from "../document/workbench-document.js";
import type { ImageSource, SurfaceFactory } from "../render/drawing-context.js";

/** Pixel-test support: Node surfaces from @napi-rs/canvas and readers of their pixels. */

export const createTestSurface: SurfaceFactory<Canvas> = (width, height) =>
  createCanvas(width, height);

export const noImages: ImageSource = () => undefined;

export type Rgba = [number, number, number, number];

export function pixelAt(surface: Canvas, x: number, y: number): Rgba {
  const [r = 0, g = 0, b = 0, a = 0] = surface.getContext("2d").getImageData(x, y, 1, 1).data;
  return [r, g, b, a];
}

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
