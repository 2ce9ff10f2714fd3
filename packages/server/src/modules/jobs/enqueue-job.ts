import type { Db } from "../../db/connection.js";

export type JsonValue =
  | string
  | number
  | boolean
  | null
  | JsonValue[]
  | { [key: string]: JsonValue };

export interface NewJob {
  kind: string;
  /** The workspace whose slots the job takes. */
  organizationId: string;
  payload: JsonValue;
  /** Claims before the job fails for good; 3 when left out. */
  maxAttempts?: number;
  /** How long one attempt may run; 10 minutes when left out. */
  timeoutMs?: number;
}

/**
 * Queues a job and answers its id. Takes any executor, so a command can queue its job in the
 * transaction that writes what the job works on: both are committed, or neither.
 */
export async function enqueueJob(db: Db, job: NewJob): Promise<string> {
  const row = await db
    .insertInto("jobs")
    .values({
      kind: job.kind,
      organization_id: job.organizationId,
      payload: JSON.stringify(job.payload),
      max_attempts: job.maxAttempts,
      timeout_ms: job.timeoutMs,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
