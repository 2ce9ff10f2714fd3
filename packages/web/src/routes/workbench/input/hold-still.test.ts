import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createHoldTimer, HOLD_DRIFT, HOLD_MS } from "./hold-still";

describe("the hold timer", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("fires once the pointer has stayed within the drift for the hold's time", () => {
    const onHold = vi.fn();
    const hold = createHoldTimer(onHold);
    hold.note(100, 100);
    vi.advanceTimersByTime(HOLD_MS - 100);
    hold.note(100 + HOLD_DRIFT, 100);
    vi.advanceTimersByTime(100);
    expect(onHold).toHaveBeenCalledTimes(1);
  });

  it("starts again when the pointer moves on, and never fires once stopped", () => {
    const onHold = vi.fn();
    const hold = createHoldTimer(onHold);
    hold.note(100, 100);
    vi.advanceTimersByTime(HOLD_MS - 100);
    hold.note(120, 100);
    vi.advanceTimersByTime(200);
    expect(onHold).not.toHaveBeenCalled();
    hold.stop();
    vi.advanceTimersByTime(HOLD_MS * 2);
    expect(onHold).not.toHaveBeenCalled();
  });
});
