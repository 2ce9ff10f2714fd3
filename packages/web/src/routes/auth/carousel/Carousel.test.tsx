import { MantineProvider } from "@mantine/core";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { theme } from "../../../theme";
import type { FeaturedArtist } from "./artworks/artists";
import { Carousel } from "./Carousel";
import { CROSS_FADE_MS } from "./use-cross-fade";

const artists: FeaturedArtist[] = [1, 2, 3, 4, 5].map((n) => ({
  name: `Artist ${n}`,
  role: `Role ${n}`,
  socialUrl: `https://social.example/artist${n}`,
  image: `/artwork-${n}.svg`,
  backdrop: "#ffffff",
}));

function artworkSources() {
  return screen.getAllByRole("img", { hidden: true }).map((image) => image.getAttribute("src"));
}

function renderCarousel() {
  return render(
    <MantineProvider theme={theme}>
      <Carousel artists={artists} />
    </MantineProvider>,
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("Carousel", () => {
  it("rotates every 5000 ms and wraps around", () => {
    renderCarousel();
    expect(screen.getByText("Artist 1")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText("Artist 2")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4 * 5000));
    expect(screen.getByText("Artist 1")).toBeInTheDocument();
  });

  it("jumps to a slide from its dot and gives it a full interval", () => {
    renderCarousel();
    act(() => vi.advanceTimersByTime(4000));
    fireEvent.click(screen.getByRole("button", { name: "Go to slide 4" }));
    expect(screen.getByText("Artist 4")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByText("Artist 4")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText("Artist 5")).toBeInTheDocument();
  });

  // Every artwork is an SVG with filters: each one in the page costs a rasterisation before the
  // first paint, so only the one shown (and, for the cross-fade, the one it replaces) is there.
  it("renders only the active artwork, and the previous one while it fades out", () => {
    renderCarousel();
    expect(artworkSources()).toEqual(["/artwork-1.svg"]);
    act(() => vi.advanceTimersByTime(5000));
    expect(artworkSources()).toEqual(["/artwork-1.svg", "/artwork-2.svg"]);
    expect(screen.getByAltText("Artwork by Artist 2")).toHaveAttribute("data-entering");
    act(() => vi.advanceTimersByTime(CROSS_FADE_MS));
    expect(artworkSources()).toEqual(["/artwork-2.svg"]);
  });

  it("downloads and decodes the next artwork ahead of its turn", () => {
    const warmed: string[] = [];
    vi.stubGlobal(
      "Image",
      class {
        set src(value: string) {
          warmed.push(value);
        }
        decode() {
          return Promise.resolve();
        }
      },
    );
    renderCarousel();
    expect(warmed).toEqual([]);
    act(() => vi.advanceTimersByTime(2500));
    expect(warmed).toEqual(["/artwork-2.svg"]);
    act(() => vi.advanceTimersByTime(2500));
    expect(warmed).toEqual(["/artwork-2.svg"]);
    act(() => vi.advanceTimersByTime(2500));
    expect(warmed).toEqual(["/artwork-2.svg", "/artwork-3.svg"]);
    vi.unstubAllGlobals();
  });

  it("credits the artist with an external link and a Follow button", () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    renderCarousel();
    const link = screen.getByRole("link", { name: "social.example/artist1" });
    expect(link).toHaveAttribute("href", "https://social.example/artist1");
    expect(link).toHaveAttribute("target", "_blank");
    fireEvent.click(screen.getByRole("button", { name: "Follow" }));
    expect(open).toHaveBeenCalledWith(
      "https://social.example/artist1",
      "_blank",
      "noopener,noreferrer",
    );
  });
});
