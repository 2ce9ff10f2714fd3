import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const repoRoot = path.resolve(import.meta.dirname, "../../../..");

/**
 * What the child runs: the TypeScript sources through tsx's loader (a fresh clone runs the tests
 * before any build), or the build in packages/server/dist (benchmarks, as in production).
 */
export type ServerEntry = "source" | "build";

export interface ServerProcessOptions {
  entry: ServerEntry;
  /** Every start listens here, so clients reconnect to the same address after a kill. */
  port: number;
  /** DATA_DIR: the blob store, and PGlite's files (`pglite/`) when there is no databaseUrl. */
  dataDir: string;
  /** A Postgres database; null for the embedded PGlite under dataDir. */
  databaseUrl: string | null;
  /** Where the child's output goes; by default it is kept only to explain a failed start. */
  onOutput?: (text: string) => void;
  /** More of the child's environment (REDIS_URL for several processes). */
  env?: Record<string, string>;
}

type ProcessState =
  | { kind: "stopped" }
  | { kind: "running"; child: ChildProcess; exited: Promise<void> }
  /** Torn down: a run still going after its test timed out must not start a server again. */
  | { kind: "closed" };

export interface ServerProcess {
  readonly url: string;
  /** The Origin a page of this server sends, which /collab requires of browsers. */
  readonly origin: string;
  /** How many times the server has been started (the first start makes 1). */
  readonly starts: number;
  /** The running server's process id; null when it is not running. */
  readonly pid: number | null;
  /** Starts the server and resolves, with the milliseconds it took, once /api/v1/health is 200. */
  start(): Promise<number>;
  /** SIGKILL: no shutdown hook runs, nothing is flushed. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, the orderly shutdown (SIGKILL after 10 s); a no-op when not running. */
  stop(): Promise<void>;
  /** SIGKILL if running, and no start from now on. */
  close(): Promise<void>;
}

// From source on a loaded 2-core machine, a start (tsx compiling the server) has taken 90 s.
const START_TIMEOUT_MS = 180_000;
const OUTPUT_TAIL_CHARS = 4000;

/** A port nobody listens on right now: the kernel picks one, we let it go and hand it over. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function entryArguments(entry: ServerEntry): string[] {
  // node itself runs main.ts (not the tsx CLI, which would put a process of its own in between
  // and leave the server running when only that one is killed).
  return entry === "source"
    ? ["--import", "tsx", "--conditions=@contour/source", "packages/server/src/main.ts"]
    : ["packages/server/dist/main.js"];
}

/**
 * The Contour server as a child process on a fixed port and a database that outlives it, to be
 * killed and started again as an operator's supervisor would.
 */
export function createServerProcess(options: ServerProcessOptions): ServerProcess {
  const url = `http://127.0.0.1:${options.port}`;
  let state: ProcessState = { kind: "stopped" };
  let starts = 0;
  let outputTail = "";

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    PORT: String(options.port),
    HOST: "127.0.0.1",
    PUBLIC_URL: url,
    DATA_DIR: options.dataDir,
    TRUST_PROXY: "true",
    ...options.env,
  };
  if (options.databaseUrl === null) delete env.DATABASE_URL;
  else env.DATABASE_URL = options.databaseUrl;

  function record(chunk: Buffer) {
    const text = chunk.toString();
    options.onOutput?.(text);
    outputTail = (outputTail + text).slice(-OUTPUT_TAIL_CHARS);
  }

  async function waitForHealth(child: ChildProcess, startedAt: number): Promise<void> {
    while (performance.now() - startedAt < START_TIMEOUT_MS) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the server exited while starting:\n${outputTail}`);
      }
      try {
        if ((await fetch(`${url}/api/v1/health`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await sleep(25);
    }
    throw new Error(`the server did not answer within ${START_TIMEOUT_MS} ms:\n${outputTail}`);
  }

  async function kill(signal: "SIGKILL" | "SIGTERM"): Promise<void> {
    if (state.kind !== "running") return;
    const { child, exited } = state;
    state = { kind: "stopped" };
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      const killer = signal === "SIGTERM" ? setTimeout(() => child.kill("SIGKILL"), 10_000) : null;
      await exited;
      if (killer) clearTimeout(killer);
    }
  }

  return {
    url,
    origin: new URL(url).origin,
    get starts() {
      return starts;
    },
    get pid() {
      return state.kind === "running" ? (state.child.pid ?? null) : null;
    },
    async start() {
      if (state.kind !== "stopped") throw new Error(`the server is ${state.kind}`);
      const startedAt = performance.now();
      outputTail = "";
      const child = spawn(process.execPath, entryArguments(options.entry), {
        cwd: repoRoot,
        env,
        stdio: ["ignore", "pipe", "pipe"],
      });
      child.stdout?.on("data", record);
      child.stderr?.on("data", record);
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      state = { kind: "running", child, exited };
      starts += 1;
      try {
        await waitForHealth(child, startedAt);
      } catch (error) {
        await kill("SIGKILL");
        throw error;
      }
      return performance.now() - startedAt;
    },
    kill: () => kill("SIGKILL"),
    stop: () => kill("SIGTERM"),
    async close() {
      await kill("SIGKILL");
      state = { kind: "closed" };
    },
  };
}
