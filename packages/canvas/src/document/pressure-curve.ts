import type { CurvePoint, PressureCurve } from "./schema.js";

/** A curve's factor at a pressure: straight between its points, flat past its ends. */
export function curveAt(curve: PressureCurve, pressure: number): number {
  const x = Math.min(1, Math.max(0, pressure));
  let previous: CurvePoint | undefined;
  for (const point of curve) {
    if (x <= point.x) {
      if (!previous || point.x === previous.x) return point.y;
      return previous.y + ((point.y - previous.y) * (x - previous.x)) / (point.x - previous.x);
    }
    previous = point;
  }
  return previous?.y ?? 1;
}

/** Whether the curve answers 1 at every pressure: the pen's pressure changes nothing. */
export const isFullCurve = (curve: PressureCurve): boolean => curve.every(({ y }) => y === 1);

/** Pressure changes nothing. */
export const FULL_CURVE: PressureCurve = [
  { x: 0, y: 1 },
  { x: 1, y: 1 },
];

/** The factor goes with the pressure, from `low` at none to 1 at full. */
export const rising = (low: number): PressureCurve => [
  { x: 0, y: low },
  { x: 1, y: 1 },
];
