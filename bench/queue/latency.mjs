// From enqueueJob to the handler's start, one job at a time so that a slot is always free.
// Without wake(), each job is queued once the runner is idle again (the previous job ended, the
// claim its end set off done) and at a random moment of the poll's period, as a job queued by
// another process would be.
import { setTimeout as sleep } from "node:timers/promises";
import { enqueueJob } from "../../packages/server/dist/modules/jobs/enqueue-job.js";
import { createJobRunner } from "../../packages/server/dist/modules/jobs/job-runner.js";

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)];
}

export async function measureLatency({ db, organizationId, count, wake, pollIntervalMs }) {
  let started = null;
  let ended = null;
  const runner = createJobRunner({
    db,
    concurrency: 4,
    pollIntervalMs,
    leaseMs: 30_000,
    onStateChange: ({ state }) => {
      if (state === "succeeded") ended?.();
    },
    handlers: {
      bench: async () => {
        started?.(performance.now());
        return null;
      },
    },
  });
  runner.start();
  const samples = [];
  try {
    for (let index = 0; index < count; index += 1) {
      const start = new Promise((resolve) => {
        started = resolve;
      });
      const end = new Promise((resolve) => {
        ended = resolve;
      });
      const queuedAt = performance.now();
      await enqueueJob(db, { kind: "bench", organizationId, payload: { index } });
      if (wake) runner.wake();
      samples.push((await start) - queuedAt);
      await end;
      if (!wake) await sleep(20 + Math.random() * pollIntervalMs);
    }
  } finally {
    await runner.stop();
  }
  samples.sort((a, b) => a - b);
  return {
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    max: samples[samples.length - 1],
  };
}
