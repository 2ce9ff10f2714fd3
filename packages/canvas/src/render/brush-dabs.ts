import { curveAt, isFullCurve } from "../document/pressure-curve.js";
import {
  type BrushStyle,
  type PenTilt,
  type StrokePoint,
  UPRIGHT_PEN,
} from "../document/schema.js";
import { isTiltStyle, mixTilt, tiltedDab } from "./tilted-tip.js";

/** Four floats per dab: x, y (artboard units), radius of the tip's long axis, alpha (0 to 1). */
export const DAB_FIELDS = 4;
/**
 * Four floats per dab of a tilted stroke: the linear map (a, b, c, d) of the unit tip to the dab,
 * turned and stretched by the pen's lean (tilted-tip.ts); the radius above is then its reach.
 */
export const SHAPE_FIELDS = 4;

/** The smallest dab: below a quarter pixel at 1x a dab paints nothing anyone sees. */
const MIN_RADIUS = 0.25;
/** Dabs are never closer than this, in artboard units: a 1 px pencil needs no finer steps. */
const MIN_STEP = 0.25;
/**
 * At most this many dabs per stroke: a stroke from another client may run for kilometres, and
 * painting it (on the server too, for thumbnails and exports) must stay bounded; past it the
 * dabs spread out evenly (docs/security.md).
 */
export const MAX_DABS = 65_536;

/**
 * Whether a style paints exactly the union of its dabs at full strength: a hard, round tip
 * laying all its paint at once, close enough to overlap, without grain. Such strokes (ink,
 * fineliner) are drawn as a vector outline of the swept tip, crisper and far cheaper than
 * stamping it (stroke-geometry.ts).
 */
export function isSolidStyle(style: BrushStyle): boolean {
  return (
    style.hardness === 1 &&
    style.roundness === 1 &&
    style.flow === 1 &&
    style.grain === 0 &&
    style.spacing <= 0.5 &&
    isFullCurve(style.opacityCurve)
  );
}

/** The tip's radius at a pressure: half the size, as the size curve shares it out. */
export const dabRadius = (style: BrushStyle, size: number, pressure: number): number =>
  Math.max(MIN_RADIUS, (size / 2) * curveAt(style.sizeCurve, pressure));

/**
 * The path a styled stroke follows: its samples eased towards each other as much as its
 * smoothing says (an exponential moving average, the pen's jitter taken out), its last sample
 * kept where the pen lifted so that a finished stroke ends there.
 */
export function easedPath(samples: readonly StrokePoint[], smoothing: number): StrokePoint[] {
  const follow = 1 - Math.min(1, Math.max(0, smoothing)) * 0.85;
  const path: StrokePoint[] = [];
  let current: StrokePoint | undefined;
  for (const sample of samples) {
    if (current) {
      const eased: StrokePoint = {
        x: current.x + (sample.x - current.x) * follow,
        y: current.y + (sample.y - current.y) * follow,
        pressure: current.pressure + (sample.pressure - current.pressure) * follow,
      };
      if (current.tilt && sample.tilt) eased.tilt = mixTilt(current.tilt, sample.tilt, follow);
      current = eased;
    } else {
      current = sample;
    }
    path.push(current);
  }
  const last = samples.at(-1);
  if (last && samples.length > 1 && current !== last) path.push(last);
  return path;
}

/**
 * A styled stroke's dabs, packed DAB_FIELDS floats each, and how many of them, from the first,
 * no later sample can move: the eased path's points are final, the pen's last position it ends
 * on is not (a stroke being drawn keeps those dabs painted between frames, draw-dabs.ts). A
 * stroke painted with its pen's tilt has each dab's `shapes` too (SHAPE_FIELDS floats each);
 * the others' tips all have the style's roundness and angle.
 */
export type Dabs = { dabs: Float32Array; stable: number; shapes?: Float32Array };

/**
 * Where a styled stroke's dabs go: one at its start, then along its path each `spacing`
 * diameters (of the dab just placed) further, the pressure read between samples. A stroke of
 * one sample is one dab.
 */
export function brushDabs(
  samples: readonly StrokePoint[],
  size: number,
  smoothing: number,
  style: BrushStyle,
): Dabs {
  const path = easedPath(samples, smoothing);
  const endsOnThePen = path.length > samples.length;
  const first = path[0];
  if (!first) return { dabs: new Float32Array(), stable: 0 };
  let length = 0;
  for (let index = 1; index < path.length; index += 1) {
    length += distance(path[index - 1] as StrokePoint, path[index] as StrokePoint);
  }
  const minStep = Math.max(MIN_STEP, length / MAX_DABS);
  const dabs: number[] = [];
  const shapes: number[] | null = first.tilt && isTiltStyle(style) ? [] : null;
  const place = (x: number, y: number, pressure: number, tilt: PenTilt | undefined) => {
    const radius = dabRadius(style, size, pressure);
    const alpha = style.flow * curveAt(style.opacityCurve, pressure);
    if (shapes) {
      const dab = tiltedDab(style, radius, alpha, tilt ?? UPRIGHT_PEN);
      dabs.push(x, y, dab.reach, dab.alpha);
      shapes.push(...dab.shape);
      return Math.max(minStep, style.spacing * dab.reach * 2);
    }
    dabs.push(x, y, radius, alpha);
    return Math.max(minStep, style.spacing * radius * 2);
  };
  let toNext = place(first.x, first.y, first.pressure, first.tilt);
  let stable = endsOnThePen ? 0 : Number.POSITIVE_INFINITY;
  for (let index = 1; index < path.length && dabs.length < MAX_DABS * DAB_FIELDS; index += 1) {
    if (endsOnThePen && index === path.length - 1) stable = dabs.length / DAB_FIELDS;
    const a = path[index - 1] as StrokePoint;
    const b = path[index] as StrokePoint;
    const segment = distance(a, b);
    let along = toNext;
    while (along <= segment && dabs.length < MAX_DABS * DAB_FIELDS) {
      const t = along / segment;
      const step = place(
        a.x + (b.x - a.x) * t,
        a.y + (b.y - a.y) * t,
        a.pressure + (b.pressure - a.pressure) * t,
        shapes ? mixTilt(a.tilt ?? UPRIGHT_PEN, b.tilt ?? UPRIGHT_PEN, t) : undefined,
      );
      along += step;
    }
    toNext = along - segment;
  }
  const count = dabs.length / DAB_FIELDS;
  const placed = { dabs: Float32Array.from(dabs), stable: Math.min(stable, count) };
  return shapes ? { ...placed, shapes: Float32Array.from(shapes) } : placed;
}

const distance = (a: StrokePoint, b: StrokePoint) => Math.hypot(b.x - a.x, b.y - a.y);
