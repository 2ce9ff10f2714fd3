import type { GenerationKind } from "@contour/core";

/** The queue's name for an AI request's job (modules/jobs). */
export const GENERATION_JOB = "generation";

/**
 * How long a request may run before it is stopped: a backend render of four images on a busy
 * GPU takes minutes; a local 4x upscale of a large image on a CPU longer still.
 */
export function generationTimeoutMs(kind: GenerationKind): number {
  return kind === "UPSCALE" ? 20 * 60_000 : 10 * 60_000;
}
