import type { SubscriptionPlan } from "@contour/core";
import { vi } from "vitest";
import type { Db } from "../../db/connection.js";
import { buildOrganization, buildUser } from "../../test/factories.js";
import { createJobRunner, type JobRunner, type JobRunnerOptions } from "./job-runner.js";
import type { JobTransition } from "./job-transitions.js";

/** A workspace on the plan, with its owner. */
export async function buildWorkspace(db: Db, plan: SubscriptionPlan): Promise<string> {
  const { user } = await buildUser(db);
  return (await buildOrganization(db, user, { subscriptionPlan: plan })).id;
}

export function jobRow(db: Db, id: string) {
  return db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

/** Waits (up to 20 s, as a deadline, not a measure) until the job is in the state. */
export async function untilState(db: Db, id: string, state: string) {
  await vi.waitFor(
    async () => {
      const row = await jobRow(db, id);
      if (row.state !== state) throw new Error(`job ${id} is ${row.state}, not ${state}`);
    },
    { timeout: 20_000, interval: 10 },
  );
  return jobRow(db, id);
}

export function until(condition: () => boolean, what: string): Promise<void> {
  return vi.waitFor(
    () => {
      if (!condition()) throw new Error(`still waiting for ${what}`);
    },
    { timeout: 20_000, interval: 5 },
  );
}

/** A promise a handler waits on until the test lets it go. */
export function gate(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Resolves when the signal is aborted: a handler that works until it is told to stop. */
export function abortedSignal(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
}

/**
 * Runners with quick polls and retries, each started and recorded so that stopAll ends them,
 * and every transition they tell kept in order.
 */
export function runnerPool(db: Db) {
  const runners: JobRunner[] = [];
  const transitions: JobTransition[] = [];
  return {
    transitions,
    start(options: Pick<JobRunnerOptions, "handlers"> & Partial<JobRunnerOptions>): JobRunner {
      const runner = createJobRunner({
        db,
        concurrency: 4,
        pollIntervalMs: 20,
        leaseMs: 3000,
        retryBaseMs: 5,
        onStateChange: (transition) => transitions.push(transition),
        ...options,
      });
      runner.start();
      runners.push(runner);
      return runner;
    },
    async stopAll() {
      await Promise.all(runners.splice(0).map((runner) => runner.stop()));
      transitions.length = 0;
    },
  };
}
