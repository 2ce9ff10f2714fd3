// Starts the production build on a database of its own, and removes that database on exit:
// a new database on the Postgres server when DATABASE_URL is set, a temporary PGlite otherwise.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "../..");
const serverUrl = process.env.DATABASE_URL;
// Accounts at the staff domain are Contour staff (isAdmin), for tests of staff-only calls.
const env = {
  ...process.env,
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  TRUST_PROXY: "true",
  ADMIN_EMAILS: "@staff.contour.test",
};
// The data folder holds the blob store, and PGlite too when there is no DATABASE_URL.
const dataDir = await mkdtemp(path.join(tmpdir(), "contour-e2e-"));
env.DATA_DIR = dataDir;
const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
let cleanup = removeDataDir;

if (serverUrl) {
  const name = `contour_e2e_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  cleanup = async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
    await removeDataDir();
  };
}

const server = spawn(process.execPath, [path.join(root, "packages/server/dist/main.js")], {
  cwd: root,
  env,
  stdio: "inherit",
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.kill("SIGTERM");
  await new Promise((resolve) =>
    server.exitCode === null ? server.once("exit", resolve) : resolve(),
  );
  await cleanup();
  process.exit(0);
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => {
  if (!stopping) cleanup().finally(() => process.exit(code ?? 1));
});
