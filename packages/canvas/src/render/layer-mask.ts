import type { Stroke } from "../document/schema.js";
import { viewportMatrix } from "../editor/viewport.js";
import { boundsOfElement } from "../geometry/element-geometry.js";
import { type Rect, rectCorners, type Viewport } from "../geometry/rect.js";
import { contextOf, type Surface } from "./drawing-context.js";

/**
 * Layer masks (issue 17, version 6): a mask's elements are painted in greys over an opaque white
 * base, and the layer shows as much as the mask's luminance. The elements are painted over
 * transparency like any layer's (so a mask's bitmap is built, appended to and erased as a
 * layer's is); the white base is added when the greys become alpha here: a pixel covered A by
 * paint of luminance L is, over white, 1 − A × (1 − L). Canvas 2D has no luminance-to-alpha
 * composite operation, so this reads the pixels and writes them back.
 */

/** Rec. 709 luma weights, as SVG's `luminanceToAlpha`. */
const RED = 0.2125;
const GREEN = 0.7154;
const BLUE = 0.0721;

/**
 * Turns a surface holding a mask's greys (over transparency) into the mask as alpha, in place.
 * Drawn `destination-in` over a
 * layer's pixels, it hides them as the mask says: opaque where the mask is white, transparent
 * where black.
 */
export function maskToAlpha(
  surface: Surface,
  part: Rect = { x: 0, y: 0, width: surface.width, height: surface.height },
): void {
  const { x, y, width, height } = part;
  if (width <= 0 || height <= 0) return;
  const context = contextOf(surface);
  context.save();
  context.setTransform(1, 0, 0, 1, 0, 0);
  const pixels = context.getImageData(x, y, width, height);
  const { data } = pixels;
  for (let index = 0; index < data.length; index += 4) {
    const coverage = (data[index + 3] as number) / 255;
    const luminance =
      (RED * (data[index] as number) +
        GREEN * (data[index + 1] as number) +
        BLUE * (data[index + 2] as number)) /
      255;
    data[index] = 0;
    data[index + 1] = 0;
    data[index + 2] = 0;
    data[index + 3] = Math.round(255 * (1 - coverage * (1 - luminance)));
  }
  context.putImageData(pixels, x, y);
  context.restore();
}

/**
 * The whole pixels of a surface that strokes may paint, seen through a viewport: their boxes'
 * corners on screen, a pixel of room for anti-aliasing, within the surface; null for none.
 */
export function screenBoxOf(
  strokes: readonly { stroke: Stroke }[],
  viewport: Viewport,
  surface: { width: number; height: number },
): Rect | null {
  const { a, b, c, d, e, f } = viewportMatrix(viewport);
  let [left, top, right, bottom] = [surface.width, surface.height, 0, 0];
  for (const { stroke } of strokes) {
    for (const corner of rectCorners(boundsOfElement(stroke))) {
      const x = a * corner.x + c * corner.y + e;
      const y = b * corner.x + d * corner.y + f;
      left = Math.min(left, Math.floor(x) - 1);
      top = Math.min(top, Math.floor(y) - 1);
      right = Math.max(right, Math.ceil(x) + 1);
      bottom = Math.max(bottom, Math.ceil(y) + 1);
    }
  }
  left = Math.max(0, left);
  top = Math.max(0, top);
  right = Math.min(surface.width, right);
  bottom = Math.min(surface.height, bottom);
  return right > left && bottom > top
    ? { x: left, y: top, width: right - left, height: bottom - top }
    : null;
}

/** The `#rrggbb` grey of a colour's luminance: what the colour paints on a mask. */
export function greyOf(color: string): string {
  const value = Number.parseInt(color.slice(1), 16);
  const luminance =
    RED * ((value >> 16) & 255) + GREEN * ((value >> 8) & 255) + BLUE * (value & 255);
  const byte = Math.round(Math.min(255, luminance)).toString(16).padStart(2, "0");
  return `#${byte}${byte}${byte}`;
}

/** Keeps a surface's pixels only as much as an alpha mask (same size, `maskToAlpha`) shows. */
export function hideByMask(surface: Surface, alpha: Surface): void {
  const context = contextOf(surface);
  context.save();
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.globalAlpha = 1;
  context.globalCompositeOperation = "destination-in";
  context.drawImage(alpha, 0, 0, alpha.width, alpha.height);
  context.restore();
}
