// Starts bench/collab-support/stock-hocuspocus.mjs in a process of its own.
import { fork } from "node:child_process";
import path from "node:path";
import { forwardErrors } from "./contour-server.mjs";

const script = path.join(import.meta.dirname, "stock-hocuspocus.mjs");

/**
 * A stock Hocuspocus on a free port of 127.0.0.1, seeded from `seedDir` (see the script);
 * `nodeArgs` are Node flags (e.g. the inspector). `stop()` ends it.
 */
export async function startStockHocuspocus({ seedDir, nodeArgs = [] } = {}) {
  const child = fork(script, seedDir ? ["--seed-dir", seedDir] : [], {
    execArgv: nodeArgs,
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "inherit", "pipe", "ipc"],
  });
  forwardErrors(child);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const port = await new Promise((resolve, reject) => {
    child.once("message", (message) => resolve(message.port));
    child.once("exit", (code) => reject(new Error(`stock Hocuspocus exited (${code})`)));
  });
  const base = `http://127.0.0.1:${port}`;
  return {
    name: "stock",
    base,
    origin: base,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      await exited;
    },
  };
}
