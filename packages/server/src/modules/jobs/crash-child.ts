// A server process for crash-recovery.test.ts: it opens the test's database, claims the one job
// queued there with a job runner, says so on stdout and keeps it running, beating its lease,
// until the test kills it with SIGKILL. Not a test itself: spawned under tsx's loader.
import { openDatabase } from "../../db/connection.js";
import { createJobRunner } from "./job-runner.js";

const url = process.env.JOBS_DATABASE_URL;
const dataDir = process.env.JOBS_PGLITE_DIR;
if (!url && !dataDir) throw new Error("JOBS_DATABASE_URL or JOBS_PGLITE_DIR is needed");
const db = await openDatabase(
  url ? { kind: "postgres", url } : { kind: "pglite", dataDir: dataDir ?? "" },
);
const runner = createJobRunner({
  db,
  concurrency: 1,
  pollIntervalMs: 20,
  leaseMs: Number(process.env.JOBS_LEASE_MS),
  handlers: {
    render: (job) => {
      process.stdout.write(`claimed ${job.id} ${runner.id}\n`);
      return new Promise(() => {});
    },
  },
});
runner.start();
