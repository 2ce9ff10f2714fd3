import type { Rect } from "@contour/canvas";

/** A placed image takes at most this share of the artboard's shorter side, as a start. */
const MAX_SHARE = 0.6;

/**
 * Where a new image goes: centred on what the user is looking at, at its own size unless that is
 * larger than most of the artboard, then scaled down with its proportions kept.
 */
export function imagePlacement(
  image: { width: number; height: number },
  artboard: { width: number; height: number },
  viewCentre: { x: number; y: number },
): Rect {
  const limit = Math.min(artboard.width, artboard.height) * MAX_SHARE;
  const scale = Math.min(1, limit / Math.max(image.width, image.height));
  const width = image.width * scale;
  const height = image.height * scale;
  return { x: viewCentre.x - width / 2, y: viewCentre.y - height / 2, width, height };
}
