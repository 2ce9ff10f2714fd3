import { parentPort } from "node:worker_threads";
import { type RenderJob, renderDocument } from "./render-document.js";

/**
 * The worker thread that draws thumbnails and exports (document-renderer.ts): rendering a large
 * drawing takes a core for a fraction of a second, which on the main thread would hold back every
 * live document's updates meanwhile.
 */
parentPort?.on("message", async ({ id, job }: { id: number; job: RenderJob }) => {
  try {
    const png = await renderDocument(job);
    // Copied, not transferred: @napi-rs/canvas's buffers are not ours to detach.
    parentPort?.postMessage({ id, png });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
