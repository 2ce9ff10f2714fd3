import { assertWithinLimits, type LocalLimits } from "./local-ai-error.js";
import type { UpscaleScale } from "./model-files.js";
import { runLocalAi } from "./run-local-ai.js";
import { readSourceSize } from "./source-size.js";
import type { EncodedImage } from "./upscale-pixels.js";

export type { UpscaleScale } from "./model-files.js";

/**
 * An image upscaled 2x or 4x on this machine's CPU with ESRGAN (UpscalerJS's slim model), as a
 * PNG exactly `scale` times the image's size, transparency kept. Refused with a LocalAiError,
 * from the image's header before anything decodes it, when it is no image or when the result
 * would be over LOCAL_AI_MAX_SIDE a side or the result and the decoded image together over
 * `limits.maxPixels`. One local AI job runs at a time in a process (run-local-ai.ts); aborting
 * `signal` ends it at once (AbortError). `onProgress` hears the fraction done after each tile.
 */
export async function upscaleImage(
  image: Uint8Array,
  scale: UpscaleScale,
  options: { limits: LocalLimits; signal: AbortSignal; onProgress?(fraction: number): void },
): Promise<EncodedImage> {
  const size = await readSourceSize(image);
  const result = { width: size.width * scale, height: size.height * scale };
  const resultPixels = result.width * result.height;
  assertWithinLimits(
    "upscaled image",
    result,
    resultPixels + size.width * size.height,
    options.limits,
  );
  return runLocalAi({ kind: "upscale", image, scale }, options);
}
