import * as Y from "yjs";
import { newId } from "../document/ids.js";
import { encodeSamples } from "../document/points.js";
import type { Element, PlacedImage, Stroke, StrokePoint } from "../document/schema.js";
import { initializeDocument, readArtboards, readLayers } from "../document/workbench-document.js";
import { eraseElements, markOf } from "../geometry/erase-elements.js";

/** Factories for tests: a stroke or an image with sensible defaults (STYLE 15). */
export function buildStroke(
  points: readonly StrokePoint[] = [
    { x: 10, y: 10, pressure: 0.5 },
    { x: 50, y: 40, pressure: 0.8 },
  ],
  fields: Partial<Omit<Stroke, "points" | "kind">> = {},
): Stroke {
  return {
    kind: "stroke",
    id: newId(),
    tool: "brush",
    color: "#1f2937",
    size: 8,
    opacity: 1,
    smoothing: 0.5,
    author: "user-1",
    ...fields,
    // A pen's tilt too, when the samples have one.
    ...encodeSamples(points),
  };
}

/** The element as the eraser tool leaves it once `eraser` (a stroke drawn with it) crossed it. */
export function cutBy(element: Element, eraser: Stroke): Element {
  const [cut] = eraseElements([element], markOf(eraser)).replaced;
  if (!cut) throw new Error("The eraser does not reach the element, or erases all of it");
  return cut;
}

export function buildImage(fields: Partial<Omit<PlacedImage, "kind">> = {}): PlacedImage {
  return {
    kind: "image",
    id: newId(),
    blobId: "blob-1",
    x: 0,
    y: 0,
    width: 100,
    height: 80,
    rotation: 0,
    ...fields,
  };
}

/** A fresh initialised document with its artboard and first layer. */
export function buildDocument(size?: { width: number; height: number; background: string }) {
  const doc = new Y.Doc();
  initializeDocument(doc, "server", size);
  const artboard = readArtboards(doc)[0];
  const layer = artboard ? readLayers(artboard)[0] : undefined;
  if (!artboard || !layer) throw new Error("initializeDocument made no artboard or layer");
  return { doc, artboard, layer };
}
