import { type ChildProcess, spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, expect, inject, test } from "vitest";
import { type Db, openDatabase } from "../../db/connection.js";
import { createScratchDatabase, type ScratchDatabase } from "../../test/scratch-database.js";
import { enqueueJob } from "./enqueue-job.js";
import { buildWorkspace, jobRow, runnerPool, untilState } from "./job-test-support.js";

const repoRoot = path.resolve(import.meta.dirname, "../../../../..");
const CHILD_LEASE_MS = 1000;

let scratch: ScratchDatabase | null = null;
let child: ChildProcess | null = null;
let db: Db | null = null;

afterAll(async () => {
  child?.kill("SIGKILL");
  await db?.destroy();
  await scratch?.drop();
});

/**
 * The database a second process can open: a database of its own on the Postgres server, or a
 * PGlite folder (an in-memory PGlite lives only in this process). A PGlite folder takes one
 * process at a time, so each side opens it only while the other has it closed.
 */
async function scratchDatabase(): Promise<ScratchDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) return createScratchDatabase("postgres", { serverUrl });
  const template = inject("pgliteTemplate");
  if (!template) throw new Error("global-setup did not write the PGlite template");
  return createScratchDatabase("pglite", {
    pgliteTemplate: new Blob([await readFile(template)]),
  });
}

function reopen(database: ScratchDatabase): Promise<Db> {
  return database.databaseUrl
    ? openDatabase({ kind: "postgres", url: database.databaseUrl })
    : openDatabase({ kind: "pglite", dataDir: path.join(database.dataDir, "pglite") });
}

/** Starts crash-child.ts and resolves with the job and runner ids it says it claimed. */
function startChild(database: ScratchDatabase): Promise<{ jobId: string; runnerId: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, JOBS_LEASE_MS: String(CHILD_LEASE_MS) };
  if (database.databaseUrl) env.JOBS_DATABASE_URL = database.databaseUrl;
  else env.JOBS_PGLITE_DIR = path.join(database.dataDir, "pglite");
  const script = path.join(import.meta.dirname, "crash-child.ts");
  const started = spawn(
    process.execPath,
    ["--import", "tsx", "--conditions=@contour/source", script],
    { cwd: repoRoot, env, stdio: ["ignore", "pipe", "pipe"] },
  );
  child = started;
  let output = "";
  return new Promise((resolve, reject) => {
    started.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const claimed = /claimed (\S+) (\S+)\n/.exec(output);
      if (claimed?.[1] && claimed[2]) resolve({ jobId: claimed[1], runnerId: claimed[2] });
    });
    started.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    started.once("exit", (code, signal) =>
      reject(new Error(`the child exited (${code ?? signal}) before claiming:\n${output}`)),
    );
  });
}

function killChild(): Promise<void> {
  const running = child;
  if (!running || running.exitCode !== null || running.signalCode !== null)
    return Promise.resolve();
  return new Promise((resolve) => {
    running.once("exit", () => resolve());
    running.kill("SIGKILL");
  });
}

test("a job whose server is killed mid-run is taken back and run to success", async () => {
  scratch = await scratchDatabase();
  const seeding = await scratch.open();
  let jobId: string;
  try {
    const organizationId = await buildWorkspace(seeding, "FREE");
    jobId = await enqueueJob(seeding, { kind: "render", organizationId, payload: { n: 7 } });
  } finally {
    await seeding.destroy();
  }

  const claimed = await startChild(scratch);
  expect(claimed.jobId).toBe(jobId);
  await killChild();

  db = await reopen(scratch);
  expect(await jobRow(db, jobId)).toMatchObject({
    state: "running",
    attempts: 1,
    runner_id: claimed.runnerId,
  });
  const pool = runnerPool(db);
  const runner = pool.start({ handlers: { render: async ({ attempt }) => ({ attempt }) } });
  try {
    const row = await untilState(db, jobId, "succeeded");
    expect(row).toMatchObject({ attempts: 2, result: { attempt: 2 }, runner_id: runner.id });
  } finally {
    await pool.stopAll();
  }
}, 180_000);
