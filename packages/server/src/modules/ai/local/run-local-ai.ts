import { MessageChannel } from "node:worker_threads";
import PQueue from "p-queue";
import { startModuleWorker } from "../../../start-worker.js";
import { callWorker } from "../../../worker-calls.js";
import type { LocalAiJob, LocalAiRequest } from "./local-ai-worker.js";
import type { EncodedImage } from "./upscale-pixels.js";

/**
 * Local AI work runs one at a time in this process: an upscale holds a core for minutes at the
 * largest sizes and its result's pixels for as long, and renders need the other core.
 */
const queue = new PQueue({ concurrency: 1 });

const abortError = (signal: AbortSignal) =>
  signal.reason instanceof Error && signal.reason.name === "AbortError"
    ? signal.reason
    : new DOMException("The work was cancelled.", "AbortError");

/**
 * Runs one request in a worker thread of its own, ended when the request is done, so what it
 * allocated (tfjs's WebAssembly memory only grows) is freed then. Aborting `signal` ends the
 * worker at once and rejects with an AbortError; a request aborted while it waits never starts.
 */
export function runLocalAi(
  job: LocalAiJob,
  options: { signal: AbortSignal; onProgress?(fraction: number): void },
): Promise<EncodedImage> {
  const { signal, onProgress } = options;
  if (signal.aborted) return Promise.reject(abortError(signal));
  // p-queue rejects a waiting job with the signal's reason, which may be a timeout's.
  return queue
    .add(() => runInWorker(job, signal, onProgress), { signal })
    .catch((error) => {
      throw signal.aborted ? abortError(signal) : error;
    });
}

async function runInWorker(
  job: LocalAiJob,
  signal: AbortSignal,
  onProgress: ((fraction: number) => void) | undefined,
): Promise<EncodedImage> {
  signal.throwIfAborted();
  const worker = startModuleWorker(new URL("./local-ai-worker.js", import.meta.url));
  const calls = callWorker<LocalAiRequest, EncodedImage>(worker, "The local AI worker");
  const progress = new MessageChannel();
  progress.port1.on("message", (fraction: number) => onProgress?.(fraction));
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(abortError(signal));
    signal.addEventListener("abort", onAbort, { once: true });
  });
  try {
    // The image is copied, not transferred: a Buffer may share its memory with others.
    const call = calls.call({ ...job, progress: progress.port2 }, [progress.port2]);
    return await Promise.race([call, aborted]);
  } finally {
    signal.removeEventListener("abort", onAbort);
    progress.port1.close();
    await worker.terminate();
  }
}
