import { sql } from "kysely";
import type { Db } from "../../db/connection.js";
import type { JobState } from "../../db/types.js";
import { cancelLocalRun } from "./local-runs.js";

/**
 * cancelled: it was queued and is now cancelled; cancelling: it runs, and its runner stops it
 * (at once in this process, at its next heartbeat elsewhere) and marks it cancelled.
 */
export type CancelOutcome = "cancelled" | "cancelling" | "already-finished" | "not-found";

/**
 * Cancels a job. The caller checks that the asker may, and tells watchers of a queued job's
 * cancellation (a running one's is told by its runner's onStateChange).
 */
export async function cancelJob(db: Db, jobId: string): Promise<CancelOutcome> {
  const { rows } = await sql<{ state: JobState }>`
    UPDATE jobs SET
      state = CASE WHEN state = 'queued' THEN 'cancelled' ELSE state END,
      finished_at = CASE WHEN state = 'queued' THEN clock_timestamp() ELSE finished_at END,
      cancel_requested = true
    WHERE id = ${jobId} AND state IN ('queued', 'running')
    RETURNING state
  `.execute(db);
  const state = rows[0]?.state;
  if (state === "cancelled") return "cancelled";
  if (state === "running") {
    cancelLocalRun(jobId);
    return "cancelling";
  }
  const job = await db.selectFrom("jobs").select("id").where("id", "=", jobId).executeTakeFirst();
  return job ? "already-finished" : "not-found";
}
