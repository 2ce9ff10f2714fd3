import { type DrawableImage, renderArtboard } from "@contour/canvas";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import * as Y from "yjs";

/**
 * What a render needs, all of it plain data that a worker thread can receive; the main thread
 * has checked it against the pixel budget (render-budget.ts).
 */
export interface RenderJob {
  /** Y.encodeStateAsUpdate of the document. */
  state: Uint8Array;
  artboardId: string;
  scale: number;
  layerId: string | null;
  /**
   * The placed images' encoded bytes by blob id, each within the upload limits by its header;
   * a missing one draws as a placeholder.
   */
  images: Map<string, Uint8Array>;
}

/**
 * A PNG of one artboard (or one of its layers), drawn with the canvas package's renderer on
 * @napi-rs/canvas surfaces.
 */
export async function renderDocument(job: RenderJob): Promise<Uint8Array> {
  const doc = new Y.Doc();
  try {
    Y.applyUpdate(doc, job.state);
    const images = new Map<string, DrawableImage>();
    for (const [blobId, bytes] of job.images) {
      try {
        images.set(blobId, await loadImage(bytes));
      } catch {
        // Not decodable after all: the placeholder shows where it goes.
      }
    }
    const surface = renderArtboard(doc, job.artboardId, {
      scale: job.scale,
      layerId: job.layerId ?? undefined,
      createSurface: (width, height) => createCanvas(width, height),
      images: (blobId) => images.get(blobId),
    });
    return surface.encode("png");
  } finally {
    doc.destroy();
  }
}
