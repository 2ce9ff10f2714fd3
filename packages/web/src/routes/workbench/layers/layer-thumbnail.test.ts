import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createIdleThrottle } from "./layer-thumbnail";

describe("createIdleThrottle", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
  });
  afterEach(() => vi.useRealTimers());

  it("runs once per interval however often it is asked, and once more after the last ask", () => {
    const work = vi.fn();
    const throttle = createIdleThrottle(work, 400);
    throttle.request();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    // A change every 16 ms for a second, as a dragged selection makes.
    for (let time = 0; time < 1000; time += 16) {
      throttle.request();
      vi.advanceTimersByTime(16);
    }
    expect(work.mock.calls.length).toBeLessThanOrEqual(4);
    const runs = work.mock.calls.length;
    vi.advanceTimersByTime(400);
    expect(work).toHaveBeenCalledTimes(runs + 1);
    vi.advanceTimersByTime(2000);
    expect(work).toHaveBeenCalledTimes(runs + 1);
  });

  it("runs nothing once cancelled", () => {
    const work = vi.fn();
    const throttle = createIdleThrottle(work, 400);
    throttle.request();
    throttle.cancel();
    vi.advanceTimersByTime(1000);
    expect(work).not.toHaveBeenCalled();
  });
});
