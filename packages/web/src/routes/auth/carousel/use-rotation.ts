import { useCallback, useEffect, useState } from "react";

/**
 * The index of the visible slide, advancing every `intervalMs`. Jumping to a slide restarts the
 * timer, so a slide the user picked stays a full interval.
 */
export function useRotation(count: number, intervalMs: number) {
  const [active, setActive] = useState(0);
  const [jumps, setJumps] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `jumps` restarts the timer after a manual jump.
  useEffect(() => {
    if (count < 2) return;
    const timer = window.setInterval(() => setActive((index) => (index + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs, jumps]);

  const goTo = useCallback((index: number) => {
    setActive(index);
    setJumps((n) => n + 1);
  }, []);

  return { active: count === 0 ? 0 : active % count, goTo };
}
