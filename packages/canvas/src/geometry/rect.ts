/** A point in artboard (or screen) coordinates. */
export type Point = { x: number; y: number };

/** An axis-aligned rectangle; width and height are never negative. */
export type Rect = { x: number; y: number; width: number; height: number };

/**
 * Where the artboard sits on a screen: scaled by `scale`, mirrored left to right when `flipped`,
 * turned `rotation` degrees clockwise, then moved by (x, y) — upright and unflipped, screen =
 * artboard · scale + (x, y). The editor keeps it in CSS pixels; the renderer takes it in the
 * target's device pixels (devicePixelRatio folded in). Turn and flip belong to one person's
 * view, never to the document. Viewports are values: every change makes a new one.
 */
export type Viewport = {
  scale: number;
  x: number;
  y: number;
  /** Degrees clockwise on screen, in (-180, 180]: 15° steps stay exact and show as they are. */
  rotation: number;
  flipped: boolean;
};

/** The smallest rectangle holding every point; null for none. */
export function pointsBounds(points: readonly Point[]): Rect | null {
  const first = points[0];
  if (!first) return null;
  let [minX, minY, maxX, maxY] = [first.x, first.y, first.x, first.y];
  for (const point of points) {
    minX = Math.min(minX, point.x);
    minY = Math.min(minY, point.y);
    maxX = Math.max(maxX, point.x);
    maxY = Math.max(maxY, point.y);
  }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/** The rectangle spanned by two corners in any order (a drag from one corner to the other). */
export function rectFromCorners(a: Point, b: Point): Rect {
  return {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(b.x - a.x),
    height: Math.abs(b.y - a.y),
  };
}

export function unionRects(rects: readonly Rect[]): Rect | null {
  return pointsBounds(rects.flatMap((rect) => rectCorners(rect)));
}

/** A rectangle grown by `margin` on every side. */
export function expandRect(rect: Rect, margin: number): Rect {
  return {
    x: rect.x - margin,
    y: rect.y - margin,
    width: rect.width + 2 * margin,
    height: rect.height + 2 * margin,
  };
}

/** True when the two share any point, edges included (a line's zero-width bounds still hit). */
export function rectsIntersect(a: Rect, b: Rect): boolean {
  return (
    a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height
  );
}

export function rectContainsPoint(rect: Rect, point: Point): boolean {
  return (
    point.x >= rect.x &&
    point.x <= rect.x + rect.width &&
    point.y >= rect.y &&
    point.y <= rect.y + rect.height
  );
}

/** Corners clockwise from the top left (y grows downwards). */
export function rectCorners(rect: Rect): [Point, Point, Point, Point] {
  const right = rect.x + rect.width;
  const bottom = rect.y + rect.height;
  return [
    { x: rect.x, y: rect.y },
    { x: right, y: rect.y },
    { x: right, y: bottom },
    { x: rect.x, y: bottom },
  ];
}

export function rectCenter(rect: Rect): Point {
  return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
}
