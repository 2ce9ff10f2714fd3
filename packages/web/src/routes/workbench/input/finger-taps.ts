/** How long fingers may stay down and still tap: Procreate's quick tap, not a held touch. */
export const TAP_MS = 300;
/** How far, in CSS pixels, a tapping finger may slide; further, the fingers pan or pinch. */
export const TAP_SLOP = 12;

export type FingerTap = "undo" | "redo";

type Finger = { x: number; y: number };

/**
 * Recognises Procreate's finger taps from the canvas's touch pointers: two fingers put down and
 * lifted together, without sliding, undo; three redo. A tap is told when the last finger lifts;
 * fingers that pan, pinch, stay down too long, or number one or more than three, tell nothing.
 * Times are the events' timestamps (ms), so that the recogniser is a pure function of its input.
 */
export function createFingerTaps(onTap: (tap: FingerTap) => void) {
  const down = new Map<number, Finger>();
  let startedAt = 0;
  let most = 0;
  let moved = false;
  return {
    down(pointerId: number, at: Finger, time: number) {
      if (down.size === 0) {
        startedAt = time;
        most = 0;
        moved = false;
      }
      down.set(pointerId, at);
      most = Math.max(most, down.size);
    },
    move(pointerId: number, at: Finger) {
      const start = down.get(pointerId);
      if (start && Math.hypot(at.x - start.x, at.y - start.y) > TAP_SLOP) moved = true;
    },
    up(pointerId: number, time: number) {
      if (!down.delete(pointerId) || down.size > 0) return;
      if (moved || time - startedAt > TAP_MS) return;
      if (most === 2) onTap("undo");
      else if (most === 3) onTap("redo");
    },
    /** The browser took the touches (a system gesture): no tap. */
    cancel(pointerId: number) {
      moved = true;
      down.delete(pointerId);
    },
  };
}
