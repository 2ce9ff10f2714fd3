import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { claimJob } from "./claim-job.js";
import { enqueueJob } from "./enqueue-job.js";
import { buildWorkspace, gate, runnerPool, until, untilState } from "./job-test-support.js";

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

/** Handlers that hold each job until the test lets it go, counting those running at once. */
function heldJobs() {
  const gates: ReturnType<typeof gate>[] = [];
  const started: number[] = [];
  let running = 0;
  let peak = 0;
  return {
    gates,
    started,
    get peak() {
      return peak;
    },
    async handle({ payload }: { payload: unknown }) {
      running += 1;
      peak = Math.max(peak, running);
      const held = gate();
      gates.push(held);
      started.push((payload as { index: number }).index);
      await held.promise;
      running -= 1;
      return { done: true };
    },
  };
}

const probe = { runnerId: "probe", kinds: ["render"], leaseMs: 60_000 };

async function enqueueFive(organizationId: string) {
  const ids: string[] = [];
  for (let index = 0; index < 5; index += 1) {
    ids.push(await enqueueJob(database.db, { kind: "render", organizationId, payload: { index } }));
  }
  return ids;
}

test("a FREE workspace runs one job at a time, even with two runners of four free places each", async () => {
  const { db } = database;
  const organizationId = await buildWorkspace(db, "FREE");
  const ids = await enqueueFive(organizationId);
  const jobs = heldJobs();
  pool.start({ handlers: { render: (job) => jobs.handle(job) } });
  pool.start({ handlers: { render: (job) => jobs.handle(job) } });

  for (let index = 0; index < 5; index += 1) {
    await until(() => jobs.started.length === index + 1, `job ${index} to start`);
    // Both runners have free places and poll: only the slot keeps the next job waiting.
    expect(await claimJob(db, probe)).toBeNull();
    jobs.gates[index]?.resolve();
  }
  for (const id of ids) await untilState(db, id, "succeeded");
  expect(jobs.peak).toBe(1);
  expect(jobs.started).toEqual([0, 1, 2, 3, 4]);
});

test("an ORGANIZATION workspace runs four of its five jobs at once, the fifth when one ends", async () => {
  const { db } = database;
  const organizationId = await buildWorkspace(db, "ORGANIZATION");
  const ids = await enqueueFive(organizationId);
  const jobs = heldJobs();
  pool.start({ handlers: { render: (job) => jobs.handle(job) } });
  pool.start({ handlers: { render: (job) => jobs.handle(job) } });

  await until(() => jobs.started.length === 4, "four jobs to start");
  expect(await claimJob(db, probe)).toBeNull();
  const fifth = ids[4] ?? "";
  expect(
    (await db.selectFrom("jobs").select("state").where("id", "=", fifth).executeTakeFirst())?.state,
  ).toBe("queued");
  jobs.gates[0]?.resolve();
  await until(() => jobs.started.length === 5, "the fifth job to start");
  for (const held of jobs.gates) held.resolve();
  for (const id of ids) await untilState(db, id, "succeeded");
  expect(jobs.peak).toBe(4);
});

test("a plan changed applies at the next claim", async () => {
  const { db } = database;
  const organizationId = await buildWorkspace(db, "FREE");
  await enqueueFive(organizationId);
  expect(await claimJob(db, probe)).not.toBeNull();
  expect(await claimJob(db, probe)).toBeNull();
  await db
    .updateTable("organizations")
    .set({ subscription_plan: "PRO" })
    .where("id", "=", organizationId)
    .execute();
  const claimed = [await claimJob(db, probe), await claimJob(db, probe), await claimJob(db, probe)];
  expect(claimed.map((job) => job?.payload)).toEqual([{ index: 1 }, { index: 2 }, { index: 3 }]);
  expect(await claimJob(db, probe)).toBeNull();
});

test("deleting a workspace deletes its jobs", async () => {
  const { db } = database;
  const organizationId = await buildWorkspace(db, "FREE");
  await enqueueFive(organizationId);
  await db.deleteFrom("organizations").where("id", "=", organizationId).execute();
  const left = await db
    .selectFrom("jobs")
    .select("id")
    .where("organization_id", "=", organizationId)
    .execute();
  expect(left).toEqual([]);
});
