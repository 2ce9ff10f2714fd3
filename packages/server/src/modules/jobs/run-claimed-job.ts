import type { Db } from "../../db/connection.js";
import type { JobState } from "../../db/types.js";
import type { ClaimedJob } from "./claim-job.js";
import type { JsonValue } from "./enqueue-job.js";
import { publicMessage, TransientJobError } from "./job-errors.js";
import { type Claim, renewLease, type Settlement, settleJob } from "./job-transitions.js";
import { registerLocalRun } from "./local-runs.js";

/** What a handler gets: the job, which attempt this is (1 first), and a signal to stop at. */
export interface JobContext {
  id: string;
  kind: string;
  organizationId: string;
  payload: JsonValue;
  attempt: number;
  /** Aborted when the job is cancelled, times out, or its runner stops: end the work then. */
  signal: AbortSignal;
}

/** Does the job's work and answers its result (JSON). */
export type JobHandler = (job: JobContext) => Promise<JsonValue | undefined>;

/** Why the runner ended a job before its handler did. */
export type AbortCause = "cancelled" | "timeout" | "stopped" | "lost";

/** The error a handler's signal carries as its reason. */
export class JobAbortedError extends Error {
  constructor(readonly why: AbortCause) {
    super(`The job was aborted: ${why}.`);
    this.name = "JobAbortedError";
  }
}

export interface RunSettings {
  db: Db;
  runnerId: string;
  leaseMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  timeoutMessage: string;
  /** Aborted by the runner's stop(). */
  stopping: AbortSignal;
  onError: (error: unknown) => void;
}

type Outcome =
  | { kind: "returned"; result: JsonValue | undefined }
  | { kind: "threw"; error: unknown }
  | { kind: "aborted"; cause: AbortCause };

/** 2 s, 4 s, 8 s… with the default base, never above the cap. */
export function retryDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** (attempt - 1));
}

function settlementOf(outcome: Outcome, job: ClaimedJob, settings: RunSettings): Settlement | null {
  switch (outcome.kind) {
    case "returned":
      return { state: "succeeded", result: outcome.result };
    case "threw":
      if (outcome.error instanceof TransientJobError && job.attempt < job.maxAttempts) {
        const retryAfterMs = retryDelay(job.attempt, settings.retryBaseMs, settings.retryMaxMs);
        return { state: "queued", retryAfterMs };
      }
      return { state: "failed", error: publicMessage(outcome.error) };
    case "aborted":
      switch (outcome.cause) {
        case "cancelled":
          return { state: "cancelled" };
        case "timeout":
          return { state: "failed", error: settings.timeoutMessage };
        case "stopped":
          return { state: "released" };
        case "lost":
          // Another runner may hold it now: nothing of ours to write.
          return null;
      }
  }
}

/**
 * Runs one claimed job to its end and writes that end; answers the state written, or null when
 * nothing was (the claim was lost). The job ends with its handler, or before it when the runner
 * aborts it: a handler that ignores its signal is left behind and its answer dropped.
 */
export async function runClaimedJob(
  job: ClaimedJob,
  handler: JobHandler,
  settings: RunSettings,
): Promise<JobState | null> {
  const claim: Claim = { id: job.id, runnerId: settings.runnerId, attempt: job.attempt };
  const controller = new AbortController();
  const abort = (cause: AbortCause) => {
    if (!controller.signal.aborted) controller.abort(new JobAbortedError(cause));
  };
  const aborted = new Promise<Outcome>((resolve) =>
    controller.signal.addEventListener(
      "abort",
      () => resolve({ kind: "aborted", cause: (controller.signal.reason as JobAbortedError).why }),
      { once: true },
    ),
  );

  const stop = () => abort("stopped");
  settings.stopping.addEventListener("abort", stop, { once: true });
  const unregister = registerLocalRun(job.id, () => abort("cancelled"));
  const timeout = setTimeout(() => abort("timeout"), job.timeoutMs);
  let renewing = false;
  const heartbeat = setInterval(async () => {
    if (renewing) return;
    renewing = true;
    try {
      const lease = await renewLease(settings.db, claim, settings.leaseMs);
      if (lease === null) abort("lost");
      else if (lease.cancelRequested) abort("cancelled");
    } catch (error) {
      // The lease may yet be renewed by the next beat; if not, the reaper takes the job back.
      settings.onError(error);
    } finally {
      renewing = false;
    }
  }, settings.leaseMs / 3);
  if (settings.stopping.aborted) stop();

  const handled = Promise.resolve()
    .then(() => handler({ ...jobFields(job), signal: controller.signal }))
    .then(
      (result): Outcome => ({ kind: "returned", result }),
      (error: unknown): Outcome => ({ kind: "threw", error }),
    );
  try {
    const outcome = await Promise.race([aborted, handled]);
    const settlement = settlementOf(outcome, job, settings);
    if (settlement === null) return null;
    return await settleJob(settings.db, claim, settlement);
  } finally {
    clearTimeout(timeout);
    clearInterval(heartbeat);
    unregister();
    settings.stopping.removeEventListener("abort", stop);
    // Whatever the handler still does is of no use now.
    abort("lost");
  }
}

function jobFields(job: ClaimedJob) {
  return {
    id: job.id,
    kind: job.kind,
    organizationId: job.organizationId,
    payload: job.payload,
    attempt: job.attempt,
  };
}
