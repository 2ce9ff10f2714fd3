import { MOBILE_MAX_WIDTH } from "@contour/core";
import { useDebouncedValue, useMediaQuery } from "@mantine/hooks";
import type { ReactNode } from "react";
import { MobileBlock } from "./MobileBlock";

// Width strictly under MOBILE_MAX_WIDTH; the .02 keeps a 479.5 px zoomed viewport blocked too.
const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH - 0.02}px)`;

/**
 * How long a new width must last before the gate switches. Swapping the app for the notice
 * unmounts the whole app (typed input, wizard steps), so a window that passes through a narrow
 * size only for a moment (a snap, a resize, a full-page capture) must not trigger it.
 */
export const MOBILE_SWITCH_DELAY_MS = 200;

function matchesNow(): boolean {
  return typeof window !== "undefined" && window.matchMedia(MOBILE_QUERY).matches;
}

/** Renders only the mobile notice on phone-sized windows, the app otherwise. */
export function MobileGate({ children }: { children: ReactNode }) {
  // Read synchronously on first render so a phone never flashes the app.
  const matches = useMediaQuery(MOBILE_QUERY, matchesNow(), { getInitialValueInEffect: false });
  const [isMobile] = useDebouncedValue(matches, MOBILE_SWITCH_DELAY_MS);
  return isMobile ? <MobileBlock /> : children;
}
