import { TRASH_RETENTION_DAYS } from "@contour/core";
import { sql } from "kysely";
import type { TrashConfig } from "../../config.js";
import type { Db } from "../../db/connection.js";
import { type PeriodicTask, startPeriodicTask } from "../jobs/periodic-task.js";
import type { BlobStore } from "../storage/blob-store.js";
import { purgeEntries } from "./purge-entries.js";

/** Two processes never purge one workspace at once: the second skips it until its next turn. */
export const PURGE_LOCK_CLASS = 0x7472_6173; // "tras"

/** Trash entries are past their time when trashed before this instant. */
function expiryLine(now: Date): Date {
  return new Date(now.getTime() - TRASH_RETENTION_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * One purge pass over a workspace: deletes for good, oldest first, at most `batch` of its Trash
 * entries past their 30 days (a folder entry with everything below it), in one transaction,
 * then removes their blobs. Answers how many it purged and whether expired entries remain; a
 * workspace another process is purging is left to it (nothing purged, nothing more).
 */
export async function purgeExpiredTrash(
  db: Db,
  blobs: BlobStore,
  organizationId: string,
  options: { now: Date; batch: number },
): Promise<{ purged: number; more: boolean }> {
  const line = expiryLine(options.now);
  const { purged, more, blobKeys } = await db.transaction().execute(async (trx) => {
    const { rows: locks } = await sql<{ taken: boolean }>`
      SELECT pg_try_advisory_xact_lock(${PURGE_LOCK_CLASS}, hashtext(${organizationId})) AS taken
    `.execute(trx);
    if (!locks[0]?.taken) return { purged: 0, more: false, blobKeys: [] };
    const expired = await sql<{ kind: "folder" | "workbench"; id: string }>`
      SELECT kind, id FROM (
        SELECT 'folder' AS kind, id, trashed_at FROM folders
        WHERE organization_id = ${organizationId} AND trashed_with IS NULL
          AND trashed_at IS NOT NULL AND trashed_at <= ${line}
        UNION ALL
        SELECT 'workbench' AS kind, id, trashed_at FROM workbenches
        WHERE organization_id = ${organizationId} AND trashed_with IS NULL
          AND trashed_at IS NOT NULL AND trashed_at <= ${line}
      ) AS expired
      ORDER BY trashed_at, id
      LIMIT ${options.batch + 1}`.execute(trx);
    const pass = expired.rows.slice(0, options.batch);
    const ids = (kind: "folder" | "workbench") =>
      pass.filter((row) => row.kind === kind).map((row) => row.id);
    const keys = await purgeEntries(trx, {
      folderIds: ids("folder"),
      workbenchIds: ids("workbench"),
    });
    return { purged: pass.length, more: expired.rows.length > pass.length, blobKeys: keys };
  });
  // Once committed: a crash before this leaves unread blobs behind, never a file without its blobs.
  await blobs.remove(blobKeys);
  return { purged, more };
}

/** Workspaces whose Trash holds entries past their 30 days. */
async function workspacesWithExpiredTrash(db: Db, now: Date): Promise<string[]> {
  const line = expiryLine(now);
  const { rows } = await sql<{ organization_id: string }>`
    SELECT organization_id FROM folders
    WHERE trashed_with IS NULL AND trashed_at IS NOT NULL AND trashed_at <= ${line}
    UNION
    SELECT organization_id FROM workbenches
    WHERE trashed_with IS NULL AND trashed_at IS NOT NULL AND trashed_at <= ${line}`.execute(db);
  return rows.map((row) => row.organization_id);
}

/**
 * One turn of the purge: every workspace's expired entries, pass after pass, each pass its own
 * short transaction. Answers how many entries it purged.
 */
export async function purgeAllExpiredTrash(
  db: Db,
  blobs: BlobStore,
  options: { now: Date; batch: number },
): Promise<number> {
  let purged = 0;
  for (const organizationId of await workspacesWithExpiredTrash(db, options.now)) {
    for (;;) {
      const pass = await purgeExpiredTrash(db, blobs, organizationId, options);
      purged += pass.purged;
      if (!pass.more) break;
    }
  }
  return purged;
}

/**
 * The process's purge: a periodic task (modules/jobs/periodic-task.ts), like the versions'. Not
 * a job of the queue: a queued pass took one of its workspace's job slots, so a Free
 * workspace's render waited behind its own Trash.
 */
export function startTrashPurge(
  deps: { db: Db; blobs: BlobStore; config: TrashConfig },
  log: { info: (purged: number) => void; error: (error: unknown) => void },
): PeriodicTask {
  const { db, blobs, config } = deps;
  const purge = startPeriodicTask({
    intervalMs: config.purgeIntervalMs,
    run: async () => {
      const purged = await purgeAllExpiredTrash(db, blobs, {
        now: new Date(),
        batch: config.purgeBatch,
      });
      if (purged > 0) log.info(purged);
    },
    onError: log.error,
  });
  void purge.runNow();
  return purge;
}
