import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { claimJob } from "./claim-job.js";
import { enqueueJob } from "./enqueue-job.js";
import {
  abortedSignal,
  buildWorkspace,
  jobRow,
  runnerPool,
  until,
  untilState,
} from "./job-test-support.js";
import { REAPED_TOO_OFTEN, reapExpiredJobs, settleJob } from "./job-transitions.js";

let database: TestDatabase;
let pool: ReturnType<typeof runnerPool>;
let organizationId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = runnerPool(database.db);
  organizationId = await buildWorkspace(database.db, "PRO");
});
afterEach(async () => {
  await pool.stopAll();
  await database.db.deleteFrom("jobs").execute();
});
afterAll(() => database.close());

const enqueue = (maxAttempts = 3) =>
  enqueueJob(database.db, { kind: "render", organizationId, payload: { n: 1 }, maxAttempts });

/** Claims as a runner whose process then dies: nobody renews the lease. */
const claimAndDie = (runnerId: string) =>
  claimJob(database.db, { runnerId, kinds: ["render"], leaseMs: 1 });

test("stop() puts a running job back in the queue without spending its attempt", async () => {
  const id = await enqueue();
  const signals: AbortSignal[] = [];
  const runner = pool.start({
    handlers: {
      render: ({ signal }) => {
        signals.push(signal);
        return abortedSignal(signal);
      },
    },
  });
  await until(() => signals.length === 1, "the job to start");
  await runner.stop();
  expect(signals[0]?.aborted).toBe(true);
  expect(await jobRow(database.db, id)).toMatchObject({
    state: "queued",
    attempts: 0,
    lease_expires_at: null,
  });
  expect(pool.transitions.map((transition) => transition.state)).toEqual(["running", "queued"]);

  const attempts: number[] = [];
  pool.start({
    handlers: {
      render: async ({ attempt }) => {
        attempts.push(attempt);
        return "done";
      },
    },
  });
  expect(await untilState(database.db, id, "succeeded")).toMatchObject({ result: "done" });
  expect(attempts).toEqual([1]);
});

test("a job whose runner stopped beating is taken back and run again elsewhere", async () => {
  const id = await enqueue();
  const dead = await claimAndDie("dead-runner");
  expect(dead?.id).toBe(id);
  const runner = pool.start({ handlers: { render: async ({ attempt }) => ({ attempt }) } });
  const row = await untilState(database.db, id, "succeeded");
  expect(row).toMatchObject({ attempts: 2, result: { attempt: 2 }, runner_id: runner.id });
  expect(pool.transitions.map((transition) => transition.state)).toEqual([
    "queued",
    "running",
    "succeeded",
  ]);
});

test("a job taken back after its last attempt fails, never stays running", async () => {
  const id = await enqueue(1);
  await claimAndDie("dead-runner");
  await sleep(5);
  const reaped = await reapExpiredJobs(database.db);
  expect(reaped).toEqual([
    { id, kind: "render", organizationId, state: "failed", payload: { n: 1 } },
  ]);
  expect(await jobRow(database.db, id)).toMatchObject({ state: "failed", error: REAPED_TOO_OFTEN });
});

test("a stale runner cannot end a job that was taken back and claimed again", async () => {
  const id = await enqueue();
  const stale = await claimAndDie("slow-runner");
  await sleep(5);
  await reapExpiredJobs(database.db);
  const fresh = await claimJob(database.db, {
    runnerId: "slow-runner",
    kinds: ["render"],
    leaseMs: 60_000,
  });
  expect(fresh?.attempt).toBe(2);
  const staleClaim = { id, runnerId: "slow-runner", attempt: stale?.attempt ?? 0 };
  expect(await settleJob(database.db, staleClaim, { state: "succeeded", result: "old" })).toBe(
    null,
  );
  expect(await jobRow(database.db, id)).toMatchObject({ state: "running", attempts: 2 });
});

test("a job queued while a runner waits starts at wake(), without waiting for the poll", async () => {
  const runner = pool.start({
    pollIntervalMs: 600_000,
    handlers: { render: async () => "woken" },
  });
  // The first poll ran at start(); only wake() can start this job before the next, in 10 minutes.
  await sleep(50);
  const id = await enqueue();
  runner.wake();
  expect(await untilState(database.db, id, "succeeded")).toMatchObject({ result: "woken" });
});
