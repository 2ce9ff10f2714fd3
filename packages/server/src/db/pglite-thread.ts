import { once } from "node:events";
import { startModuleWorker } from "../start-worker.js";
import type { StatementResult, StatementRunner } from "./pglite-pool.js";

export type ThreadRequest =
  | { id: number; sql: string; parameters: readonly unknown[] }
  | { id: number; close: true };

export type ThreadReply =
  | { id: number; result: StatementResult }
  | { id: number; error: { message: string } & Record<string, string> };

export type ThreadStartup = { ready: true } | { failed: string };

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
  const [startup] = (await once(worker, "message")) as [ThreadStartup];
  if ("failed" in startup) {
    await worker.terminate();
    throw new Error(`the database could not be opened: ${startup.failed}`);
  }

  let nextId = 0;
  let stopped: Error | null = null;
  const pending = new Map<number, (reply: ThreadReply) => void>();

  // An idle database thread keeps no process alive, as an idle pg pool would not stop one ending.
  worker.unref();
  worker.on("message", (reply: ThreadReply) => {
    const settle = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    settle?.(reply);
  });
  const stop = (error: Error) => {
    stopped ??= error;
    for (const settle of pending.values()) settle({ id: -1, error: { message: stopped.message } });
    pending.clear();
  };
  worker.on("error", stop);
  worker.on("exit", (code) => stop(new Error(`the database thread stopped (exit code ${code})`)));

  function ask(request: ThreadRequest): Promise<ThreadReply> {
    if (stopped) return Promise.reject(stopped);
    worker.ref();
    return new Promise((resolve) => {
      pending.set(request.id, resolve);
      worker.postMessage(request);
    });
  }

  return {
    async run(sql, parameters) {
      const reply = await ask({ id: nextId++, sql, parameters });
      if ("error" in reply) throw Object.assign(new Error(reply.error.message), reply.error);
      return reply.result;
    },
    async close() {
      if (stopped) return;
      const reply = await ask({ id: nextId++, close: true });
      await worker.terminate();
      if ("error" in reply) throw new Error(reply.error.message);
    },
  };
}
