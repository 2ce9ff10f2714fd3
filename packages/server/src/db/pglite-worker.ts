import { setPriority } from "node:os";
import { workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { answerCalls } from "../worker-calls.js";
import { PGLITE_OPTIONS } from "./pglite-options.js";
import { runInThisThread, type StatementResult } from "./pglite-pool.js";
import type { ThreadRequest } from "./pglite-thread.js";

/**
 * Below the thread that relays live updates when both want a core: a store may wait a moment,
 * a stroke on its way to the others should not (P2). Only on Linux does a priority apply to the
 * calling thread alone; elsewhere it would lower the whole server.
 */
const DATABASE_THREAD_NICENESS = 10;

if (process.platform === "linux") setPriority(DATABASE_THREAD_NICENESS);

const { dataDir } = workerData as { dataDir: string };
const opening = PGlite.create({ ...PGLITE_OPTIONS, dataDir }).then(runInThisThread);
// A failure to open is the answer to the first call ("open"), not an unhandled rejection.
opening.catch(() => {});

answerCalls<ThreadRequest, StatementResult>(async (request) => {
  const runner = await opening;
  switch (request.kind) {
    case "open":
      return { rows: [] };
    case "run":
      return runner.run(request.sql, request.parameters);
    case "close":
      await runner.close();
      return { rows: [] };
  }
});
