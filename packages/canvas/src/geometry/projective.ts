import type { Point, Rect } from "./rect.js";

/** Four corners clockwise from the top left (nw, ne, se, sw), as `rectCorners` gives a box's. */
export type Quad = readonly [Point, Point, Point, Point];

/**
 * The projective map (homography) taking a box's corners onto a quad's, corner for corner: what
 * Distort and Perspective do. Straight lines stay straight; parallel ones meet where the quad
 * says. Heckbert's closed form for the unit square, after the box is brought onto it.
 */
export function projectiveMap(box: Rect, quad: Quad): (point: Point) => Point {
  const [p0, p1, p2, p3] = quad;
  const sx = p0.x - p1.x + p2.x - p3.x;
  const sy = p0.y - p1.y + p2.y - p3.y;
  let g = 0;
  let h = 0;
  if (sx !== 0 || sy !== 0) {
    const [dx1, dx2, dy1, dy2] = [p1.x - p2.x, p3.x - p2.x, p1.y - p2.y, p3.y - p2.y];
    const denominator = dx1 * dy2 - dx2 * dy1;
    g = (sx * dy2 - dx2 * sy) / denominator;
    h = (dx1 * sy - sx * dy1) / denominator;
  }
  const a = p1.x - p0.x + g * p1.x;
  const b = p3.x - p0.x + h * p3.x;
  const d = p1.y - p0.y + g * p1.y;
  const e = p3.y - p0.y + h * p3.y;
  // A box with no width or height (a lone vertical line) still maps along its other side.
  const width = box.width || 1;
  const height = box.height || 1;
  return ({ x, y }) => {
    const u = (x - box.x) / width;
    const v = (y - box.y) / height;
    const w = g * u + h * v + 1;
    return { x: (a * u + b * v + p0.x) / w, y: (d * u + e * v + p0.y) / w };
  };
}

/**
 * Whether a quad is convex with its corners still clockwise: the only quads a box can be put
 * onto without folding it or sending part of it to infinity.
 */
export function isConvexQuad(quad: Quad): boolean {
  return quad.every((corner, index) => {
    const next = quad[(index + 1) % 4] as Point;
    const after = quad[(index + 2) % 4] as Point;
    const cross =
      (next.x - corner.x) * (after.y - next.y) - (next.y - corner.y) * (after.x - next.x);
    return cross > 0;
  });
}
