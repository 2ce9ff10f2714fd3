import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { cancelJob } from "./cancel-job.js";
import { enqueueJob } from "./enqueue-job.js";
import {
  abortedSignal,
  buildWorkspace,
  jobRow,
  runnerPool,
  until,
  untilState,
} from "./job-test-support.js";
import { JobAbortedError } from "./run-claimed-job.js";

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

const enqueue = () =>
  enqueueJob(database.db, { kind: "render", organizationId, payload: { prompt: "a coupé" } });

/** A handler that works until its signal is aborted, keeping the signals it was given. */
function untilAborted() {
  const signals: AbortSignal[] = [];
  return {
    signals,
    handlers: {
      render: async ({ signal }: { signal: AbortSignal }) => {
        signals.push(signal);
        return abortedSignal(signal);
      },
    },
  };
}

test("a queued job is cancelled at once and never runs", async () => {
  const id = await enqueue();
  expect(await cancelJob(database.db, id)).toBe("cancelled");
  const row = await jobRow(database.db, id);
  expect(row).toMatchObject({ state: "cancelled", attempts: 0, error: null });
  expect(row.finished_at).not.toBeNull();

  const ran: string[] = [];
  const runner = pool.start({
    handlers: {
      render: async (job) => {
        ran.push(job.id);
        return null;
      },
    },
  });
  const later = await enqueue();
  runner.wake();
  await untilState(database.db, later, "succeeded");
  expect(ran).toEqual([later]);
});

test("a running job cancelled in this process has its signal aborted and ends cancelled", async () => {
  const id = await enqueue();
  const work = untilAborted();
  pool.start({ handlers: work.handlers, leaseMs: 600_000 });
  await until(() => work.signals.length === 1, "the job to start");
  expect(await cancelJob(database.db, id)).toBe("cancelling");
  const row = await untilState(database.db, id, "cancelled");
  expect(row).toMatchObject({ error: null, result: null, attempts: 1 });
  expect(work.signals[0]?.reason).toEqual(new JobAbortedError("cancelled"));
  expect(pool.transitions.map((transition) => transition.state)).toEqual(["running", "cancelled"]);
});

test("a running job cancelled from another process stops at its runner's next heartbeat", async () => {
  const id = await enqueue();
  const work = untilAborted();
  pool.start({ handlers: work.handlers, leaseMs: 150 });
  await until(() => work.signals.length === 1, "the job to start");
  // What cancelJob writes, without this process's fast path.
  await sql`UPDATE jobs SET cancel_requested = true WHERE id = ${id}`.execute(database.db);
  await untilState(database.db, id, "cancelled");
  expect(work.signals[0]?.aborted).toBe(true);
});

test("a cancel its runner had not yet seen is kept when the runner stops", async () => {
  const id = await enqueue();
  const work = untilAborted();
  const runner = pool.start({ handlers: work.handlers, leaseMs: 600_000 });
  await until(() => work.signals.length === 1, "the job to start");
  await sql`UPDATE jobs SET cancel_requested = true WHERE id = ${id}`.execute(database.db);
  await runner.stop();
  expect(await jobRow(database.db, id)).toMatchObject({ state: "cancelled", attempts: 0 });
  expect(pool.transitions.map((transition) => transition.state)).toEqual(["running", "cancelled"]);
});

test("a finished job stays as it ended", async () => {
  const id = await enqueue();
  pool.start({ handlers: { render: async () => ({ image: "blob-1" }) } });
  const finished = await untilState(database.db, id, "succeeded");
  expect(await cancelJob(database.db, id)).toBe("already-finished");
  expect(await jobRow(database.db, id)).toEqual(finished);
  expect(await cancelJob(database.db, "00000000-0000-4000-8000-000000000000")).toBe("not-found");
});
