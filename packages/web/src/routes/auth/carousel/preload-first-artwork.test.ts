import { afterEach, expect, it } from "vitest";
import { FEATURED_ARTISTS } from "./artworks/artists";
import { CAROUSEL_QUERY, preloadFirstArtwork } from "./preload-first-artwork";

afterEach(() => {
  for (const link of document.head.querySelectorAll("link")) link.remove();
});

it("preloads the carousel's first artwork, on windows that show the carousel", () => {
  preloadFirstArtwork();
  const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]');
  expect(link?.getAttribute("href")).toBe(FEATURED_ARTISTS[0]?.image);
  expect(link?.getAttribute("as")).toBe("image");
  expect(link?.getAttribute("media")).toBe(CAROUSEL_QUERY);
});
