import type { StrokePoint } from "../document/schema.js";

/**
 * The string's length at full strength, in screen pixels: long enough to iron out a slow hand's
 * wobble, short enough that the line still follows the pen (Krita's and Clip Studio's range).
 */
export const MAX_STRING_LENGTH = 60;

/**
 * The string's length in artboard units for a strength of 0 to 1 at a zoom scale. It is a
 * length on the screen, so the stabiliser feels the same at any zoom.
 */
export function stringLength(strength: number, scale: number): number {
  return (Math.min(1, Math.max(0, strength)) * MAX_STRING_LENGTH) / scale;
}

/**
 * A pulled string (lazy brush): the pen drags the paint point on a string of a fixed length.
 * The paint point stays while the pen moves within the string's reach and, once the string is
 * taut, moves towards the pen so as to stay at that distance: small jitter never reaches the
 * paper, and the line lags a little behind the pen.
 */
export type Stabiliser = {
  /**
   * Where the paint is after the pen moved to `pen`, with the pen's pressure and tilt (how the hand
   * holds the pen now, as the pressure); null when the string is slack and the paint stays. The
   * first sample paints where the pen is.
   */
  follow(pen: StrokePoint): StrokePoint | null;
  /** The pen's last sample when the paint is not there yet: the stroke ends where it lifted. */
  catchUp(): StrokePoint | null;
};

/** A stabiliser with a string of `length` artboard units; 0 keeps every sample as it is. */
export function createStabiliser(length: number): Stabiliser {
  let paint: StrokePoint | null = null;
  let pen: StrokePoint | null = null;
  return {
    follow(next) {
      pen = next;
      if (!paint || length <= 0) {
        paint = next;
        return next;
      }
      const distance = Math.hypot(next.x - paint.x, next.y - paint.y);
      if (distance <= length) return null;
      const pull = (distance - length) / distance;
      paint = {
        x: paint.x + (next.x - paint.x) * pull,
        y: paint.y + (next.y - paint.y) * pull,
        pressure: next.pressure,
        ...(next.tilt ? { tilt: next.tilt } : {}),
      };
      return paint;
    },
    catchUp() {
      if (!pen || !paint || (pen.x === paint.x && pen.y === paint.y)) return null;
      paint = pen;
      return pen;
    },
  };
}
