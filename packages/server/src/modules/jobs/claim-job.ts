import { PLAN_FEATURES, SUBSCRIPTION_PLANS } from "@contour/core";
import { sql } from "kysely";
import type { Db } from "../../db/connection.js";
import type { JsonValue } from "./enqueue-job.js";

/** Any constant works: it only has to be the same in every process that claims. */
const CLAIM_LOCK_ID = 727_018;

/** A job this runner now holds: running in the database under its runner id and this attempt. */
export interface ClaimedJob {
  id: string;
  kind: string;
  organizationId: string;
  payload: JsonValue;
  /** 1 for the first claim; with runnerId, what tells this claim from a later one. */
  attempt: number;
  maxAttempts: number;
  timeoutMs: number;
}

export interface ClaimRequest {
  runnerId: string;
  /** The kinds this runner has handlers for. */
  kinds: readonly string[];
  leaseMs: number;
}

/** Each plan's slots as rows, read at every claim: a plan changed applies to the next claim. */
const planSlots = sql.join(
  SUBSCRIPTION_PLANS.map(
    (plan) => sql`(${plan}::text, ${PLAN_FEATURES[plan].multiParallelInference}::int)`,
  ),
);

/**
 * Claims the next job a workspace has a free slot for, or answers null. Claimers take turns
 * under a transaction-scoped advisory lock, so the count of a workspace's running jobs cannot
 * change between its reading and the claim, whichever process claims. Among workspaces with a
 * free slot, the one running fewest jobs goes first, then the one served least recently (never
 * first), then the oldest job: a workspace with many jobs queued cannot starve one with a single
 * job, neither while it runs them nor as each ends. Within a workspace, jobs run in their order.
 */
export async function claimJob(db: Db, request: ClaimRequest): Promise<ClaimedJob | null> {
  if (request.kinds.length === 0) return null;
  const kinds = sql.join(request.kinds.map((kind) => sql`${kind}`));
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${CLAIM_LOCK_ID})`.execute(trx);
    const { rows } = await sql<{
      id: string;
      kind: string;
      organization_id: string;
      payload: JsonValue;
      attempts: number;
      max_attempts: number;
      timeout_ms: number;
    }>`
      UPDATE jobs SET
        state = 'running',
        attempts = attempts + 1,
        runner_id = ${request.runnerId},
        cancel_requested = false,
        started_at = clock_timestamp(),
        heartbeat_at = clock_timestamp(),
        lease_expires_at = clock_timestamp() + ${request.leaseMs} * interval '1 millisecond'
      WHERE state = 'queued' AND id = (
        SELECT waiting.id
        FROM (
          SELECT DISTINCT ON (organization_id) id, organization_id, seq
          FROM jobs
          WHERE state = 'queued' AND run_after <= clock_timestamp() AND kind IN (${kinds})
          ORDER BY organization_id, seq
        ) AS waiting
        JOIN organizations ON organizations.id = waiting.organization_id
        JOIN (VALUES ${planSlots}) AS plan_slots (plan, slots)
          ON plan_slots.plan = organizations.subscription_plan
        CROSS JOIN LATERAL (
          SELECT count(*)::int AS running
          FROM jobs
          WHERE state = 'running' AND organization_id = waiting.organization_id
        ) AS taken
        CROSS JOIN LATERAL (
          SELECT max(started_at) AS at FROM jobs WHERE organization_id = waiting.organization_id
        ) AS served
        WHERE taken.running < plan_slots.slots
        ORDER BY taken.running, served.at NULLS FIRST, waiting.seq
        LIMIT 1
      )
      RETURNING id, kind, organization_id, payload, attempts, max_attempts, timeout_ms
    `.execute(trx);
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.id,
      kind: row.kind,
      organizationId: row.organization_id,
      payload: row.payload,
      attempt: row.attempts,
      maxAttempts: row.max_attempts,
      timeoutMs: row.timeout_ms,
    };
  });
}
