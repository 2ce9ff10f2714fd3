import type { Point } from "../geometry/rect.js";
import type { PerspectiveGuide } from "./guides.js";

/** A unit vector. */
export type Direction = Point;

const unit = (x: number, y: number): Direction | null => {
  const length = Math.hypot(x, y);
  return length > 1e-9 ? { x: x / length, y: y / length } : null;
};

/**
 * The directions a line drawn from `at` may take in the grid: towards each vanishing point, and
 * with one or two of them, the level horizontal (one-point) and the upright vertical, square to
 * the horizon (one- and two-point; three-point has its own vertical vanishing point).
 */
export function perspectiveDirections(guide: PerspectiveGuide, at: Point): Direction[] {
  const directions: Direction[] = [];
  for (const point of guide.points) {
    const towards = unit(point.x - at.x, point.y - at.y);
    if (towards) directions.push(towards);
  }
  const [first, second] = guide.points;
  if (guide.points.length === 1) directions.push({ x: 1, y: 0 }, { x: 0, y: 1 });
  if (guide.points.length === 2 && first && second) {
    const horizon = unit(second.x - first.x, second.y - first.y);
    if (horizon) directions.push({ x: -horizon.y, y: horizon.x });
  }
  return directions;
}

/** The angle between two lines (not rays): 0 to π/2. */
export function angleBetweenLines(a: Direction, b: Direction): number {
  const cos = Math.abs(a.x * b.x + a.y * b.y);
  return Math.acos(Math.min(1, cos));
}

/** `point` moved square onto the line through `origin` along `direction`. */
export function projectOntoLine(origin: Point, direction: Direction, point: Point): Point {
  const along = (point.x - origin.x) * direction.x + (point.y - origin.y) * direction.y;
  return { x: origin.x + direction.x * along, y: origin.y + direction.y * along };
}

/** A segment to draw, in artboard units. */
export type Segment = readonly [Point, Point];

/** Angles in (-π, π]. */
const wrapAngle = (angle: number) => Math.atan2(Math.sin(angle), Math.cos(angle));

/**
 * The grid as drawn over a board of `size`: from each vanishing point, `count` rays evenly
 * spread over the board (all round when the point lies on it), long enough to cross it.
 */
export function perspectiveRays(
  guide: PerspectiveGuide,
  size: { width: number; height: number },
  count = 16,
): Segment[] {
  const corners = [
    { x: 0, y: 0 },
    { x: size.width, y: 0 },
    { x: size.width, y: size.height },
    { x: 0, y: size.height },
  ];
  const rays: Segment[] = [];
  for (const point of guide.points) {
    const reach = 1.1 * Math.max(...corners.map((c) => Math.hypot(c.x - point.x, c.y - point.y)));
    const onBoard = point.x >= 0 && point.x <= size.width && point.y >= 0 && point.y <= size.height;
    let from = 0;
    let span = 2 * Math.PI * (1 - 1 / count);
    if (!onBoard) {
      const middle = Math.atan2(size.height / 2 - point.y, size.width / 2 - point.x);
      const offsets = corners.map((c) =>
        wrapAngle(Math.atan2(c.y - point.y, c.x - point.x) - middle),
      );
      from = middle + Math.min(...offsets);
      span = Math.max(...offsets) - Math.min(...offsets);
    }
    for (let i = 0; i < count; i += 1) {
      const angle = from + (span * i) / Math.max(1, count - 1);
      rays.push([
        point,
        { x: point.x + reach * Math.cos(angle), y: point.y + reach * Math.sin(angle) },
      ]);
    }
  }
  return rays;
}

/**
 * The horizon across a board of `size` and well beyond: level through the first point, or
 * through the first two when there are two or three.
 */
export function horizonLine(
  guide: PerspectiveGuide,
  size: { width: number; height: number },
): Segment | null {
  const [first, second] = guide.points;
  if (!first) return null;
  const direction = (guide.points.length > 1 &&
    second &&
    unit(second.x - first.x, second.y - first.y)) || {
    x: 1,
    y: 0,
  };
  const middle = projectOntoLine(first, direction, { x: size.width / 2, y: size.height / 2 });
  const reach = 4 * (size.width + size.height);
  return [
    { x: middle.x - direction.x * reach, y: middle.y - direction.y * reach },
    { x: middle.x + direction.x * reach, y: middle.y + direction.y * reach },
  ];
}
