import type { Worker } from "node:worker_threads";
import PQueue from "p-queue";
import type { RenderLimits } from "../../config.js";
import { serverBusy } from "../../graphql/limit-errors.js";
import { callWorker, type WorkerCalls } from "../../worker-calls.js";

/**
 * Who asks for a render: a person waiting for an answer (an export), or the server's own
 * thumbnails, which wait behind every request, without a limit (one per workbench at most,
 * thumbnail-job.ts), and are never refused as busy.
 */
export type RenderPriority = "request" | "background";

export type RenderPoolJob<Request, Result, T> = (
  worker: WorkerCalls<Request, Result>,
  retire: () => void,
) => Promise<T>;

export interface RenderPool<Request, Result> {
  /**
   * Runs `job` with a render worker of its own once one of `concurrency` is free. A request
   * finds at most `queueLimit` waiting before it, and waits at most `timeoutMs`, or is refused
   * with SERVER_BUSY. A job that runs longer than `timeoutMs` is stopped: its worker is ended
   * (the next job gets a fresh one) and it rejects with SERVER_BUSY. A job that calls `retire`
   * has its worker ended once it is done: a large render's bitmaps are freed then, not whenever
   * the worker's garbage collector gets to them.
   */
  run<T>(job: RenderPoolJob<Request, Result, T>, priority: RenderPriority): Promise<T>;
  /** Refuses what waits, ends the workers; jobs asked for afterwards are refused. */
  close(): Promise<void>;
}

/** Seconds a client is told to wait before it tries again. */
const RETRY_AFTER_SECONDS = 10;
const PRIORITIES: Record<RenderPriority, number> = { request: 1, background: 0 };

const busy = () =>
  serverBusy("The server is busy with other renders. Try again in a moment.", RETRY_AFTER_SECONDS);

/**
 * The bounded pool every render goes through (issue 15): renders at once are `concurrency`, each
 * in a worker thread that a timeout can end, so memory is at most `concurrency` renders' budget
 * however many people ask.
 */
export function createRenderPool<Request, Result>(options: {
  limits: RenderLimits;
  startWorker: () => Worker;
  name: string;
}): RenderPool<Request, Result> {
  const { limits, startWorker, name } = options;
  const queue = new PQueue({ concurrency: limits.concurrency });
  type Slot = { worker: Worker; calls: WorkerCalls<Request, Result> };
  /** Workers that wait for a job; at most `concurrency` exist. */
  const idle: Slot[] = [];
  const working = new Set<Slot>();
  let closed = false;

  function takeWorker(): Slot {
    for (let slot = idle.pop(); slot; slot = idle.pop()) {
      if (!slot.calls.stopped) return slot;
    }
    const worker = startWorker();
    return { worker, calls: callWorker(worker, name) };
  }

  /** The job with its worker, racing the timeout; a worker ended is not re-used. */
  async function runOnWorker<T>(job: RenderPoolJob<Request, Result, T>): Promise<T> {
    if (closed) throw new Error(`${name} is closed`);
    const slot = takeWorker();
    working.add(slot);
    let retiring = false;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => resolve("timeout"), limits.timeoutMs);
    });
    const work = job(slot.calls, () => {
      retiring = true;
    });
    try {
      const first = await Promise.race([work, timedOut]);
      if (first !== "timeout") return first;
      retiring = true;
      work.catch(() => {});
      throw serverBusy(
        `The render took longer than ${limits.timeoutMs / 1000} s and was stopped. ` +
          "Try again later, or at a smaller scale.",
        RETRY_AFTER_SECONDS,
      );
    } finally {
      clearTimeout(timer);
      // Ended before the slot frees, so that two renders' memory never overlaps.
      if (retiring) await slot.worker.terminate();
      working.delete(slot);
      if (!retiring && !slot.calls.stopped && !closed) idle.push(slot);
    }
  }

  return {
    run(job, priority) {
      if (closed) return Promise.reject(new Error(`${name} is closed`));
      if (priority === "background") {
        return queue.add(() => runOnWorker(job), { priority: PRIORITIES.background });
      }
      if (queue.sizeBy({ priority: PRIORITIES.request }) >= limits.queueLimit) {
        return Promise.reject(busy());
      }
      // Waiting is bounded too; once the job runs, its own timeout applies instead.
      const waiting = new AbortController();
      const timer = setTimeout(() => waiting.abort(busy()), limits.timeoutMs);
      return queue
        .add(
          () => {
            clearTimeout(timer);
            return runOnWorker(job);
          },
          { priority: PRIORITIES.request, signal: waiting.signal },
        )
        .finally(() => clearTimeout(timer));
    },
    async close() {
      closed = true;
      queue.clear();
      const workers = [...idle, ...working].map((slot) => slot.worker);
      idle.length = 0;
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
