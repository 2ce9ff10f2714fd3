import type { Point } from "../geometry/rect.js";
import { type EllipseGuide, minorRadius } from "./guides.js";
import type { Direction } from "./perspective-lines.js";

/** A point in the ellipse's own axes: u along the major axis, v along the minor. */
function toAxes(ellipse: EllipseGuide, point: Point): { u: number; v: number } {
  const dx = point.x - ellipse.center.x;
  const dy = point.y - ellipse.center.y;
  const cos = Math.cos(ellipse.angle);
  const sin = Math.sin(ellipse.angle);
  return { u: dx * cos + dy * sin, v: -dx * sin + dy * cos };
}

function fromAxes(ellipse: EllipseGuide, u: number, v: number): Point {
  const cos = Math.cos(ellipse.angle);
  const sin = Math.sin(ellipse.angle);
  return { x: ellipse.center.x + u * cos - v * sin, y: ellipse.center.y + u * sin + v * cos };
}

/**
 * Which of the guide's concentric ellipses passes through `point`, as a share of the guide: 1 on
 * the guide itself, 0.5 halfway to the centre. A wheel's tyre, rim and hub are concentric
 * ellipses of one degree, so a stroke follows the one it starts on.
 */
export function concentricScale(ellipse: EllipseGuide, point: Point): number {
  const { u, v } = toAxes(ellipse, point);
  const minor = Math.max(minorRadius(ellipse), 1e-6);
  return Math.hypot(u / ellipse.radius, v / minor);
}

/** The parameter angle of `point` around the ellipse (its eccentric anomaly). */
function parameterOf(ellipse: EllipseGuide, point: Point): number {
  const { u, v } = toAxes(ellipse, point);
  return Math.atan2(v / Math.max(minorRadius(ellipse), 1e-6), u / ellipse.radius);
}

/** The point of the concentric ellipse at `scale` at the same parameter angle as `point`. */
export function projectOntoEllipse(ellipse: EllipseGuide, scale: number, point: Point): Point {
  const t = parameterOf(ellipse, point);
  return fromAxes(
    ellipse,
    scale * ellipse.radius * Math.cos(t),
    scale * minorRadius(ellipse) * Math.sin(t),
  );
}

/** The direction of the concentric ellipse through `point` there (either way round). */
export function ellipseTangent(ellipse: EllipseGuide, point: Point): Direction {
  const t = parameterOf(ellipse, point);
  const du = -ellipse.radius * Math.sin(t);
  const dv = minorRadius(ellipse) * Math.cos(t);
  const cos = Math.cos(ellipse.angle);
  const sin = Math.sin(ellipse.angle);
  const x = du * cos - dv * sin;
  const y = du * sin + dv * cos;
  const length = Math.hypot(x, y) || 1;
  return { x: x / length, y: y / length };
}

/** The ends of the axes a designer drags: the major axis's (size, turn) and the minor's (degree). */
export function ellipseHandles(ellipse: EllipseGuide): { major: Point; minor: Point } {
  return {
    major: fromAxes(ellipse, ellipse.radius, 0),
    minor: fromAxes(ellipse, 0, -minorRadius(ellipse)),
  };
}

/**
 * The degree that puts the minor axis's end at `point`'s distance from the centre along that
 * axis: the minor handle dragged. Clamped to the guide's range.
 */
export function degreeFromMinorHandle(ellipse: EllipseGuide, point: Point): number {
  const { v } = toAxes(ellipse, point);
  const ratio = Math.min(1, Math.abs(v) / ellipse.radius);
  return Math.max(1, Math.min(90, (Math.asin(ratio) * 180) / Math.PI));
}
