import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { cancelJob } from "./cancel-job.js";
import { claimJob } from "./claim-job.js";
import { enqueueJob } from "./enqueue-job.js";
import { buildWorkspace, gate, runnerPool, until, untilState } from "./job-test-support.js";
import { queuePosition } from "./queue-position.js";

let database: TestDatabase;
let pool: ReturnType<typeof runnerPool>;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = runnerPool(database.db);
});
afterEach(async () => {
  await pool.stopAll();
  await database.db.deleteFrom("jobs").execute();
});
afterAll(() => database.close());

const enqueue = (organizationId: string, payload: { name: string }) =>
  enqueueJob(database.db, { kind: "render", organizationId, payload });

test("a workspace's jobs run in the order they were queued", async () => {
  const organizationId = await buildWorkspace(database.db, "FREE");
  const names = ["a", "b", "c", "d", "e", "f"];
  const ids: string[] = [];
  for (const name of names) ids.push(await enqueue(organizationId, { name }));
  const ran: string[] = [];
  pool.start({
    handlers: {
      render: async ({ payload }) => {
        ran.push((payload as { name: string }).name);
        return null;
      },
    },
  });
  for (const id of ids) await untilState(database.db, id, "succeeded");
  expect(ran).toEqual(names);
});

test("a workspace with one job waiting goes before the tenth job of a busier one", async () => {
  const busy = await buildWorkspace(database.db, "ORGANIZATION");
  const quiet = await buildWorkspace(database.db, "ORGANIZATION");
  for (let index = 0; index < 10; index += 1) await enqueue(busy, { name: `busy ${index}` });
  const quietJob = await enqueue(quiet, { name: "quiet" });
  const started: string[] = [];
  const held = gate();
  pool.start({
    concurrency: 2,
    handlers: {
      render: async ({ payload }) => {
        started.push((payload as { name: string }).name);
        await held.promise;
        return null;
      },
    },
  });
  await until(() => started.length === 2, "two jobs to start");
  // The busy workspace's first job is the oldest; the next place goes to the workspace that runs
  // none, not to the busy one's second job, older though it is.
  expect(started).toEqual(["busy 0", "quiet"]);
  held.resolve();
  await untilState(database.db, quietJob, "succeeded");
});

test("as a job ends, the workspace served least recently goes next", async () => {
  const first = await buildWorkspace(database.db, "ORGANIZATION");
  const second = await buildWorkspace(database.db, "ORGANIZATION");
  const ids: string[] = [];
  for (const name of ["first 0", "first 1", "first 2"]) ids.push(await enqueue(first, { name }));
  ids.push(await enqueue(second, { name: "second 0" }));
  const started: string[] = [];
  pool.start({
    concurrency: 1,
    handlers: {
      render: async ({ payload }) => {
        started.push((payload as { name: string }).name);
        return null;
      },
    },
  });
  for (const id of ids) await untilState(database.db, id, "succeeded");
  // Both run nothing when "first 0" ends; the second workspace has waited, the first has not.
  expect(started).toEqual(["first 0", "second 0", "first 1", "first 2"]);
});

test("queuePosition counts the queued jobs of the same workspace ahead, itself included", async () => {
  const { db } = database;
  const studio = await buildWorkspace(db, "FREE");
  const other = await buildWorkspace(db, "FREE");
  const first = await enqueue(studio, { name: "first" });
  const elsewhere = await enqueue(other, { name: "elsewhere" });
  const second = await enqueue(studio, { name: "second" });
  const third = await enqueue(studio, { name: "third" });
  expect(
    await Promise.all([first, second, third, elsewhere].map((id) => queuePosition(db, id))),
  ).toEqual([1, 2, 3, 1]);

  const claimed = await claimJob(db, { runnerId: "probe", kinds: ["render"], leaseMs: 60_000 });
  expect(claimed?.id).toBe(first);
  expect(await cancelJob(db, second)).toBe("cancelled");
  expect(await Promise.all([first, second, third].map((id) => queuePosition(db, id)))).toEqual([
    null,
    null,
    1,
  ]);
  expect(await queuePosition(db, "00000000-0000-4000-8000-000000000000")).toBeNull();
});
