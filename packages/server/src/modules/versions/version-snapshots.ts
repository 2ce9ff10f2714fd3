import type { VersionKind } from "@contour/core";
import type { VersionsConfig } from "../../config.js";
import type { Db } from "../../db/connection.js";
import { withWorkbenchDocument } from "../collab/document-store.js";
import type { LiveDocuments } from "../collab/live-documents.js";
import { insertVersion } from "./version-store.js";

/** The file a snapshot is of. */
export interface VersionedWorkbench {
  id: string;
  organizationId: string;
}

export interface SnapshotRequest {
  kind: VersionKind;
  name?: string;
  createdBy?: string;
}

/**
 * The server's side of the version history: it learns from the collaboration server that changes
 * were stored, snapshots a document after a pause in drawing (and at least every `maxWaitMs` while
 * people draw), and makes the snapshots asked for (a named version, the one before a restore)
 * from the live document when this process has it open. The users whose changes a version holds
 * are those the stores noted in the database since the version before (store-document.ts).
 */
export interface VersionSnapshots {
  /** After a store: snapshot the document after a pause. */
  noteStored(workbenchId: string): void;
  /**
   * Snapshots the document now; answers the version's id, or null when there was nothing to keep
   * (a file never opened, or a snapshot of the server's own with nothing changed since the last).
   */
  snapshot(workbench: VersionedWorkbench, request: SnapshotRequest): Promise<string | null>;
  /** Makes the snapshots that wait and stops. */
  close(): Promise<void>;
}

export function createVersionSnapshots(options: {
  db: Db;
  /** Snapshots read the live document when this process has it open. */
  documents: LiveDocuments;
  config: VersionsConfig;
  /** A version was stored: tells the clients of the workbench's history. */
  onStored: (workbenchId: string) => void;
  onError: (error: unknown, workbenchId: string) => void;
}): VersionSnapshots {
  const { db, documents, config, onStored, onError } = options;
  /** A snapshot waiting for a pause, and when the first store of the stretch came. */
  const waiting = new Map<string, { timer: NodeJS.Timeout; since: number }>();
  /** One snapshot of a workbench at a time in this process. */
  const queues = new Map<string, Promise<unknown>>();
  let closed = false;

  async function make(workbench: VersionedWorkbench, request: SnapshotRequest) {
    const id = await withWorkbenchDocument(db, workbench.id, documents.get(workbench.id), (doc) =>
      insertVersion(db, {
        workbenchId: workbench.id,
        organizationId: workbench.organizationId,
        kind: request.kind,
        name: request.name ?? null,
        createdBy: request.createdBy ?? null,
        doc,
      }),
    );
    if (id !== null) onStored(workbench.id);
    return id;
  }

  function snapshot(workbench: VersionedWorkbench, request: SnapshotRequest) {
    const previous = queues.get(workbench.id) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => make(workbench, request));
    const settled = next.catch(() => undefined);
    queues.set(workbench.id, settled);
    void settled.then(() => {
      if (queues.get(workbench.id) === settled) queues.delete(workbench.id);
    });
    return next;
  }

  async function snapshotAfterPause(workbenchId: string): Promise<void> {
    waiting.delete(workbenchId);
    try {
      const row = await db
        .selectFrom("workbenches")
        .select("organization_id")
        .where("id", "=", workbenchId)
        .executeTakeFirst();
      if (row)
        await snapshot({ id: workbenchId, organizationId: row.organization_id }, { kind: "AUTO" });
    } catch (error) {
      onError(error, workbenchId);
    }
  }

  function schedule(workbenchId: string): void {
    const now = Date.now();
    const previous = waiting.get(workbenchId);
    if (previous) clearTimeout(previous.timer);
    const since = previous?.since ?? now;
    const delay = Math.min(config.pauseMs, since + config.maxWaitMs - now);
    const timer = setTimeout(() => void snapshotAfterPause(workbenchId), Math.max(0, delay));
    timer.unref();
    waiting.set(workbenchId, { timer, since });
  }

  return {
    noteStored(workbenchId) {
      if (!closed) schedule(workbenchId);
    },
    snapshot,
    async close() {
      closed = true;
      const due = [...waiting.entries()];
      waiting.clear();
      for (const [, { timer }] of due) clearTimeout(timer);
      await Promise.allSettled(due.map(([workbenchId]) => snapshotAfterPause(workbenchId)));
      await Promise.allSettled([...queues.values()]);
    },
  };
}
