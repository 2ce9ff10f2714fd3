/** Why local AI work was refused or failed; `message` is written for the person who asked. */
export type LocalAiErrorCode = "NOT_AN_IMAGE" | "TOO_LARGE";

/**
 * A refusal of local AI work (upscale, line art), with a message to show as it is: the caller maps
 * `TOO_LARGE` to an over-limit error (HTTP 413) and `NOT_AN_IMAGE` to bad input.
 */
export class LocalAiError extends Error {
  readonly code: LocalAiErrorCode;

  constructor(code: LocalAiErrorCode, message: string) {
    super(message);
    this.name = "LocalAiError";
    this.code = code;
  }
}

/** The pixel limits of local AI work: the server's render budget (`config.render.maxPixels`). */
export interface LocalLimits {
  /** Pixels the work may hold at once, counted as 4-byte pixels (docs/security.md). */
  maxPixels: number;
}

/** The longest side any local AI result may have, whatever the budget. */
export const LOCAL_AI_MAX_SIDE = 10_000;

/** Megapixels to a tenth, what is needed rounded up and what is allowed down, so they differ. */
const megapixels = (pixels: number, round: (tenths: number) => number) =>
  (round(pixels / 1e5) / 10).toLocaleString("en-US");

export function notAnImage(): LocalAiError {
  return new LocalAiError("NOT_AN_IMAGE", "This file is not an image that can be read.");
}

/** Refuses a result over LOCAL_AI_MAX_SIDE a side or work over the budget, before any decoding. */
export function assertWithinLimits(
  what: string,
  result: { width: number; height: number },
  workPixels: number,
  limits: LocalLimits,
): void {
  const side = LOCAL_AI_MAX_SIDE.toLocaleString("en-US");
  if (result.width > LOCAL_AI_MAX_SIDE || result.height > LOCAL_AI_MAX_SIDE) {
    throw new LocalAiError("TOO_LARGE", `The ${what} would be larger than ${side} pixels a side.`);
  }
  if (workPixels > limits.maxPixels) {
    throw new LocalAiError(
      "TOO_LARGE",
      `The ${what} is too large: it needs ${megapixels(workPixels, Math.ceil)} megapixels and ` +
        `the limit is ${megapixels(limits.maxPixels, Math.floor)} megapixels. Use a smaller image.`,
    );
  }
}
