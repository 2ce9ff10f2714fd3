import { moveWithFingers, panBy, type Viewport } from "@contour/canvas";

type Point = { x: number; y: number };

/**
 * The view after fingers moved from `before` to `after` (screen points, one or two fingers):
 * one finger pans; two pan by their midpoint, zoom by their spread and turn by their twist,
 * around the midpoint, so the artboard stays under the fingers as on every tablet app.
 */
export function touchViewport(
  viewport: Viewport,
  before: readonly Point[],
  after: readonly Point[],
): Viewport {
  const [a0, b0] = before;
  const [a1, b1] = after;
  if (!a0 || !a1) return viewport;
  if (!b0 || !b1) return panBy(viewport, a1.x - a0.x, a1.y - a0.y);
  const mid0 = { x: (a0.x + b0.x) / 2, y: (a0.y + b0.y) / 2 };
  const mid1 = { x: (a1.x + b1.x) / 2, y: (a1.y + b1.y) / 2 };
  const spread0 = Math.hypot(b0.x - a0.x, b0.y - a0.y);
  const spread1 = Math.hypot(b1.x - a1.x, b1.y - a1.y);
  // Fingers on one spot have no direction: neither zoom nor twist.
  if (spread0 === 0 || spread1 === 0) return panBy(viewport, mid1.x - mid0.x, mid1.y - mid0.y);
  const twist = Math.atan2(b1.y - a1.y, b1.x - a1.x) - Math.atan2(b0.y - a0.y, b0.x - a0.x);
  return moveWithFingers(viewport, mid0, mid1, spread1 / spread0, (twist * 180) / Math.PI);
}
