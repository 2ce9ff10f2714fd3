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

/**
 * How many times the closed polygon winds around `point` (counter-clockwise positive): a selected
 * region's inside is where this is not zero, so a lasso crossing itself keeps every loop and
 * outlines added to a selection join (where even-odd would cut their overlap out).
 */
export function windingNumber(point: Point, polygon: readonly Point[]): number {
  let winding = 0;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const a = polygon[j] as Point;
    const b = polygon[i] as Point;
    const side = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y);
    if (a.y <= point.y && b.y > point.y && side > 0) winding += 1;
    else if (a.y > point.y && b.y <= point.y && side < 0) winding -= 1;
  }
  return winding;
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

/** Whether the segments a–b and c–d share a point (touching ends and collinear overlap too). */
export function segmentsIntersect(a: Point, b: Point, c: Point, d: Point): boolean {
  const side = (p: Point, q: Point, r: Point) =>
    (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
  const [d1, d2, d3, d4] = [side(c, d, a), side(c, d, b), side(a, b, c), side(a, b, d)];
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
    return true;
  }
  // Collinear or touching: an end lies on the other segment.
  return (
    distanceToSegment(a, c, d) === 0 ||
    distanceToSegment(b, c, d) === 0 ||
    distanceToSegment(c, a, b) === 0 ||
    distanceToSegment(d, a, b) === 0
  );
}

/** The distance between the segments a–b and c–d: 0 when they cross. */
export function distanceBetweenSegments(a: Point, b: Point, c: Point, d: Point): number {
  if (segmentsIntersect(a, b, c, d)) return 0;
  return Math.min(
    distanceToSegment(a, c, d),
    distanceToSegment(b, c, d),
    distanceToSegment(c, a, b),
    distanceToSegment(d, a, b),
  );
}

/**
 * Whether anything within `margin` of an open polyline (a stroke's paint, margin half its width)
 * lies inside the closed polygon: the line starts inside it, or passes within `margin` of an edge.
 * A polygon wholly inside the paint is within `margin` of the line along every edge.
 */
export function isPolylineNearPolygon(
  line: readonly Point[],
  polygon: readonly Point[],
  margin: number,
): boolean {
  const first = line[0];
  if (!first || polygon.length === 0) return false;
  if (polygon.length >= 3 && isPointInPolygon(first, polygon)) return true;
  for (let index = 0; index < line.length; index += 1) {
    const a = line[Math.max(0, index - 1)] as Point;
    const b = line[index] as Point;
    for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
      const edge = distanceBetweenSegments(a, b, polygon[j] as Point, polygon[i] as Point);
      if (edge <= margin) return true;
    }
  }
  return false;
}

/** Whether two polylines come within `distance` of each other anywhere. */
export function polylinesWithin(
  a: readonly Point[],
  b: readonly Point[],
  distance: number,
): boolean {
  const segmentsOf = (line: readonly Point[]) =>
    line.length === 1
      ? [[line[0], line[0]] as const]
      : line.slice(1).map((p, i) => [line[i], p] as const);
  const bSegments = segmentsOf(b);
  return segmentsOf(a).some(([a1, a2]) =>
    bSegments.some(
      ([b1, b2]) =>
        distanceBetweenSegments(a1 as Point, a2 as Point, b1 as Point, b2 as Point) <= distance,
    ),
  );
}
