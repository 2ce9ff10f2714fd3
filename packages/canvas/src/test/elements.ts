import * as Y from "yjs";
import { newId } from "../document/ids.js";
import { encodePoints } from "../document/points.js";
import type { PlacedImage, Stroke, StrokePoint } from "../document/schema.js";
import { initializeDocument, readArtboards, readLayers } from "../document/workbench-document.js";

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
    points: encodePoints(points),
  };
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
