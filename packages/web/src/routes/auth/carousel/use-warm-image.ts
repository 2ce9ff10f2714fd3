import { useEffect } from "react";

/**
 * Downloads and decodes an image `delayMs` after `src` is asked for, so that it paints at once
 * when it is shown; the delay keeps it from competing with what the page paints first.
 */
export function useWarmImage(src: string | undefined, delayMs: number): void {
  useEffect(() => {
    if (!src) return;
    const timer = window.setTimeout(() => {
      const image = new Image();
      image.src = src;
      // A failed decode only means it paints later, when shown.
      image.decode().catch(() => undefined);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [src, delayMs]);
}
