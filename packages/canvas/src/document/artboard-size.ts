import { ARTBOARD_MAX_SIDE } from "./schema.js";

export type ArtboardSize = { width: number; height: number };

/** Said wherever a size is refused: the dialog, the new-file menu and the API. */
export const ARTBOARD_SIZE_INVALID = `An artboard is 1 to ${ARTBOARD_MAX_SIDE.toLocaleString("en-US")} pixels on a side, in whole pixels.`;

/** A size as typed or sent: whole pixels, 1 to ARTBOARD_MAX_SIDE a side, or null. */
export function parseArtboardSize(size: { width: unknown; height: unknown }): ArtboardSize | null {
  const { width, height } = size;
  const isSide = (value: unknown): value is number =>
    Number.isInteger(value) && (value as number) >= 1 && (value as number) <= ARTBOARD_MAX_SIDE;
  return isSide(width) && isSide(height) ? { width, height } : null;
}

/**
 * An artboard of an image's size, to open it as a file of its own: scaled down, its proportions
 * kept, when a side is past ARTBOARD_MAX_SIDE (an upscale goes up to 10,000 pixels a side).
 */
export function artboardSizeFor(image: ArtboardSize): ArtboardSize {
  const scale = Math.min(1, ARTBOARD_MAX_SIDE / image.width, ARTBOARD_MAX_SIDE / image.height);
  const side = (length: number) =>
    Math.min(ARTBOARD_MAX_SIDE, Math.max(1, Math.round(length * scale)));
  return { width: side(image.width), height: side(image.height) };
}
