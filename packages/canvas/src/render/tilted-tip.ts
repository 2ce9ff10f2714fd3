import type { BrushStyle, PenTilt, Stroke } from "../document/schema.js";

/**
 * How the pen's tilt shapes a styled stroke's tip (docs/decisions.md, "pen tilt"). Leaning is
 * read as the lean: 0 with the pen upright, 1 lying flat (1 − altitude / 90°).
 *
 * - Laying down (`style.tilt`): from a lean of a third (60° from the paper, a writing hold) to
 *   five sixths (15°, shading on the lead's side) the tip grows up to 1 + GROWTH times, is
 *   stretched up to 1 + STRETCH times more along the lean, and lays up to FADE less paint: what
 *   a straight pass builds up, dab over dab, is that much lighter. A pencil shades wide and
 *   light, as its lead on its side does.
 * - Following (`style.followsAzimuth`): the tip's long axis lies across the lean (a chisel's
 *   edge across its barrel), turned in from the style's angle once the pen leaves upright (2.5°,
 *   where its azimuth is noise) until it leans a sixth (15° from upright), then fully.
 */

const LAY_DOWN_FROM = 1 / 3;
const LAY_DOWN_FULL = 5 / 6;
const FOLLOW_FROM = 1 / 36;
const FOLLOW_FULL = 1 / 6;
const GROWTH = 2;
const STRETCH = 1;
const FADE = 0.5;

const QUARTER_TURN = Math.PI / 2;

const clampUnit = (value: number) => Math.min(1, Math.max(0, value));

function smoothstep(from: number, to: number, value: number): number {
  const t = clampUnit((value - from) / (to - from));
  return t * t * (3 - 2 * t);
}

/** How far a pen leans: 0 upright, 1 lying flat. */
export const leanOf = (tilt: PenTilt): number => clampUnit(1 - tilt.altitude / QUARTER_TURN);

/** Whether a style answers to the pen's tilt at all (ink and fineliner do not). */
export const isTiltStyle = (style: BrushStyle): boolean =>
  (style.tilt ?? 0) > 0 || style.followsAzimuth === true;

/** Whether a stroke is painted with its pen's tilt: it has some, and its style answers to it. */
export const isTiltedStroke = (stroke: Pick<Stroke, "tilt" | "style">): boolean =>
  stroke.tilt !== undefined && stroke.style !== undefined && isTiltStyle(stroke.style);

/**
 * How much farther than half its size a stroke's paint may reach from its samples: 1, or more
 * for a tilted stroke whose tip lays down. Bounds and the eraser's reach use it.
 */
export const tiltReach = (stroke: Pick<Stroke, "tilt" | "style">): number =>
  leanReach(stroke.style, stroke.tilt !== undefined);

/** `tiltReach` of a tip of a style, drawn with a pen that leans (`leans`) or not. */
export function leanReach(style: BrushStyle | undefined, leans: boolean): number {
  if (!style || !leans || !isTiltStyle(style)) return 1;
  const amount = style.tilt ?? 0;
  return (1 + GROWTH * amount) * (1 + STRETCH * amount);
}

/**
 * The tilt `t` of the way from `a` to `b`: the lean, seen from above as a vector along the
 * azimuth, is mixed, so that a pen swinging over upright passes through upright rather than
 * round the azimuth's circle.
 */
export function mixTilt(a: PenTilt, b: PenTilt, t: number): PenTilt {
  const [ax, ay] = leanVector(a);
  const [bx, by] = leanVector(b);
  const x = ax + (bx - ax) * t;
  const y = ay + (by - ay) * t;
  const lean = Math.hypot(x, y);
  return {
    altitude: (1 - clampUnit(lean)) * QUARTER_TURN,
    azimuth: lean > 0 ? Math.atan2(y, x) : a.azimuth,
  };
}

/** The lean seen from above: as long as the lean, pointing along the azimuth. */
function leanVector(tilt: PenTilt): [number, number] {
  const lean = leanOf(tilt);
  return [lean * Math.cos(tilt.azimuth), lean * Math.sin(tilt.azimuth)];
}

/**
 * A tilted dab: its reach from its centre (its long radius at most, which the spacing counts
 * in, so that a stretched tip is stamped no more often along its length than a round one), its
 * alpha, and the linear map (a, b, c, d as a Matrix's) taking the unit tip's square [-1, 1]² to
 * it in artboard units.
 */
export type TiltedDab = { reach: number; alpha: number; shape: [number, number, number, number] };

/** The tip's angle: the style's, turned towards across the lean as far as it follows. */
function tipAngle(style: BrushStyle, tilt: PenTilt, lean: number): number {
  if (!style.followsAzimuth) return style.angle;
  const follow = smoothstep(FOLLOW_FROM, FOLLOW_FULL, lean);
  const across = tilt.azimuth + QUARTER_TURN;
  if (follow >= 1) return across;
  if (follow <= 0) return style.angle;
  // A tip is the same turned half a turn: mixed as doubled angles, it never spins the long way.
  const x = (1 - follow) * Math.cos(2 * style.angle) + follow * Math.cos(2 * across);
  const y = (1 - follow) * Math.sin(2 * style.angle) + follow * Math.sin(2 * across);
  return Math.atan2(y, x) / 2;
}

/** The dab at a sample of a tilted stroke, from its untilted radius and alpha. */
export function tiltedDab(
  style: BrushStyle,
  radius: number,
  alpha: number,
  tilt: PenTilt,
): TiltedDab {
  const lean = leanOf(tilt);
  const down = (style.tilt ?? 0) * smoothstep(LAY_DOWN_FROM, LAY_DOWN_FULL, lean);
  const grown = radius * (1 + GROWTH * down);
  const stretch = 1 + STRETCH * down;
  const angle = tipAngle(style, tilt, lean);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  // The tip's axes (its long one along `angle`), then stretched along the lean.
  const axes: [number, number, number, number] = [
    cos * grown,
    sin * grown,
    -sin * grown * style.roundness,
    cos * grown * style.roundness,
  ];
  const ux = Math.cos(tilt.azimuth);
  const uy = Math.sin(tilt.azimuth);
  const stretched = (x: number, y: number): [number, number] => {
    const along = (stretch - 1) * (x * ux + y * uy);
    return [x + along * ux, y + along * uy];
  };
  const [a, b] = stretched(axes[0], axes[1]);
  const [c, d] = stretched(axes[2], axes[3]);
  return {
    reach: grown * stretch,
    alpha: down > 0 ? fainter(alpha, style.spacing, 1 - FADE * down) : alpha,
    shape: [a, b, c, d],
  };
}

/**
 * A dab's alpha such that a straight pass builds up `share` of what `alpha` builds: a point on
 * the stroke's line is under about 1 / spacing dabs, so cutting each dab's alpha by `share`
 * would barely show once they overlap (ten dabs of 45 % cover all but 0.3 %).
 */
function fainter(alpha: number, spacing: number, share: number): number {
  const passes = Math.max(1, 1 / spacing);
  const built = 1 - (1 - alpha) ** passes;
  return 1 - (1 - built * share) ** (1 / passes);
}
