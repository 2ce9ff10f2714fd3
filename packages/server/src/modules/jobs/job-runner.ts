import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Db } from "../../db/connection.js";
import { type ClaimedJob, claimJob } from "./claim-job.js";
import { type JobTransition, reapExpiredJobs } from "./job-transitions.js";
import { type JobHandler, runClaimedJob } from "./run-claimed-job.js";

export const DEFAULT_TIMEOUT_MESSAGE = "The job took too long and was stopped.";

export interface JobRunnerOptions {
  db: Db;
  /** What runs each kind of job; the runner claims only these kinds. */
  handlers: Readonly<Record<string, JobHandler>>;
  /** Jobs this process runs at once, whatever the workspaces' slots. */
  concurrency: number;
  /** How often to look for jobs queued elsewhere and for passed leases. */
  pollIntervalMs: number;
  /** How long a claim holds without a heartbeat (one every leaseMs / 3). */
  leaseMs: number;
  /** The first retry's delay, doubled at each attempt; 2 s when left out. */
  retryBaseMs?: number;
  /** The longest retry delay; 1 minute when left out. */
  retryMaxMs?: number;
  /** The error a job of the kind fails with when it runs past its timeout_ms. */
  timeoutMessages?: Readonly<Record<string, string>>;
  /** Every state change this process makes, to tell the people watching the job. */
  onStateChange?: (job: JobTransition) => void;
  /** What went wrong outside any handler (the database unreachable, a watcher that threw). */
  onError?: (error: unknown) => void;
}

export interface JobRunner {
  /** Stored as runner_id on the jobs it claims. */
  readonly id: string;
  start(): void;
  /** Claims now rather than at the next poll: after a job is queued in this process. */
  wake(): void;
  /**
   * Stops claiming, aborts the running handlers and puts their jobs back in the queue with their
   * attempt given back, so that a graceful shutdown loses no job; resolves once all are back.
   */
  stop(): Promise<void>;
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const { db, handlers, concurrency, leaseMs } = options;
  const kinds = Object.keys(handlers);
  const onError = options.onError ?? ((error: unknown) => console.error("job runner:", error));
  const stopping = new AbortController();
  const running = new Set<Promise<void>>();
  let started = false;
  let poller: NodeJS.Timeout | undefined;
  let pumping: Promise<void> | null = null;
  let pumpAgain = false;
  let reapNext = false;

  function tell(transition: JobTransition) {
    try {
      options.onStateChange?.(transition);
    } catch (error) {
      onError(error);
    }
  }

  function run(job: ClaimedJob) {
    const handler = handlers[job.kind];
    if (!handler) throw new Error(`no handler for the claimed kind ${job.kind}`);
    tell({ ...transitionOf(job), state: "running" });
    const settings = {
      db,
      runnerId: id,
      leaseMs,
      retryBaseMs: options.retryBaseMs ?? 2000,
      retryMaxMs: options.retryMaxMs ?? 60_000,
      timeoutMessage: options.timeoutMessages?.[job.kind] ?? DEFAULT_TIMEOUT_MESSAGE,
      stopping: stopping.signal,
      onError,
    };
    const done = runClaimedJob(job, handler, settings)
      .then((state) => {
        if (state !== null) tell({ ...transitionOf(job), state });
      }, onError)
      .finally(() => {
        running.delete(done);
        // Its slot is free: the next job need not wait for the poll.
        kick(false);
      });
    running.add(done);
  }

  async function pump() {
    do {
      pumpAgain = false;
      if (reapNext) {
        reapNext = false;
        for (const transition of await reapExpiredJobs(db)) tell(transition);
      }
      while (!stopping.signal.aborted && running.size < concurrency) {
        const job = await claimJob(db, { runnerId: id, kinds, leaseMs });
        if (!job) break;
        // Claimed as stop() began: run() sees the stop at once and puts the job back.
        run(job);
      }
    } while (pumpAgain && !stopping.signal.aborted);
  }

  /** One pump at a time; a kick during one makes it go round once more. */
  function kick(reap: boolean) {
    if (!started || stopping.signal.aborted) return;
    reapNext ||= reap;
    if (pumping) {
      pumpAgain = true;
      return;
    }
    pumping = pump()
      .catch(onError)
      .finally(() => {
        pumping = null;
      });
  }

  return {
    id,
    start() {
      if (started) return;
      started = true;
      poller = setInterval(() => kick(true), options.pollIntervalMs);
      kick(true);
    },
    wake: () => kick(false),
    async stop() {
      stopping.abort();
      clearInterval(poller);
      await pumping;
      await Promise.all(running);
    },
  };
}

function transitionOf(job: ClaimedJob): Omit<JobTransition, "state"> {
  return { id: job.id, kind: job.kind, organizationId: job.organizationId, payload: job.payload };
}
