/**
 * How long a pen held still counts as a hold (QuickShape): Procreate's default, long enough not
 * to fire in a pause for thought mid-line.
 */
export const HOLD_MS = 650;
/** How far, in CSS pixels, a held pen may drift (a hand's tremor) and still be held still. */
export const HOLD_DRIFT = 4;

/**
 * Times holds of the pointer that draws: every sample moves it on, and once it has stayed within
 * HOLD_DRIFT of one place for HOLD_MS, `onHold` runs (once per place).
 */
export function createHoldTimer(onHold: () => void) {
  let anchor: { x: number; y: number } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    anchor = null;
  };
  return {
    note(x: number, y: number) {
      if (anchor && Math.hypot(x - anchor.x, y - anchor.y) <= HOLD_DRIFT) return;
      clearTimeout(timer);
      anchor = { x, y };
      timer = setTimeout(onHold, HOLD_MS);
    },
    stop,
  };
}
