import { clampZoom, type Viewport } from "@contour/canvas";

type Point = { x: number; y: number };

/**
 * The view after fingers moved from `before` to `after` (screen points, one or two fingers):
 * one finger pans; two pan by their midpoint and zoom by their spread, around the midpoint, so
 * the artboard stays under the fingers as on every tablet app.
 */
export function touchViewport(
  viewport: Viewport,
  before: readonly Point[],
  after: readonly Point[],
): Viewport {
  const [a0, b0] = before;
  const [a1, b1] = after;
  if (!a0 || !a1) return viewport;
  if (!b0 || !b1) return { ...viewport, x: viewport.x + a1.x - a0.x, y: viewport.y + a1.y - a0.y };
  const mid0 = { x: (a0.x + b0.x) / 2, y: (a0.y + b0.y) / 2 };
  const mid1 = { x: (a1.x + b1.x) / 2, y: (a1.y + b1.y) / 2 };
  const spread0 = Math.hypot(b0.x - a0.x, b0.y - a0.y);
  const spread1 = Math.hypot(b1.x - a1.x, b1.y - a1.y);
  const scale = spread0 > 0 ? clampZoom(viewport.scale * (spread1 / spread0)) : viewport.scale;
  // The artboard point under the old midpoint goes under the new one.
  const artboardX = (mid0.x - viewport.x) / viewport.scale;
  const artboardY = (mid0.y - viewport.y) / viewport.scale;
  return { scale, x: mid1.x - artboardX * scale, y: mid1.y - artboardY * scale };
}
