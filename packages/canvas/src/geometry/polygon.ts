import type { Point } from "./rect.js";

/**
 * Even-odd ray casting: whether `point` lies inside the closed polygon (a lasso's path; the last
 * vertex joins the first). A self-crossing lasso counts its overlaps as outside, as in every
 * painting tool.
 */
export function isPointInPolygon(point: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const a = polygon[i] as Point;
    const b = polygon[j] as Point;
    const crosses =
      a.y > point.y !== b.y > point.y &&
      point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x;
    if (crosses) inside = !inside;
  }
  return inside;
}

/** The distance from `point` to the segment a–b. */
export function distanceToSegment(point: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0
      ? 0
      : Math.max(0, Math.min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared));
  return Math.hypot(point.x - (a.x + t * dx), point.y - (a.y + t * dy));
}

/** The distance from `point` to an open polyline (a stroke's centre line); Infinity for none. */
export function distanceToPolyline(point: Point, line: readonly Point[]): number {
  const first = line[0];
  if (!first) return Number.POSITIVE_INFINITY;
  let nearest = Math.hypot(point.x - first.x, point.y - first.y);
  for (let index = 1; index < line.length; index += 1) {
    nearest = Math.min(
      nearest,
      distanceToSegment(point, line[index - 1] as Point, line[index] as Point),
    );
  }
  return nearest;
}
