import { type DrawableImage, imageBlobIds, readArtboards, renderArtboard } from "@contour/canvas";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import type * as Y from "yjs";
import type { BlobStore } from "../storage/blob-store.js";
import { imageKey, isImageBlobId } from "../workbench-images/image-key.js";

export type ExportScale = 1 | 2 | 4;

/** The dashboard's cards show thumbnails this wide at most (2x their CSS width). */
export const THUMBNAIL_WIDTH = 560;

/**
 * Server-side rendering of a workbench document, for thumbnails and PNG export, with the canvas
 * package's renderer (the same code the browser draws with) on @napi-rs/canvas surfaces.
 */
export interface DocumentRenderer {
  /** A PNG of one artboard, or of one of its layers alone, at 1x, 2x or 4x its size. */
  renderPng(
    doc: Y.Doc,
    options: { organizationId: string; artboardId: string; scale: ExportScale; layerId?: string },
  ): Promise<Buffer>;
  /** A small PNG of the first artboard for the dashboard's cards; null for an empty document. */
  renderThumbnail(doc: Y.Doc, organizationId: string): Promise<Buffer | null>;
}

export function createDocumentRenderer(blobs: BlobStore): DocumentRenderer {
  /** The placed images, decoded; a missing or broken one draws as the renderer's placeholder. */
  async function loadImages(doc: Y.Doc, organizationId: string) {
    const images = new Map<string, DrawableImage>();
    for (const blobId of imageBlobIds(doc).filter(isImageBlobId)) {
      const bytes = await blobs.get(imageKey(organizationId, blobId));
      if (!bytes) continue;
      try {
        images.set(blobId, await loadImage(bytes));
      } catch {
        // Not decodable after all: the placeholder shows where it goes.
      }
    }
    return images;
  }

  async function render(
    doc: Y.Doc,
    organizationId: string,
    options: { artboardId: string; scale: number; layerId?: string },
  ): Promise<Buffer> {
    const images = await loadImages(doc, organizationId);
    const surface = renderArtboard(doc, options.artboardId, {
      scale: options.scale,
      layerId: options.layerId,
      createSurface: (width, height) => createCanvas(width, height),
      images: (blobId) => images.get(blobId),
    });
    return surface.encode("png");
  }

  return {
    renderPng: (doc, { organizationId, ...options }) => render(doc, organizationId, options),
    async renderThumbnail(doc, organizationId) {
      const artboard = readArtboards(doc)[0];
      if (!artboard) return null;
      const scale = Math.min(1, THUMBNAIL_WIDTH / artboard.width);
      return render(doc, organizationId, { artboardId: artboard.id, scale });
    },
  };
}
