import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/connection.js";
import type { BlobStore } from "../storage/blob-store.js";
import { replaceThumbnail } from "../workbenches/set-thumbnail.js";
import type { DocumentRenderer } from "./document-renderer.js";
import { readStoredDocument } from "./document-store.js";

/**
 * A thumbnail is rendered this long after the first store of a burst, from what is stored then:
 * the dashboard is at most a few seconds behind, and a designer drawing without pause costs one
 * render every two seconds, not one per store.
 */
export const THUMBNAIL_DELAY_MS = 2000;

export interface ThumbnailJob {
  /** After a store: render the workbench's thumbnail soon, off the store's path. */
  schedule(workbenchId: string): void;
  /** Cancels what is waiting and waits for the renders under way. */
  close(): Promise<void>;
}

export function createThumbnailJob(options: {
  db: Db;
  blobs: BlobStore;
  renderer: DocumentRenderer;
  log: FastifyBaseLogger;
  delayMs?: number;
}): ThumbnailJob {
  const { db, blobs, renderer, log, delayMs = THUMBNAIL_DELAY_MS } = options;
  const waiting = new Map<string, NodeJS.Timeout>();
  const running = new Map<string, Promise<void>>();
  /** Stored again while its render ran: that render may have missed the change. */
  const stale = new Set<string>();
  let closed = false;

  async function render(workbenchId: string): Promise<void> {
    const workbench = await db
      .selectFrom("workbenches")
      .select("organization_id")
      .where("id", "=", workbenchId)
      .executeTakeFirst();
    const doc = workbench ? await readStoredDocument(db, workbenchId) : null;
    if (!workbench || !doc) return;
    try {
      const png = await renderer.renderThumbnail(doc, workbench.organization_id);
      if (png) await replaceThumbnail(db, blobs, workbenchId, png, "png");
    } finally {
      doc.destroy();
    }
  }

  function start(workbenchId: string): void {
    waiting.delete(workbenchId);
    const job = render(workbenchId)
      .catch((error: unknown) =>
        log.error({ err: error, workbenchId }, "collab: thumbnail render failed"),
      )
      .finally(() => {
        running.delete(workbenchId);
        if (stale.delete(workbenchId)) schedule(workbenchId);
      });
    running.set(workbenchId, job);
  }

  function schedule(workbenchId: string): void {
    if (closed) return;
    if (running.has(workbenchId)) {
      stale.add(workbenchId);
      return;
    }
    // One render per interval: the waiting one will read whatever is stored when it starts.
    if (waiting.has(workbenchId)) return;
    const timer = setTimeout(() => start(workbenchId), delayMs);
    timer.unref();
    waiting.set(workbenchId, timer);
  }

  return {
    schedule,
    async close() {
      closed = true;
      for (const timer of waiting.values()) clearTimeout(timer);
      waiting.clear();
      await Promise.allSettled(running.values());
    },
  };
}
