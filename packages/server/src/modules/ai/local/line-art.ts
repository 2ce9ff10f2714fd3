import { assertWithinLimits, type LocalLimits } from "./local-ai-error.js";
import { runLocalAi } from "./run-local-ai.js";
import { readSourceSize } from "./source-size.js";
import type { EncodedImage } from "./upscale-pixels.js";

/**
 * Bytes a pixel of line art holds at once, in 4-byte pixels of the budget: its grey, blurred and
 * line bytes, its gradient (float) and tracing queue (int), and the RGBA result.
 */
const LINE_ART_PIXELS_PER_PIXEL = 4;

/**
 * Line art of a photo to trace over (line-art-pixels.ts): a PNG of its size, black lines on
 * transparency. Deterministic. Refused like `upscaleImage`, with the work counted as
 * LINE_ART_PIXELS_PER_PIXEL pixels a pixel; it runs in the same one-at-a-time worker.
 */
export async function extractLineArt(
  image: Uint8Array,
  options: { limits: LocalLimits; signal: AbortSignal },
): Promise<EncodedImage> {
  const size = await readSourceSize(image);
  const work = size.width * size.height * LINE_ART_PIXELS_PER_PIXEL;
  assertWithinLimits("line art", size, work, options.limits);
  return runLocalAi({ kind: "lineArt", image }, options);
}
