import type { FastifyBaseLogger } from "fastify";
import type * as Y from "yjs";
import type { Db } from "../../db/connection.js";
import type { BlobStore } from "../storage/blob-store.js";
import { replaceThumbnail } from "../workbenches/set-thumbnail.js";
import type { DocumentRenderer, RenderedWorkbench } from "./document-renderer.js";
import { withWorkbenchDocument } from "./document-store.js";
import type { TurnGate } from "./turn-gate.js";

/**
 * A thumbnail is rendered this long after the last store: the dashboard is a few seconds behind
 * a designer who stops drawing…
 */
export const THUMBNAIL_DELAY_MS = 3000;
/**
 * …and at most this long after the first store of a stretch of drawing without such a pause:
 * a document drawn on without pause costs a render a minute, not one every few seconds (the
 * renders of a hundred busy documents took more than a core, bench/p2-fanout.mjs).
 */
export const THUMBNAIL_MAX_WAIT_MS = 60_000;

export interface ThumbnailJob {
  /** After a store: render the workbench's thumbnail soon, off the store's path. */
  schedule(workbenchId: string): void;
  /** Cancels what is waiting and waits for the renders under way. */
  close(): Promise<void>;
}

/**
 * Renders a workbench's document, the one open in this process or else the stored one, and keeps
 * the picture as its thumbnail.
 */
export async function refreshThumbnail(
  deps: { db: Db; blobs: BlobStore; renderer: DocumentRenderer },
  workbench: RenderedWorkbench,
  live?: Y.Doc,
): Promise<void> {
  const png = await withWorkbenchDocument(deps.db, workbench.id, live, (doc) =>
    deps.renderer.renderThumbnail(doc, workbench),
  );
  if (png) await replaceThumbnail(deps.db, deps.blobs, workbench.id, png, "png");
}

export function createThumbnailJob(options: {
  db: Db;
  blobs: BlobStore;
  renderer: DocumentRenderer;
  log: FastifyBaseLogger;
  /**
   * The document as this process has it open, if it does: at least what is stored, and read
   * without a trip to the database.
   */
  liveDocument: (workbenchId: string) => Y.Doc | undefined;
  /** Renders start one per turn of the event loop, with the server's other background work. */
  turns: TurnGate;
  delayMs?: number;
  maxWaitMs?: number;
}): ThumbnailJob {
  const {
    db,
    blobs,
    renderer,
    log,
    liveDocument,
    turns,
    delayMs = THUMBNAIL_DELAY_MS,
    maxWaitMs = THUMBNAIL_MAX_WAIT_MS,
  } = options;
  /** A render waiting for a pause in the stores, and when the first of them came. */
  const waiting = new Map<string, { timer: NodeJS.Timeout; since: number }>();
  const running = new Map<string, Promise<void>>();
  /** Stored again while its render ran: that render may have missed the change. */
  const stale = new Set<string>();
  let closed = false;

  async function render(workbenchId: string): Promise<void> {
    await turns.next();
    const workbench = await db
      .selectFrom("workbenches")
      .select("organization_id")
      .where("id", "=", workbenchId)
      .executeTakeFirst();
    if (!workbench) return;
    await refreshThumbnail(
      { db, blobs, renderer },
      { id: workbenchId, organizationId: workbench.organization_id },
      liveDocument(workbenchId),
    );
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
    // The waiting render moves on with each store, up to the longest wait since the first.
    const now = Date.now();
    const previous = waiting.get(workbenchId);
    if (previous) clearTimeout(previous.timer);
    const since = previous?.since ?? now;
    const timer = setTimeout(() => start(workbenchId), Math.min(delayMs, since + maxWaitMs - now));
    timer.unref();
    waiting.set(workbenchId, { timer, since });
  }

  return {
    schedule,
    async close() {
      closed = true;
      for (const { timer } of waiting.values()) clearTimeout(timer);
      waiting.clear();
      await Promise.allSettled(running.values());
    },
  };
}
