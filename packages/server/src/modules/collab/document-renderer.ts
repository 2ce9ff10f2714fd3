import type { Worker } from "node:worker_threads";
import { imageBlobIds } from "@contour/canvas";
import * as Y from "yjs";
import { startModuleWorker } from "../../start-worker.js";
import { callWorker, type WorkerCalls } from "../../worker-calls.js";
import type { BlobStore } from "../storage/blob-store.js";
import { imageKey, isImageBlobId } from "../workbench-images/image-key.js";
import type { RenderJob } from "./render-document.js";

export type ExportScale = 1 | 2 | 4;

/** The dashboard's cards show thumbnails this wide at most (2x their CSS width). */
export const THUMBNAIL_WIDTH = 560;

/**
 * Server-side rendering of a workbench document, for thumbnails and PNG export, with the canvas
 * package's renderer (the same code the browser draws with) on @napi-rs/canvas surfaces, in a
 * worker thread: the main thread only encodes the document and reads the placed images.
 */
export interface DocumentRenderer {
  /** A PNG of one artboard, or of one of its layers alone, at 1x, 2x or 4x its size. */
  renderPng(
    doc: Y.Doc,
    options: { organizationId: string; artboardId: string; scale: ExportScale; layerId?: string },
  ): Promise<Buffer>;
  /** A small PNG of the first artboard for the dashboard's cards; null for an empty document. */
  renderThumbnail(doc: Y.Doc, organizationId: string): Promise<Buffer | null>;
  /** Stops the worker; renders asked for afterwards start a new one. */
  close(): Promise<void>;
}

export function createDocumentRenderer(blobs: BlobStore): DocumentRenderer {
  /** The render worker; a new one starts after it stops. */
  let current: { worker: Worker; calls: WorkerCalls<RenderJob, Uint8Array | null> } | null = null;

  function renderWorker(): WorkerCalls<RenderJob, Uint8Array | null> {
    if (current && !current.calls.stopped) return current.calls;
    const worker = startModuleWorker(new URL("./render-worker.js", import.meta.url));
    current = { worker, calls: callWorker(worker, "the render worker") };
    return current.calls;
  }

  /** The placed images' bytes; a missing one draws as the renderer's placeholder. */
  async function loadImages(doc: Y.Doc, organizationId: string): Promise<Map<string, Uint8Array>> {
    const images = new Map<string, Uint8Array>();
    for (const blobId of imageBlobIds(doc).filter(isImageBlobId)) {
      const bytes = await blobs.get(imageKey(organizationId, blobId));
      if (bytes) images.set(blobId, bytes);
    }
    return images;
  }

  async function render(
    doc: Y.Doc,
    organizationId: string,
    job: Omit<RenderJob, "state" | "images">,
  ): Promise<Buffer | null> {
    // Read now: a live document goes on changing (or is unloaded) while the images load.
    const state = Y.encodeStateAsUpdate(doc);
    const images = await loadImages(doc, organizationId);
    try {
      const png = await renderWorker().call({ ...job, state, images }, [
        state.buffer as ArrayBuffer,
      ]);
      return png && Buffer.from(png.buffer, png.byteOffset, png.byteLength);
    } catch (error) {
      throw new Error(`render failed: ${(error as Error).message}`);
    }
  }

  return {
    async renderPng(doc, { organizationId, artboardId, scale, layerId }) {
      const png = await render(doc, organizationId, {
        artboardId,
        scale,
        fitWidth: null,
        layerId: layerId ?? null,
      });
      if (!png) throw new Error(`no artboard ${artboardId} to render`);
      return png;
    },
    renderThumbnail: (doc, organizationId) =>
      render(doc, organizationId, {
        artboardId: null,
        scale: 1,
        fitWidth: THUMBNAIL_WIDTH,
        layerId: null,
      }),
    async close() {
      const stopping = current;
      current = null;
      await stopping?.worker.terminate();
    },
  };
}
