import { type DrawableImage, readArtboards, renderArtboard } from "@contour/canvas";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import * as Y from "yjs";

/** What a render needs, all of it plain data that a worker thread can receive. */
export interface RenderJob {
  /** Y.encodeStateAsUpdate of the document. */
  state: Uint8Array;
  /** The first artboard when null (a thumbnail). */
  artboardId: string | null;
  /** The scale; a thumbnail fits `width` instead when given. */
  scale: number;
  fitWidth: number | null;
  layerId: string | null;
  /** The placed images' encoded bytes by blob id; a missing one draws as a placeholder. */
  images: Map<string, Uint8Array>;
}

/**
 * A PNG of one artboard (or one of its layers), drawn with the canvas package's renderer on
 * @napi-rs/canvas surfaces; null when the document has no such artboard.
 */
export async function renderDocument(job: RenderJob): Promise<Uint8Array | null> {
  const doc = new Y.Doc();
  try {
    Y.applyUpdate(doc, job.state);
    const artboards = readArtboards(doc);
    const artboard =
      job.artboardId === null
        ? artboards[0]
        : artboards.find((candidate) => candidate.id === job.artboardId);
    if (!artboard) return null;
    const images = new Map<string, DrawableImage>();
    for (const [blobId, bytes] of job.images) {
      try {
        images.set(blobId, await loadImage(bytes));
      } catch {
        // Not decodable after all: the placeholder shows where it goes.
      }
    }
    const scale = job.fitWidth === null ? job.scale : Math.min(1, job.fitWidth / artboard.width);
    const surface = renderArtboard(doc, artboard.id, {
      scale,
      layerId: job.layerId ?? undefined,
      createSurface: (width, height) => createCanvas(width, height),
      images: (blobId) => images.get(blobId),
    });
    return surface.encode("png");
  } finally {
    doc.destroy();
  }
}
