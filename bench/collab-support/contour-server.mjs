// Contour's production server for the collaboration benchmarks (P2, P7). bench/p4/server.mjs
// starts one on a fresh folder that it removes on stop; these benchmarks also need to restart the
// server on the same data (P7 seeds, then measures a fresh process), to pass Node flags (the
// inspector, for a forced GC), a staff domain (a plan with 30 editors) and, optionally, a
// Postgres server instead of PGlite.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "../..");

/** Accounts at this domain are Contour staff (ADMIN_EMAILS), who may set a workspace's plan. */
export const STAFF_DOMAIN = "staff.bench.test";

/** A port nobody listens on right now: the kernel picks one, we let it go and hand it over. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Where a Contour server keeps its data across restarts: a temporary folder (blobs, and PGlite
 * unless `postgresUrl` is given: then a new database on that server). `remove()` drops both.
 */
export async function createDataStore({ postgresUrl = null } = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "contour-collab-bench-"));
  const env = { DATA_DIR: dataDir };
  let dropDatabase = async () => {};
  if (postgresUrl) {
    const name = `contour_bench_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: postgresUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    };
  }
  return {
    dataDir,
    env,
    database: postgresUrl ? "Postgres" : "PGlite",
    async remove() {
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Node's own notices about the inspector, which are not the server's to print. */
const INSPECTOR_NOTICE =
  /^(Debugger listening on|Debugger ending on|Debugger attached|For help, see:)/;

/** Passes a server process's error output on, without the inspector's notices. */
export function forwardErrors(child) {
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (text) => {
    const lines = text.split("\n").filter((line) => line && !INSPECTOR_NOTICE.test(line));
    if (lines.length > 0) process.stderr.write(`${lines.join("\n")}\n`);
  });
}

/**
 * Starts `packages/server/dist/main.js` (production, warnings only) on a free port of 127.0.0.1
 * with the store's data. `nodeArgs` go before the script (e.g. `--inspect=127.0.0.1:9300`).
 * `stop()` ends the process and keeps the data, so another server may open it.
 */
export async function startContour(store, { nodeArgs = [] } = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(
    process.execPath,
    [...nodeArgs, path.join(root, "packages/server/dist/main.js")],
    {
      cwd: root,
      env: {
        ...process.env,
        ...store.env,
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: base,
        TRUST_PROXY: "true",
        ADMIN_EMAILS: `@${STAFF_DOMAIN}`,
      },
      stdio: ["ignore", "inherit", "pipe"],
    },
  );
  forwardErrors(server);
  const exited = new Promise((resolve) => server.once("exit", resolve));
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (server.exitCode === null && server.signalCode === null) {
      server.kill("SIGTERM");
      const killer = setTimeout(() => server.kill("SIGKILL"), 30_000);
      await exited;
      clearTimeout(killer);
    }
  };
  try {
    for (let attempt = 0; ; attempt++) {
      if (server.exitCode !== null) throw new Error("Contour exited while starting");
      try {
        if ((await fetch(`${base}/api/v1/health`)).ok) break;
      } catch {}
      if (attempt > 600) throw new Error("Contour did not start within 60 s");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { name: "contour", base, origin: new URL(base).origin, pid: server.pid, stop };
}
