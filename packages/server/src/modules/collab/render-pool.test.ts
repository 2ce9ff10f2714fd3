import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import type { RenderLimits } from "../../config.js";
import { createRenderPool, type RenderPool } from "./render-pool.js";

// A real worker thread that answers as worker-calls.ts expects: with its thread id, or never
// ("hang", a render that does not end).
const WORKER_SOURCE = `
const { parentPort, threadId } = require("node:worker_threads");
parentPort.on("message", ({ id, request }) => {
  if (request !== "hang") parentPort.postMessage({ id, result: threadId });
});
`;

let pool: RenderPool<string, number> | undefined;

afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

function startPool(limits: Partial<RenderLimits>) {
  pool = createRenderPool<string, number>({
    limits: { maxPixels: 1, concurrency: 1, queueLimit: 1, timeoutMs: 60_000, ...limits },
    startWorker: () => new Worker(WORKER_SOURCE, { eval: true }),
    name: "the test worker",
  });
  return pool;
}

/** A promise and its resolve, to hold a job until the test lets it go. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

async function refusal(promise: Promise<unknown>) {
  const error = (await promise.then(
    () => null,
    (reason: unknown) => reason,
  )) as { extensions?: Record<string, unknown>; message?: string } | null;
  return { code: error?.extensions?.code, http: error?.extensions?.http, message: error?.message };
}

describe("the render pool", () => {
  it("runs one render at a time, queues requests up to the limit, refuses more as busy", async () => {
    const renders = startPool({ concurrency: 1, queueLimit: 1 });
    const held = gate();
    const order: string[] = [];
    const first = renders.run(async (worker) => {
      await worker.call("id");
      await held.opened;
      order.push("first");
    }, "request");
    const second = renders.run(async () => {
      order.push("second");
    }, "request");
    const background = renders.run(async () => {
      order.push("background");
    }, "background");

    expect(await refusal(renders.run(async () => {}, "request"))).toEqual({
      code: "SERVER_BUSY",
      http: { status: 503, headers: { "retry-after": "10" } },
      message: "The server is busy with other renders. Try again in a moment.",
    });
    held.open();
    await Promise.all([first, second, background]);
    // Thumbnails wait behind requests, and are never refused for the queue.
    expect(order).toEqual(["first", "second", "background"]);
  });

  it("stops a render past its timeout by ending its worker; the next one gets a fresh worker", async () => {
    // Long enough for a worker thread to start on a loaded machine, short enough to wait for.
    const renders = startPool({ timeoutMs: 3000 });
    let stoppedThread = 0;
    const stopped = renders.run(async (worker) => {
      stoppedThread = await worker.call("id");
      return worker.call("hang");
    }, "request");
    expect(await refusal(stopped)).toMatchObject({
      code: "SERVER_BUSY",
      message:
        "The render took longer than 3 s and was stopped. Try again later, or at a smaller scale.",
    });
    const nextThread = await renders.run((worker) => worker.call("id"), "request");
    expect(stoppedThread).toBeGreaterThan(0);
    expect(nextThread).not.toBe(stoppedThread);
  });

  it("re-uses a worker that finished its render, unless the render retired it", async () => {
    const renders = startPool({});
    const first = await renders.run((worker) => worker.call("id"), "request");
    expect(await renders.run((worker) => worker.call("id"), "background")).toBe(first);
    const retired = await renders.run((worker, retire) => {
      retire();
      return worker.call("id");
    }, "request");
    expect(retired).toBe(first);
    expect(await renders.run((worker) => worker.call("id"), "request")).not.toBe(first);
  });
});
