// The job queue (issue 18, The pipeline) on a real PostgreSQL server, with simulated work:
//   latency — from enqueueJob to the handler's start with a free slot, p50/p95: with
//             runner.wake() after the enqueue (as the product does when a request queues a
//             render in the process that runs it) and without (the job found by the poll, as
//             when another process queued it);
//   slots   — 20 workspaces x 10 jobs (FREE and ORGANIZATION alternately, each workspace's ten
//             queued one after the other) run by two runners on two connection pools, each job
//             taking ~200 ms: the most jobs of one workspace running at once against its plan's
//             limit, the total time, and how soon each workspace got its first job started;
//             once with fewer places than workspaces (8 a runner), once with more places than
//             all their slots together (32 a runner).
//
//   npx tsc -b packages/server   (or npm run build)
//   node bench/queue/queue.mjs [--woken 200] [--polled 60] [--poll-ms 1000] [--work-ms 200]
//                              [--concurrency 8,32] [--backend http://127.0.0.1:8188]
// With --backend, each slots job is a real render through the product's ComfyUI client against
// that server instead of a sleep: the ComfyUI test backend, started beside it with
//   AI_TEST_BACKEND_STEPS=4 AI_TEST_BACKEND_STEP_DELAY_MS=50 \
//     node --import tsx packages/server/src/test/comfyui-backend/main.ts 8188
// Needs a PostgreSQL server (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres)
// where it creates a database for the run and drops it afterwards.
import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../../packages/server/dist/db/connection.js";
import { migrate } from "../../packages/server/dist/db/migrate.js";
import { buildOrganization, buildUser } from "../../packages/server/dist/test/factories.js";
import { renderThrough } from "./backend-work.mjs";
import { measureLatency } from "./latency.mjs";
import { measureSlots } from "./slots.mjs";

const { values } = parseArgs({
  options: {
    woken: { type: "string", default: "200" },
    polled: { type: "string", default: "60" },
    "poll-ms": { type: "string", default: "1000" },
    "work-ms": { type: "string", default: "200" },
    concurrency: { type: "string", default: "8,32" },
    backend: { type: "string" },
  },
});
const root = path.resolve(import.meta.dirname, "../..");
const pg = createRequire(path.join(root, "packages/server/package.json"))("pg");
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const databaseName = `contour_bench_queue_${randomBytes(4).toString("hex")}`;
const databaseUrl = Object.assign(new URL(postgresUrl), { pathname: `/${databaseName}` }).href;
const pollIntervalMs = Number(values["poll-ms"]);

async function onServer(statement) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function latency(db, organizationId) {
  for (const [mode, count] of [
    ["woken", Number(values.woken)],
    ["polled", Number(values.polled)],
  ]) {
    const wake = mode === "woken";
    const figures = await measureLatency({ db, organizationId, count, wake, pollIntervalMs });
    const how = wake ? "wake() after enqueue" : `poll every ${pollIntervalMs} ms`;
    console.log(
      `latency, ${how} (${count} jobs): p50 ${figures.p50.toFixed(1)} ms, ` +
        `p95 ${figures.p95.toFixed(1)} ms, max ${figures.max.toFixed(1)} ms`,
    );
  }
}

await onServer(`CREATE DATABASE ${databaseName}`);
const pools = [];
try {
  for (let index = 0; index < 2; index += 1) {
    pools.push(await openDatabase({ kind: "postgres", url: databaseUrl }));
  }
  const [db] = pools;
  await migrate(db);
  const { user } = await buildUser(db, { name: "Queue Bench" });
  const workspace = (plan, name) =>
    buildOrganization(db, user, { name, subscriptionPlan: plan }).then((org) => org.id);

  const load = loadavg().map((value) => value.toFixed(2));
  console.log(`${cpus().length} cores, load ${load.join(" ")}; Node ${process.version}`);
  await latency(db, await workspace("ORGANIZATION", "Latency"));

  const plans = Array.from({ length: 20 }, (_, index) => (index % 2 ? "ORGANIZATION" : "FREE"));
  for (const concurrency of values.concurrency.split(",").map(Number)) {
    const workspaces = [];
    for (const [index, plan] of plans.entries()) {
      workspaces.push({ id: await workspace(plan, `Slots ${concurrency} ${index}`), plan });
    }
    const report = await measureSlots({
      dbs: pools,
      workspaces,
      jobsPerWorkspace: 10,
      workMs: Number(values["work-ms"]),
      concurrency,
      pollIntervalMs,
      ...(values.backend ? { work: await renderThrough(values.backend) } : {}),
    });
    for (const line of report) console.log(line);
  }
} finally {
  await Promise.all(pools.map((db) => db.destroy()));
  await onServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
}
