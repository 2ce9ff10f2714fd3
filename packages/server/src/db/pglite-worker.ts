import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_OPTIONS } from "./pglite-options.js";
import { runInThisThread } from "./pglite-pool.js";
import type { ThreadReply, ThreadRequest, ThreadStartup } from "./pglite-thread.js";

const port = parentPort;
if (!port) throw new Error("pglite-worker runs as a worker thread (pglite-thread.ts)");

/** A database error's own text fields (code, detail, constraint, …), which a clone would drop. */
function describe(error: unknown): { message: string } & Record<string, string> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = Object.entries(error).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  return { ...Object.fromEntries(fields), message: error.message };
}

/**
 * Below the thread that relays live updates when both want a core: a store may wait a moment,
 * a stroke on its way to the others should not (P2). Only on Linux does a priority apply to the
 * calling thread alone; elsewhere it would lower the whole server.
 */
const DATABASE_THREAD_NICENESS = 10;

try {
  if (process.platform === "linux") setPriority(DATABASE_THREAD_NICENESS);
  const { dataDir } = workerData as { dataDir: string };
  const runner = runInThisThread(await PGlite.create({ ...PGLITE_OPTIONS, dataDir }));
  port.on("message", async (request: ThreadRequest) => {
    let reply: ThreadReply;
    try {
      if ("close" in request) {
        await runner.close();
        reply = { id: request.id, result: { rows: [] } };
      } else {
        reply = { id: request.id, result: await runner.run(request.sql, request.parameters) };
      }
    } catch (error) {
      reply = { id: request.id, error: describe(error) };
    }
    port.postMessage(reply);
  });
  port.postMessage({ ready: true } satisfies ThreadStartup);
} catch (error) {
  port.postMessage({ failed: describe(error).message } satisfies ThreadStartup);
}
