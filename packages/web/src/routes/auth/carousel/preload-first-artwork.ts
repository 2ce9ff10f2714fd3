import { CAROUSEL_MIN_WIDTH } from "@contour/core";
import { FEATURED_ARTISTS } from "./artworks/artists";

/** The windows wide enough to show the carousel (AuthLayout renders it only there). */
export const CAROUSEL_QUERY = `(min-width: ${CAROUSEL_MIN_WIDTH}px)`;

/**
 * Asks for the carousel's first artwork from the entry, before the sign-in code has even
 * arrived: otherwise the browser finds the image only once that code has run, and the page's
 * largest paint waits for the download. Windows without the carousel fetch nothing.
 */
export function preloadFirstArtwork(): void {
  const first = FEATURED_ARTISTS[0];
  if (!first) return;
  const link = document.createElement("link");
  link.rel = "preload";
  link.setAttribute("as", "image");
  link.setAttribute("fetchpriority", "high");
  link.href = first.image;
  link.media = CAROUSEL_QUERY;
  document.head.append(link);
}
