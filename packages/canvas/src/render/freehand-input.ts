import type { StrokePoint } from "../document/schema.js";

/**
 * Samples further apart than the brush's radius are filled in with points this fraction of the
 * radius apart. perfect-freehand's streamline pulls each point part of the way towards the next
 * sample, so with far samples it cuts a sharp turn by a large part of a segment, and its outline,
 * offset only at the sparse samples, folds over itself at the turn: a fast zigzag with a large
 * brush came out as a twisted ribbon with hooks (issue 17). At a twelfth of the radius the
 * streamline lag at a turn stays under a tenth of the radius.
 */
const SPACING_PER_RADIUS = 1 / 12;
/** No closer than this: a thin brush needs no sub-pixel points. */
const MIN_SPACING = 1;
/**
 * Samples at most this far apart are never filled in, whatever the brush: a pen at 120 Hz moves
 * 2 to 6 px between samples at a normal speed, a quick mouse at 60 Hz up to about 16, and those
 * strokes keep the outline perfect-freehand has always drawn for them, its streamline smoothing
 * the corners between their samples.
 */
const MIN_GAP = 16;
/**
 * At most this many points are added to one stroke: a stroke from another client may hold
 * samples kilometres apart, and its outline must stay cheap; past it the spacing grows.
 */
const MAX_ADDED_POINTS = 16_384;

/**
 * The samples as perfect-freehand's input ([x, y, pressure], pressure clamped to 0–1), with
 * points filled in along segments longer than the brush's radius (and MIN_GAP). Samples closer
 * than that (a stroke drawn at a normal speed) go through as they are: their outline is the one
 * perfect-freehand has always drawn.
 */
export function freehandInput(samples: readonly StrokePoint[], size: number): number[][] {
  const radius = size / 2;
  const gap = Math.max(MIN_GAP, radius);
  let spacing = Math.max(MIN_SPACING, radius * SPACING_PER_RADIUS);
  const added = addedPoints(samples, gap, spacing);
  if (added > MAX_ADDED_POINTS) spacing *= added / MAX_ADDED_POINTS;
  const input: number[][] = [];
  let previous: StrokePoint | undefined;
  for (const sample of samples) {
    if (previous) {
      const length = Math.hypot(sample.x - previous.x, sample.y - previous.y);
      const steps = length > gap ? Math.ceil(length / spacing) : 1;
      for (let step = 1; step < steps; step += 1) {
        input.push(between(previous, sample, step / steps));
      }
    }
    input.push([sample.x, sample.y, unit(sample.pressure)]);
    previous = sample;
  }
  return input;
}

/** How many points `freehandInput` adds at a spacing. */
function addedPoints(samples: readonly StrokePoint[], gap: number, spacing: number): number {
  let added = 0;
  for (let index = 1; index < samples.length; index += 1) {
    const a = samples[index - 1] as StrokePoint;
    const b = samples[index] as StrokePoint;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    if (length > gap) added += Math.ceil(length / spacing) - 1;
  }
  return added;
}

function between(a: StrokePoint, b: StrokePoint, t: number): number[] {
  return [
    a.x + (b.x - a.x) * t,
    a.y + (b.y - a.y) * t,
    unit(a.pressure + (b.pressure - a.pressure) * t),
  ];
}

const unit = (value: number) => Math.min(1, Math.max(0, value));
