// The production build as a child process on a database of its own: what the end-to-end server
// (start-server.mjs) and the tests that start more servers (several processes) share.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "../..");

async function onServer(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new database on the Postgres server of `serverUrl`; `drop()` removes it. */
export async function createDatabase(serverUrl) {
  const name = `contour_e2e_${randomBytes(4).toString("hex")}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A temporary data folder (blobs, and PGlite without a database URL); `remove()` deletes it. */
export async function createDataDir() {
  const dir = await mkdtemp(path.join(tmpdir(), "contour-e2e-"));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A port nobody listens on right now. */
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
 * Starts packages/server/dist/main.js with the end-to-end settings and `env` on top. Staff
 * accounts are those at the staff domain, for tests of staff-only calls. `nodeArgs` go before
 * the script (the benchmarks' `--inspect`).
 */
export function spawnContour(env, stdio = "inherit", nodeArgs = []) {
  return spawn(process.execPath, [...nodeArgs, path.join(root, "packages/server/dist/main.js")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "true",
      ADMIN_EMAILS: "@staff.contour.test",
      // With REDIS_URL (CI), rate-limit counters of this server's own: no other run's count.
      RATE_LIMIT_PREFIX: `contour:rl:e2e-${randomBytes(4).toString("hex")}`,
      ...env,
    },
    stdio,
  });
}

/** Resolves once the server at `url` answers its health check; rejects after `timeoutMs`. */
export async function waitForHealth(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts the ComfyUI test backend (packages/server/src/test/comfyui-backend, from source) as a
 * process of its own on `port`; resolves with its URL and the process once it listens.
 */
export function spawnComfyUiTestBackend(port) {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      path.join(root, "packages/server/src/test/comfyui-backend/main.ts"),
      String(port),
    ],
    {
      cwd: root,
      env: { ...process.env, AI_TEST_BACKEND_STEP_DELAY_MS: "150" },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  return new Promise((resolve, reject) => {
    let output = "";
    child.once("exit", (code) => reject(new Error(`the ComfyUI test backend exited (${code})`)));
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const line = output.split("\n")[0];
      if (output.includes("\n") && line) resolve({ url: line.trim(), process: child });
    });
  });
}
