// Measures search (the `search` query: the header's search box and the command palette) on the
// 100,000-file workspace of bench/dashboard.mjs, on PGlite and on a PostgreSQL server: each
// search as one person typing sends it, one request at a time, and the latency percentiles of
// every request after a warm-up.
// Usage: npm run build && node bench/search.mjs [--database pglite|postgres|both] [--requests 200]
//          [--folders 10000] [--workbenches 100000] [--keep-database]
// --keep-database leaves the seeded Postgres database in place (its URL is printed) for EXPLAIN.
// Postgres: BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres), where it
// creates a database for the run and drops it afterwards. PGlite: a temporary data folder, seeded
// while the server is stopped (PGlite has one writer). Runs the production server on port 3202.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { benchApi } from "./bench-api.mjs";
import { seedDashboard } from "./seed-dashboard.mjs";

const { values } = parseArgs({
  options: {
    database: { type: "string", default: "both" },
    requests: { type: "string", default: "200" },
    folders: { type: "string", default: "10000" },
    workbenches: { type: "string", default: "100000" },
    "keep-database": { type: "boolean", default: false },
  },
});
const REQUESTS = Number(values.requests);
const WARM_UP = 20;
const PORT = 3202;
const BASE = `http://127.0.0.1:${PORT}`;
const root = path.resolve(import.meta.dirname, "..");
const serverRequire = createRequire(path.join(root, "packages/server/package.json"));
const pg = serverRequire("pg");
const { gql, signUp, createWorkspace, waitForHealth } = benchApi(BASE);

/** What people type, from a letter that matches every file to words that match nothing. */
const SEARCHES = [
  { text: "d", why: "one letter: 100,000 names start with it" },
  { text: "drawing 4242", why: "a name's start, a few files" },
  { text: "hot", why: "a folder and its 300 files by name" },
  { text: "4242", why: "a word inside names" },
  { text: "project 7", why: "folders, and the files in them by folder" },
  { text: "bench", why: "the creator of every file" },
  { text: "zebra crossing", why: "nothing: every tier runs" },
];

const SEARCH_QUERY = `query Search($o: ID!, $q: String!) {
  search(organizationId: $o, query: $q, first: 20) {
    nodes { __typename ... on Workbench { id name thumbnailUrl location updatedAt }
            ... on Folder { id name updatedAt } }
    pageInfo { endCursor hasNextPage }
  }
}`;

function startServer(env, dataDir) {
  return spawn(process.execPath, [path.join(root, "packages/server/dist/main.js")], {
    env: {
      ...process.env,
      ...env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      RATE_LIMIT_MULTIPLIER: "1000",
    },
    stdio: "inherit",
  });
}

async function stopServer(server) {
  if (server.exitCode !== null) return;
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
}

const percentile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

async function measure(token, organizationId) {
  const rows = [];
  for (const search of SEARCHES) {
    const variables = { o: organizationId, q: search.text };
    const first = await gql(SEARCH_QUERY, variables, token);
    const latencies = [];
    for (let index = 0; index < WARM_UP + REQUESTS; index++) {
      const started = performance.now();
      await gql(SEARCH_QUERY, variables, token);
      if (index >= WARM_UP) latencies.push(performance.now() - started);
    }
    latencies.sort((a, b) => a - b);
    const row = {
      ...search,
      found: `${first.search.nodes.length}${first.search.pageInfo.hasNextPage ? "+" : ""}`,
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p99: percentile(latencies, 0.99),
    };
    rows.push(row);
    console.log(
      `  ${JSON.stringify(row.text).padEnd(16)} ${row.found.padStart(3)} found  p50 ${row.p50.toFixed(1)} ms  p95 ${row.p95.toFixed(1)} ms  p99 ${row.p99.toFixed(1)} ms`,
    );
  }
  return rows;
}

/** The admin is named, so that a creator search matches every file. */
async function seed(client, account, workspace) {
  await client.query("UPDATE users SET name = 'Bench Admin' WHERE id = $1", [account.userId]);
  const seeded = await seedDashboard(
    client,
    { ...workspace, userId: account.userId },
    { folders: Number(values.folders), workbenches: Number(values.workbenches), moveSlots: 1 },
  );
  return seeded.counts;
}

async function onPostgres(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function runPostgres(dataDir) {
  const postgresUrl =
    process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `contour_bench_${randomBytes(4).toString("hex")}`;
  const url = Object.assign(new URL(postgresUrl), { pathname: `/${name}` }).href;
  await onPostgres(postgresUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const server = startServer({ DATABASE_URL: url }, dataDir);
  try {
    await waitForHealth(server);
    const account = await signUp("bench-admin@example.com", "Sketch1234");
    const workspace = await createWorkspace(account.token);
    const counts = await onPostgres(url, (client) => seed(client, account, workspace));
    console.log(`\nPostgreSQL: ${counts.folders} folders, ${counts.workbenches} files`);
    return await measure(account.token, workspace.organizationId);
  } finally {
    await stopServer(server);
    if (values["keep-database"]) console.log(`Kept the seeded database: ${url}`);
    else {
      await onPostgres(postgresUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    }
  }
}

async function runPGlite(dataDir) {
  const env = { DATABASE_URL: "" };
  let server = startServer(env, dataDir);
  let account;
  let workspace;
  try {
    await waitForHealth(server);
    account = await signUp("bench-admin@example.com", "Sketch1234");
    workspace = await createWorkspace(account.token);
  } finally {
    await stopServer(server);
  }
  const { PGlite } = serverRequire("@electric-sql/pglite");
  const pglite = await PGlite.create({ dataDir: path.join(dataDir, "pglite") });
  const counts = await seed(pglite, account, workspace);
  await pglite.close();
  console.log(`\nPGlite: ${counts.folders} folders, ${counts.workbenches} files`);
  server = startServer(env, dataDir);
  try {
    await waitForHealth(server);
    return await measure(account.token, workspace.organizationId);
  } finally {
    await stopServer(server);
  }
}

console.log(
  `Contour search benchmark · ${cpus().length} cores · ${cpus()[0].model} · Node ${process.version} · load average ${loadavg()[0].toFixed(2)} · ${REQUESTS} requests a search, one at a time`,
);
const results = {};
for (const database of ["pglite", "postgres"]) {
  if (values.database !== "both" && values.database !== database) continue;
  const dataDir = await mkdtemp(path.join(tmpdir(), "contour-search-bench-"));
  try {
    results[database] = await (database === "pglite" ? runPGlite(dataDir) : runPostgres(dataDir));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

console.log(
  "\n| search | what it matches | database | found | p50 | p95 | p99 |\n|---|---|---|---|---|---|---|",
);
for (const [database, rows] of Object.entries(results)) {
  for (const row of rows) {
    console.log(
      `| \`${row.text}\` | ${row.why} | ${database === "pglite" ? "PGlite" : "PostgreSQL"} | ${row.found} | ${row.p50.toFixed(1)} ms | ${row.p95.toFixed(1)} ms | ${row.p99.toFixed(1)} ms |`,
    );
  }
}
