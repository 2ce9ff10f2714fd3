/**
 * Pressure for a mouse or a finger, which have none: a pen-like line is thinner where the hand
 * moves fast and fuller where it slows, as ink thins on a quick flick. Speed is measured on the
 * screen (so zoom does not change the feel) and the pressure eases towards its target so that
 * one jittery sample does not notch the line.
 */
export type PressureSimulator = { next(x: number, y: number, time: number): number };

/** Screen pixels per millisecond at which the line is thinnest. */
const FAST_SPEED = 3;
const MIN_PRESSURE = 0.2;
const START_PRESSURE = 0.5;
/** How far each sample moves the pressure towards its target (0 to 1). */
const EASING = 0.3;

export function createPressureSimulator(): PressureSimulator {
  let last: { x: number; y: number; time: number } | null = null;
  let pressure = START_PRESSURE;
  return {
    next(x, y, time) {
      if (last) {
        // Coalesced samples may share a timestamp; one millisecond keeps the speed finite.
        const elapsed = Math.max(1, time - last.time);
        const speed = Math.hypot(x - last.x, y - last.y) / elapsed;
        const target = 1 - (1 - MIN_PRESSURE) * Math.min(1, speed / FAST_SPEED);
        pressure += (target - pressure) * EASING;
      }
      last = { x, y, time };
      return pressure;
    },
  };
}
