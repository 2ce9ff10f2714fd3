// Many workspaces' jobs at once: slots kept, total time, and how fairly the first starts spread.
import { setTimeout as sleep } from "node:timers/promises";
import { PLAN_FEATURES } from "@contour/core";
import { enqueueJob } from "../../packages/server/dist/modules/jobs/enqueue-job.js";
import { createJobRunner } from "../../packages/server/dist/modules/jobs/job-runner.js";

export async function measureSlots({
  dbs,
  workspaces,
  jobsPerWorkspace,
  workMs,
  concurrency,
  pollIntervalMs,
  work = (signal) => sleep(workMs, null, { signal }),
}) {
  const running = new Map(workspaces.map(({ id }) => [id, 0]));
  const peak = new Map(workspaces.map(({ id }) => [id, 0]));
  const firstStart = new Map();
  let runningAll = 0;
  let peakAll = 0;
  let finished = 0;
  const total = workspaces.length * jobsPerWorkspace;
  let allDone;
  const done = new Promise((resolve) => {
    allDone = resolve;
  });

  for (const { id } of workspaces) {
    for (let index = 0; index < jobsPerWorkspace; index += 1) {
      await enqueueJob(dbs[0], { kind: "bench-slots", organizationId: id, payload: { index } });
    }
  }

  let startedAt = 0;
  const handle = async ({ organizationId, signal }) => {
    firstStart.set(organizationId, firstStart.get(organizationId) ?? performance.now() - startedAt);
    const now = (running.get(organizationId) ?? 0) + 1;
    running.set(organizationId, now);
    peak.set(organizationId, Math.max(peak.get(organizationId) ?? 0, now));
    runningAll += 1;
    peakAll = Math.max(peakAll, runningAll);
    try {
      await work(signal);
    } finally {
      running.set(organizationId, (running.get(organizationId) ?? 1) - 1);
      runningAll -= 1;
    }
    return null;
  };
  const runners = dbs.map((db) =>
    createJobRunner({
      db,
      concurrency,
      pollIntervalMs,
      leaseMs: 30_000,
      handlers: { "bench-slots": handle },
      onStateChange: ({ state }) => {
        if (state === "succeeded" && ++finished === total) allDone();
      },
    }),
  );
  startedAt = performance.now();
  for (const runner of runners) runner.start();
  await done;
  const elapsed = performance.now() - startedAt;
  await Promise.all(runners.map((runner) => runner.stop()));

  const over = workspaces.filter(
    ({ id, plan }) => (peak.get(id) ?? 0) > PLAN_FEATURES[plan].multiParallelInference,
  );
  const peaksOf = (plan) =>
    workspaces.filter((workspace) => workspace.plan === plan).map(({ id }) => peak.get(id));
  const firsts = [...firstStart.values()].sort((a, b) => a - b);
  const floor = Math.max(
    ...workspaces.map(
      ({ plan }) =>
        Math.ceil(jobsPerWorkspace / PLAN_FEATURES[plan].multiParallelInference) * workMs,
    ),
    (total / (concurrency * dbs.length)) * workMs,
  );
  return [
    `slots: ${workspaces.length} workspaces x ${jobsPerWorkspace} jobs of ${workMs} ms, ` +
      `${dbs.length} runners of ${concurrency} places, poll ${pollIntervalMs} ms`,
    `  most running at once per workspace: FREE ${Math.max(...peaksOf("FREE"))} (limit 1), ` +
      `ORGANIZATION ${Math.max(...peaksOf("ORGANIZATION"))} (limit 4); ` +
      `over the limit: ${over.length} workspaces; all workspaces at once: ${peakAll}`,
    `  total ${Math.round(elapsed)} ms (floor ${Math.round(floor)} ms: the slower of the ` +
      "FREE workspaces' one-by-one run and all places busy)",
    `  first start per workspace: earliest ${Math.round(firsts[0])} ms, median ` +
      `${Math.round(firsts[Math.floor(firsts.length / 2)])} ms, last ` +
      `${Math.round(firsts[firsts.length - 1])} ms (${firsts.length} of ${workspaces.length} started)`,
  ];
}
