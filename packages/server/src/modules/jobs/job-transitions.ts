import { sql } from "kysely";
import type { Db } from "../../db/connection.js";
import type { JobState } from "../../db/types.js";
import type { JsonValue } from "./enqueue-job.js";

/** One runner's hold on one job: a job reaped and claimed again is another claim. */
export interface Claim {
  id: string;
  runnerId: string;
  attempt: number;
}

/** How a claim ends, as its runner decided. */
export type Settlement =
  | { state: "succeeded"; result: JsonValue | undefined }
  | { state: "failed"; error: string }
  | { state: "cancelled" }
  /** Tried again after the delay (a transient failure). */
  | { state: "queued"; retryAfterMs: number }
  /** Put back as it was, its attempt given back: its runner stopped (a graceful shutdown). */
  | { state: "released" };

/** A job that changed state in this process, as onStateChange hears of it. */
export interface JobTransition {
  id: string;
  kind: string;
  organizationId: string;
  state: JobState;
  payload: JsonValue;
}

export const REAPED_TOO_OFTEN = "The job stopped when its server did, too many times.";

const now = sql<Date>`clock_timestamp()`;
const later = (ms: number) => sql<Date>`clock_timestamp() + ${ms} * interval '1 millisecond'`;

/** Only the claim's own runner, on the same attempt, may move it: never a stale runner. */
function claimed(db: Db, claim: Claim) {
  return db
    .updateTable("jobs")
    .where("id", "=", claim.id)
    .where("state", "=", "running")
    .where("runner_id", "=", claim.runnerId)
    .where("attempts", "=", claim.attempt);
}

/**
 * Extends the claim's lease. Answers whether a cancel was asked, or null when the claim is no
 * longer this runner's (its lease passed and the reaper took the job back).
 */
export async function renewLease(
  db: Db,
  claim: Claim,
  leaseMs: number,
): Promise<{ cancelRequested: boolean } | null> {
  const row = await claimed(db, claim)
    .set({ heartbeat_at: now, lease_expires_at: later(leaseMs) })
    .returning("cancel_requested")
    .executeTakeFirst();
  return row ? { cancelRequested: row.cancel_requested } : null;
}

/** Back to the queue, unless a cancel was asked meanwhile that the runner had not yet seen. */
const queuedUnlessCancelled = {
  state: sql<JobState>`CASE WHEN cancel_requested THEN 'cancelled' ELSE 'queued' END`,
  finished_at: sql<Date | null>`CASE WHEN cancel_requested THEN clock_timestamp() END`,
  lease_expires_at: null,
};

function settlementColumns(settlement: Settlement) {
  const ended = { lease_expires_at: null, finished_at: now };
  switch (settlement.state) {
    case "succeeded": {
      const { result } = settlement;
      return {
        ...ended,
        state: "succeeded" as const,
        result: result === undefined ? null : JSON.stringify(result),
      };
    }
    case "failed":
      return { ...ended, state: "failed" as const, error: settlement.error };
    case "cancelled":
      return { ...ended, state: "cancelled" as const };
    case "queued":
      return { ...queuedUnlessCancelled, run_after: later(settlement.retryAfterMs) };
    case "released":
      return { ...queuedUnlessCancelled, run_after: now, attempts: sql<number>`attempts - 1` };
  }
}

/** Ends the claim as decided; answers the state written, or null when the claim was lost. */
export async function settleJob(
  db: Db,
  claim: Claim,
  settlement: Settlement,
): Promise<JobState | null> {
  const row = await claimed(db, claim)
    .set(settlementColumns(settlement))
    .returning("state")
    .executeTakeFirst();
  return row?.state ?? null;
}

/**
 * Takes back the running jobs whose lease has passed: their process died (SIGKILL, a crash, a
 * lost machine) or hung past its lease. Each goes back to the queue with its attempt spent, or
 * fails when it has had them all, or is cancelled when a cancel was asked meanwhile.
 */
export async function reapExpiredJobs(db: Db): Promise<JobTransition[]> {
  const { rows } = await sql<{
    id: string;
    kind: string;
    organization_id: string;
    state: JobState;
    payload: JsonValue;
  }>`
    UPDATE jobs SET
      state = CASE
        WHEN cancel_requested THEN 'cancelled'
        WHEN attempts >= max_attempts THEN 'failed'
        ELSE 'queued'
      END,
      error = CASE
        WHEN NOT cancel_requested AND attempts >= max_attempts THEN ${REAPED_TOO_OFTEN}
      END,
      finished_at = CASE
        WHEN cancel_requested OR attempts >= max_attempts THEN clock_timestamp()
      END,
      lease_expires_at = NULL,
      run_after = clock_timestamp()
    WHERE state = 'running' AND lease_expires_at < clock_timestamp()
    RETURNING id, kind, organization_id, state, payload
  `.execute(db);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    organizationId: row.organization_id,
    state: row.state,
    payload: row.payload,
  }));
}
