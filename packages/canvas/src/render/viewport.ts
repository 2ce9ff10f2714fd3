import { screenToArtboard } from "../editor/viewport.js";
import { pointsBounds, type Rect, type Viewport } from "../geometry/rect.js";

/** Whether `outer` holds all of `inner`. */
export function contains(outer: Rect, inner: Rect): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height
  );
}

/** The overlap of two rectangles; empty (zero size) when they do not meet. */
export function intersection(a: Rect, b: Rect): Rect {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  return { x, y, width: Math.max(0, right - x), height: Math.max(0, bottom - y) };
}

/**
 * The part of the artboard plane a target of this size shows at this viewport: on a turned
 * view, the bounds of the turned rectangle it shows.
 */
export function visibleRect(viewport: Viewport, width: number, height: number): Rect {
  const corners = [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ].map((corner) => screenToArtboard(viewport, corner));
  return pointsBounds(corners) ?? { x: 0, y: 0, width: 0, height: 0 };
}

/**
 * The resolution (bitmap pixels per artboard unit) layer bitmaps are rasterised at for a view
 * scale: the next power of √2 at or above it. Zooming within one step re-uses the bitmaps
 * (scaled down by at most √2, which stays sharp); crossing a step re-rasterises them.
 */
export function resolutionFor(scale: number): number {
  const halfSteps = Math.ceil(Math.log2(scale) * 2 - 1e-9);
  return 2 ** (halfSteps / 2);
}
