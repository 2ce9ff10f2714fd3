import type { AppServices } from "../../services.js";
import { extractLineArt } from "../ai/local/line-art.js";
import { upscaleImage } from "../ai/local/upscale.js";
import type { JsonValue } from "../jobs/enqueue-job.js";
import { createJobRunner, type JobRunner } from "../jobs/job-runner.js";
import { GENERATION_JOB } from "./generation-job-kind.js";
import { createGenerationJobHandler } from "./run-generation.js";

function workbenchOf(payload: JsonValue): string | null {
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return null;
  return typeof payload.workbenchId === "string" ? payload.workbenchId : null;
}

/**
 * The process's runner of AI requests: claims them within their workspaces' slots, and tells
 * everyone on a workbench each time one of its requests changes state.
 */
export function createGenerationRunner(
  services: Pick<AppServices, "db" | "blobs" | "live" | "config" | "ai">,
  onError: (error: unknown) => void,
): JobRunner {
  const { db, blobs, live, config } = services;
  return createJobRunner({
    db,
    handlers: {
      [GENERATION_JOB]: createGenerationJobHandler({
        db,
        blobs,
        live,
        backendFor: services.ai.backendFor,
        local: { upscale: upscaleImage, lineArt: extractLineArt },
        maxPixels: config.render.maxPixels,
      }),
    },
    concurrency: config.ai.concurrency,
    pollIntervalMs: config.ai.pollIntervalMs,
    leaseMs: config.ai.leaseMs,
    timeoutMessages: { [GENERATION_JOB]: "The render took too long and was stopped." },
    onStateChange: (transition) => {
      const workbenchId = workbenchOf(transition.payload);
      if (workbenchId) live.publish({ kind: "generations-changed", workbenchId });
    },
    onError,
  });
}
