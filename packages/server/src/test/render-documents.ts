import {
  ARTBOARD_MAX_SIDE,
  addElements,
  addLayer,
  encodePoints,
  initializeDocument,
  newId,
  readArtboards,
  readLayers,
} from "@contour/canvas";
import * as Y from "yjs";
import type { Db } from "../db/connection.js";

/**
 * The largest document an editor may make for a render (issue 15): an artboard of the largest
 * size, `layers` layers, each with strokes of many colours (so that the PNG does not compress to
 * nothing), each stroke within a square of `reach` artboard units somewhere on the artboard (its
 * whole size by default), and, when given, one image placed over the whole artboard.
 */
export function buildHostileDocument(
  options: { layers?: number; strokesPerLayer?: number; reach?: number; imageBlobId?: string } = {},
): Y.Doc {
  const { layers = 12, strokesPerLayer = 30, reach = ARTBOARD_MAX_SIDE, imageBlobId } = options;
  const side = ARTBOARD_MAX_SIDE;
  const doc = new Y.Doc();
  initializeDocument(doc, "test", { width: side, height: side, background: "#ffffff" });
  const artboard = readArtboards(doc)[0];
  const first = artboard && readLayers(artboard)[0];
  if (!artboard || !first) throw new Error("no artboard");
  const layerIds = [first.id];
  while (layerIds.length < layers) layerIds.push(addLayer(doc, "test", artboard.id, "Layer"));
  let seed = 1;
  // A fixed sequence, so that every run draws the same picture.
  const next = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  layerIds.forEach((layerId, index) => {
    const strokes = Array.from({ length: strokesPerLayer }, () => {
      const left = next() * (side - reach);
      const top = next() * (side - reach);
      return {
        kind: "stroke" as const,
        id: newId(),
        tool: "brush" as const,
        color: `#${Math.floor(next() * 0xffffff)
          .toString(16)
          .padStart(6, "0")}`,
        size: 10 + (next() * reach) / 20,
        opacity: 0.5 + next() / 2,
        smoothing: 0.5,
        author: "hostile",
        points: encodePoints(
          Array.from({ length: 20 }, () => ({
            x: left + next() * reach,
            y: top + next() * reach,
            pressure: 1,
          })),
        ),
      };
    });
    const image =
      imageBlobId && index === 0
        ? [
            {
              kind: "image" as const,
              id: newId(),
              blobId: imageBlobId,
              x: 0,
              y: 0,
              width: side,
              height: side,
              rotation: 0,
            },
          ]
        : [];
    addElements(doc, "test", layerId, [...image, ...strokes]);
  });
  return doc;
}

/** A document with its default artboard (1920 x 1080) and one image placed at `rect`. */
export function documentWithImage(
  blobId: string,
  rect = { x: 100, y: 100, width: 800, height: 600 },
): Y.Doc {
  const doc = new Y.Doc();
  initializeDocument(doc, "test");
  const artboard = readArtboards(doc)[0];
  const layer = artboard && readLayers(artboard)[0];
  if (!layer) throw new Error("no layer");
  addElements(doc, "test", layer.id, [
    { kind: "image", id: newId(), blobId, rotation: 0, ...rect },
  ]);
  return doc;
}

/** Stores `doc` as the workbench's document, as if it had been drawn and saved. */
export async function storeDocument(db: Db, workbenchId: string, doc: Y.Doc): Promise<void> {
  await db
    .insertInto("workbench_documents")
    .values({ workbench_id: workbenchId, state: Y.encodeStateAsUpdate(doc) })
    .execute();
}
