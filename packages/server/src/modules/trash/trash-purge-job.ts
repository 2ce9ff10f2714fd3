import { TRASH_RETENTION_DAYS } from "@contour/core";
import { sql } from "kysely";
import type { TrashConfig } from "../../config.js";
import type { Db } from "../../db/connection.js";
import { enqueueJob } from "../jobs/enqueue-job.js";
import { createJobRunner, type JobRunner } from "../jobs/job-runner.js";
import type { BlobStore } from "../storage/blob-store.js";
import { purgeEntries } from "./purge-entries.js";

/** The job kind of a workspace's purge pass (the durable queue of modules/jobs). */
export const TRASH_PURGE_JOB = "trash-purge";

/** Trash entries are past their time when trashed before this instant. */
function expiryLine(now: Date): Date {
  return new Date(now.getTime() - TRASH_RETENTION_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * One purge pass over a workspace: deletes for good, oldest first, at most `batch` of its Trash
 * entries past their 30 days (a folder entry with everything below it), in one transaction,
 * then removes their blobs. Answers how many it purged and whether expired entries remain.
 */
export async function purgeExpiredTrash(
  db: Db,
  blobs: BlobStore,
  organizationId: string,
  options: { now: Date; batch: number },
): Promise<{ purged: number; more: boolean }> {
  const line = expiryLine(options.now);
  const { purged, more, blobKeys } = await db.transaction().execute(async (trx) => {
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

/**
 * Queues a purge pass for every workspace that has expired Trash entries and no pass queued or
 * running: what each process's timer does. Idempotent, so several processes may call it.
 */
export async function scheduleTrashPurges(db: Db, now: Date): Promise<number> {
  const line = expiryLine(now);
  const result = await sql`
    INSERT INTO jobs (kind, organization_id, payload)
    SELECT ${TRASH_PURGE_JOB}, expired.organization_id, '{}'::jsonb
    FROM (
      SELECT organization_id FROM folders
      WHERE trashed_with IS NULL AND trashed_at IS NOT NULL AND trashed_at <= ${line}
      UNION
      SELECT organization_id FROM workbenches
      WHERE trashed_with IS NULL AND trashed_at IS NOT NULL AND trashed_at <= ${line}
    ) AS expired
    WHERE NOT EXISTS (
      SELECT 1 FROM jobs
      WHERE jobs.kind = ${TRASH_PURGE_JOB} AND jobs.organization_id = expired.organization_id
        AND jobs.state IN ('queued', 'running')
    )`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

export interface TrashPurge {
  start(): void;
  stop(): Promise<void>;
}

/**
 * The process's purge: a timer that queues passes, and a job runner that runs them one at a
 * time. A pass that leaves expired entries queues the next one at once, so a large backlog
 * drains pass after pass while other work takes its turns between them.
 */
export function createTrashPurge(
  deps: { db: Db; blobs: BlobStore; config: TrashConfig },
  onError: (error: unknown) => void,
): TrashPurge {
  const { db, blobs, config } = deps;
  const runner: JobRunner = createJobRunner({
    db,
    handlers: {
      [TRASH_PURGE_JOB]: async (job) => {
        const pass = await purgeExpiredTrash(db, blobs, job.organizationId, {
          now: new Date(),
          batch: config.purgeBatch,
        });
        if (pass.more) {
          await enqueueJob(db, {
            kind: TRASH_PURGE_JOB,
            organizationId: job.organizationId,
            payload: {},
          });
        }
        return pass;
      },
    },
    concurrency: 1,
    pollIntervalMs: Math.min(config.purgeIntervalMs, 60_000),
    leaseMs: 5 * 60_000,
    onError,
  });
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    scheduleTrashPurges(db, new Date()).then((queued) => {
      if (queued > 0) runner.wake();
    }, onError);
  };
  return {
    start() {
      runner.start();
      tick();
      timer = setInterval(tick, config.purgeIntervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await runner.stop();
    },
  };
}
