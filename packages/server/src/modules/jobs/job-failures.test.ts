import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { enqueueJob, type NewJob } from "./enqueue-job.js";
import { GENERIC_JOB_FAILURE, JobError, TransientJobError } from "./job-errors.js";
import { abortedSignal, buildWorkspace, runnerPool, untilState } from "./job-test-support.js";
import { retryDelay } from "./run-claimed-job.js";

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

const enqueue = (fields: Partial<NewJob> = {}) =>
  enqueueJob(database.db, { kind: "render", organizationId, payload: {}, ...fields });

test("a job past its timeout is aborted and fails with its kind's message", async () => {
  const id = await enqueue({ timeoutMs: 50 });
  let signal: AbortSignal | undefined;
  pool.start({
    timeoutMessages: { render: "The render took too long and was stopped." },
    handlers: {
      render: (job) => {
        signal = job.signal;
        return abortedSignal(job.signal);
      },
    },
  });
  const row = await untilState(database.db, id, "failed");
  expect(row.error).toBe("The render took too long and was stopped.");
  expect(signal?.aborted).toBe(true);
});

test("a transient failure is tried again until the job succeeds", async () => {
  const id = await enqueue({ maxAttempts: 3 });
  const attempts: number[] = [];
  pool.start({
    handlers: {
      render: async ({ attempt }) => {
        attempts.push(attempt);
        if (attempt < 3) throw new TransientJobError("The backend is restarting.");
        return { image: "blob-7" };
      },
    },
  });
  const row = await untilState(database.db, id, "succeeded");
  expect(row).toMatchObject({ attempts: 3, result: { image: "blob-7" }, error: null });
  expect(attempts).toEqual([1, 2, 3]);
  expect(pool.transitions.map((transition) => transition.state)).toEqual([
    "running",
    "queued",
    "running",
    "queued",
    "running",
    "succeeded",
  ]);
});

test("a transient failure on the last attempt fails the job with its public message", async () => {
  const id = await enqueue({ maxAttempts: 2 });
  pool.start({
    handlers: {
      render: async () => {
        throw new TransientJobError("No render backend answers.", { public: true });
      },
    },
  });
  const row = await untilState(database.db, id, "failed");
  expect(row).toMatchObject({ attempts: 2, error: "No render backend answers." });
});

test("only a public error's message reaches the job; others fail it with a generic one", async () => {
  const hidden = await enqueue({ payload: { which: "hidden" } });
  const shown = await enqueue({ payload: { which: "shown" } });
  const transientHidden = await enqueue({ payload: { which: "transient" }, maxAttempts: 1 });
  pool.start({
    handlers: {
      render: async ({ payload }) => {
        const { which } = payload as { which: string };
        if (which === "shown") throw new JobError("The prompt is empty.", { public: true });
        if (which === "transient") throw new TransientJobError("socket hang up at 10.0.0.3");
        throw new Error("connect ECONNREFUSED 10.0.0.3:8188");
      },
    },
  });
  expect((await untilState(database.db, hidden, "failed")).error).toBe(GENERIC_JOB_FAILURE);
  expect((await untilState(database.db, shown, "failed")).error).toBe("The prompt is empty.");
  expect((await untilState(database.db, transientHidden, "failed")).error).toBe(
    GENERIC_JOB_FAILURE,
  );
});

test("the retry delay doubles from its base up to its cap", () => {
  expect([1, 2, 3, 4, 5, 6].map((attempt) => retryDelay(attempt, 2000, 30_000))).toEqual([
    2000, 4000, 8000, 16_000, 30_000, 30_000,
  ]);
});
