import { type ArtboardView, planArtboardRender, readArtboards, readLayers } from "@contour/canvas";
import * as Y from "yjs";
import type { RenderLimits } from "../../config.js";
import type { Db } from "../../db/connection.js";
import { startModuleWorker } from "../../start-worker.js";
import type { BlobStore } from "../storage/blob-store.js";
import { imagesShownBy } from "../workbench-images/image-access.js";
import { EXPORT_FORMATS, type ExportFormat } from "./export-formats.js";
import {
  assertWithinBudget,
  exportExtraPixels,
  loadImagesWithinBudget,
  placedImageIds,
} from "./render-budget.js";
import type { RenderJob } from "./render-document.js";
import { createRenderPool } from "./render-pool.js";

export type ExportScale = 1 | 2 | 4;

/** The dashboard's cards show thumbnails this wide at most (2x their CSS width). */
export const THUMBNAIL_WIDTH = 560;

/**
 * A worker that drew more than this many pixels is ended after its render: the bitmaps of an
 * export of the largest artboard are freed at once, not when the worker's garbage collector runs
 * (possibly during the next render). Thumbnails and usual exports keep their worker.
 */
const RETIRE_AFTER_PIXELS = 2 ** 24;

/** The workbench a document belongs to: its images are read through it (image-access.ts). */
export interface RenderedWorkbench {
  id: string;
  organizationId: string;
}

/**
 * Server-side rendering of a workbench document, for thumbnails and PNG export, with the canvas
 * package's renderer (the same code the browser draws with) on @napi-rs/canvas surfaces, in
 * worker threads of a bounded pool (render-pool.ts): the main thread only encodes the document,
 * reads the placed images and counts the pixels against the budget (render-budget.ts).
 */
export interface DocumentRenderer {
  /**
   * A file of one artboard at 1x, 2x or 4x its size: a PNG or JPEG of it, or of one of its
   * layers alone, or a layered PSD or OpenRaster file (export-formats.ts). Refuses with
   * BAD_USER_INPUT (HTTP 413) over the pixel budget, SERVER_BUSY (503) when the pool is full or
   * the render runs out of time.
   */
  renderFile(
    doc: Y.Doc,
    options: {
      workbench: RenderedWorkbench;
      artboardId: string;
      scale: ExportScale;
      layerId?: string | undefined;
      format: ExportFormat;
    },
  ): Promise<Buffer>;
  /**
   * A small PNG of the first artboard for the dashboard's cards; null for an empty document.
   * Waits behind exports, never refused as busy; placed images beyond the budget show as
   * placeholders.
   */
  renderThumbnail(doc: Y.Doc, workbench: RenderedWorkbench): Promise<Buffer | null>;
  /** Stops the workers and refuses what waits. */
  close(): Promise<void>;
}

export function createDocumentRenderer(options: {
  db: Db;
  blobs: BlobStore;
  limits: RenderLimits;
}): DocumentRenderer {
  const { db, blobs, limits } = options;
  const pool = createRenderPool<RenderJob, Uint8Array>({
    limits,
    startWorker: () => startModuleWorker(new URL("./render-worker.js", import.meta.url)),
    name: "the render worker",
  });

  /**
   * Runs in the pool, so the document is read when the render starts: a live document goes on
   * changing (or is unloaded) while a render waits.
   */
  function render(
    doc: Y.Doc,
    workbench: RenderedWorkbench,
    chooseArtboard: (artboards: ArtboardView[]) => ArtboardView | undefined,
    view: {
      scaleOf: (artboard: ArtboardView) => number;
      layerId: string | undefined;
      format: ExportFormat;
    },
    purpose: "export" | "thumbnail",
  ): Promise<Buffer | null> {
    return pool.run(
      async (worker, retire) => {
        const artboard = chooseArtboard(readArtboards(doc));
        if (!artboard) return null;
        const { format, layerId } = view;
        const scale = view.scaleOf(artboard);
        const { pixels: planPixels, layersDrawn } = exportPlan(doc, artboard, scale, view);
        const state = Y.encodeStateAsUpdate(doc);
        const placed = placedImageIds(layersDrawn);
        const shown = await imagesShownBy(db, workbench.id, placed, async () => new Set(placed));
        const { images, pixels } = await loadImagesWithinBudget(blobs, {
          organizationId: workbench.organizationId,
          blobIds: [...shown],
          planPixels,
          maxPixels: limits.maxPixels,
          purpose,
        });
        const file = await worker.call(
          { state, artboardId: artboard.id, scale, layerId: layerId ?? null, format, images },
          [state.buffer as ArrayBuffer],
        );
        if (pixels > RETIRE_AFTER_PIXELS) retire();
        return Buffer.from(file.buffer, file.byteOffset, file.byteLength);
      },
      purpose === "export" ? "request" : "background",
    );
  }

  return {
    async renderFile(doc, { workbench, artboardId, scale, layerId, format }) {
      const artboard = readArtboards(doc).find((candidate) => candidate.id === artboardId);
      if (!artboard) throw new Error(`no artboard ${artboardId} to render`);
      // Too large whatever its images: refused now, not after a wait for a worker.
      assertWithinBudget(exportPlan(doc, artboard, scale, { layerId, format }).pixels, limits);
      const file = await render(
        doc,
        workbench,
        (artboards) => artboards.find((candidate) => candidate.id === artboardId),
        { scaleOf: () => scale, layerId, format },
        "export",
      );
      if (!file) throw new Error(`no artboard ${artboardId} to render`);
      return file;
    },
    renderThumbnail: (doc, workbench) =>
      render(
        doc,
        workbench,
        (artboards) => artboards[0],
        {
          scaleOf: (artboard) => Math.min(1, THUMBNAIL_WIDTH / artboard.width),
          layerId: undefined,
          format: "png",
        },
        "thumbnail",
      ),
    close: () => pool.close(),
  };
}

/**
 * What an export draws and the bitmaps it holds: the picture's render, and for a layered file
 * every layer of the artboard, hidden ones too (their images are read for them).
 */
function exportPlan(
  doc: Y.Doc,
  artboard: ArtboardView,
  scale: number,
  { layerId, format }: { layerId: string | undefined; format: ExportFormat },
) {
  const plan = planArtboardRender(doc, artboard.id, { scale, layerId });
  const layersDrawn = EXPORT_FORMATS[format].layered ? readLayers(artboard) : plan.layers;
  return {
    layersDrawn,
    pixels:
      plan.pixels +
      exportExtraPixels(
        format,
        plan,
        layersDrawn.length,
        layersDrawn.filter((layer) => layer.mask !== null).length,
      ),
  };
}
