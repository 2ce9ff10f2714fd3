import type { Point } from "../geometry/rect.js";
import type { Ruler } from "./guides.js";

/**
 * The French curve's edge in its own units: a stretch of a logarithmic spiral, the curve whose
 * bend tightens steadily (as the templates designers trace fenders and roof lines with), turned
 * so that its ends lie on the x axis, one unit apart, around the origin.
 */
const FRENCH_CURVE: readonly Point[] = (() => {
  const turns = 1.4 * Math.PI;
  const spiral = Array.from({ length: 64 }, (_, index) => {
    const angle = (index / 63) * turns;
    const radius = Math.exp(-0.3 * angle);
    return { x: radius * Math.cos(angle), y: radius * Math.sin(angle) };
  });
  const first = spiral[0] ?? { x: 0, y: 0 };
  const last = spiral.at(-1) ?? first;
  const chord = Math.hypot(last.x - first.x, last.y - first.y);
  const turn = -Math.atan2(last.y - first.y, last.x - first.x);
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  const middle = { x: (first.x + last.x) / 2, y: (first.y + last.y) / 2 };
  return spiral.map((point) => {
    const dx = (point.x - middle.x) / chord;
    const dy = (point.y - middle.y) / chord;
    return { x: dx * cos - dy * sin, y: dx * sin + dy * cos };
  });
})();

const STRAIGHT_EDGE: readonly Point[] = [
  { x: -0.5, y: 0 },
  { x: 0.5, y: 0 },
];

/** The ruler's edge on the board, as a polyline from its first end to its second. */
export function rulerEdge(ruler: Ruler): Point[] {
  const shape = ruler.kind === "french" ? FRENCH_CURVE : STRAIGHT_EDGE;
  const [cos, sin] = [Math.cos(ruler.angle), Math.sin(ruler.angle)];
  return shape.map(({ x, y }) => ({
    x: ruler.center.x + ruler.length * (x * cos - y * sin),
    y: ruler.center.y + ruler.length * (x * sin + y * cos),
  }));
}

/** The second end, whose grip turns the ruler and sets its length. */
export function rulerEnd(ruler: Ruler): Point {
  return {
    x: ruler.center.x + (ruler.length / 2) * Math.cos(ruler.angle),
    y: ruler.center.y + (ruler.length / 2) * Math.sin(ruler.angle),
  };
}

/** The nearest point to `point` on a polyline's segments `from` to `to` (indices of segments). */
export function nearestOnEdge(
  edge: readonly Point[],
  point: Point,
  from = 0,
  to = edge.length - 2,
): { at: Point; segment: number; distance: number } | null {
  let best: { at: Point; segment: number; distance: number } | null = null;
  for (let segment = Math.max(0, from); segment <= Math.min(to, edge.length - 2); segment += 1) {
    const a = edge[segment];
    const b = edge[segment + 1];
    if (!a || !b) continue;
    const [dx, dy] = [b.x - a.x, b.y - a.y];
    const lengthSquared = dx * dx + dy * dy;
    const t =
      lengthSquared === 0
        ? 0
        : Math.max(0, Math.min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared));
    const at = { x: a.x + dx * t, y: a.y + dy * t };
    const distance = Math.hypot(point.x - at.x, point.y - at.y);
    if (!best || distance < best.distance) best = { at, segment, distance };
  }
  return best;
}
