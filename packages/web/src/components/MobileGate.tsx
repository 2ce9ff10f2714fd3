import { MOBILE_MAX_WIDTH } from "@contour/core";
import { useMediaQuery } from "@mantine/hooks";
import type { ReactNode } from "react";
import { MobileBlock } from "./MobileBlock";

// Width strictly under MOBILE_MAX_WIDTH; the .02 keeps a 479.5 px zoomed viewport blocked too.
const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH - 0.02}px)`;

function matchesNow(): boolean {
  return typeof window !== "undefined" && window.matchMedia(MOBILE_QUERY).matches;
}

/** Renders only the mobile notice on phone-sized windows, the app otherwise. */
export function MobileGate({ children }: { children: ReactNode }) {
  // Read synchronously on first render so a phone never flashes the app.
  const isMobile = useMediaQuery(MOBILE_QUERY, matchesNow(), { getInitialValueInEffect: false });
  return isMobile ? <MobileBlock /> : children;
}
