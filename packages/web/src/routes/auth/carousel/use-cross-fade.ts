import { useEffect, useState } from "react";

/** How long a new artwork takes to fade in over the one it replaces. */
export const CROSS_FADE_MS = 900;

/**
 * The slide that `active` replaced, for as long as the new one fades in over it, so the
 * carousel keeps two artworks in the page during a change and one the rest of the time.
 */
export function useCrossFade(active: number): number | undefined {
  const [shown, setShown] = useState(active);
  const [leaving, setLeaving] = useState<number>();
  // Set during render (React's pattern for state derived from a change), so the new slide's
  // first paint already has the old one beneath it.
  if (shown !== active) {
    setShown(active);
    setLeaving(shown);
  }

  useEffect(() => {
    if (leaving === undefined) return;
    const timer = window.setTimeout(() => setLeaving(undefined), CROSS_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [leaving]);

  return leaving === active ? undefined : leaving;
}
