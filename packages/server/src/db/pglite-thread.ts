import { startModuleWorker } from "../start-worker.js";
import { callWorker } from "../worker-calls.js";
import type { StatementResult, StatementRunner } from "./pglite-pool.js";

export type ThreadRequest =
  | { kind: "open" }
  | { kind: "run"; sql: string; parameters: readonly unknown[] }
  | { kind: "close" };

/**
 * PGlite in a worker thread of its own. PGlite runs each statement synchronously in WebAssembly;
 * on the server's thread a store of a large document held every socket meanwhile, and a hundred
 * busy rooms' stores put P2's p99 at five times a stock server's (docs/benchmarks.md "P2").
 * Rows and parameters cross by structured clone; a database error keeps its fields (code,
 * detail, constraint) across.
 */
export async function openPGliteThread(dataDir: string): Promise<StatementRunner> {
  const worker = startModuleWorker(new URL("./pglite-worker.js", import.meta.url), {
    workerData: { dataDir },
  });
  const calls = callWorker<ThreadRequest, StatementResult>(worker, "the database thread");
  try {
    await calls.call({ kind: "open" });
  } catch (error) {
    await worker.terminate();
    throw new Error(`the database could not be opened: ${(error as Error).message}`);
  }
  return {
    run: (sql, parameters) => calls.call({ kind: "run", sql, parameters }),
    async close() {
      if (calls.stopped) return;
      await calls.call({ kind: "close" });
      await worker.terminate();
    },
  };
}
