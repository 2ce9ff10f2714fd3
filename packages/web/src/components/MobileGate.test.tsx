import { MantineProvider } from "@mantine/core";
import { act, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { theme } from "../theme";
import { MOBILE_BLOCK_TEXTS } from "./MobileBlock";
import { MOBILE_SWITCH_DELAY_MS, MobileGate } from "./MobileGate";

function stubWidth(width: number) {
  vi.spyOn(window, "matchMedia").mockImplementation((query: string) => {
    const maxWidth = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY);
    return {
      matches: width <= maxWidth,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(() => true),
    };
  });
}

function renderGate() {
  return render(
    <MantineProvider theme={theme}>
      <MobileGate>
        <p>The app</p>
      </MobileGate>
    </MantineProvider>,
  );
}

/** A window whose width the test changes, telling listeners as a browser would. */
function resizableWindow(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const isNarrow = () => width < 480;
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return isNarrow();
        },
        media: query,
        addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) =>
          listeners.add(listener),
        removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) =>
          listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return (next: number) =>
    act(() => {
      width = next;
      for (const listener of listeners) listener({ matches: isNarrow() });
    });
}

/** Stands for app state that a remount would lose. */
function TypedText() {
  const [text] = useState(() => `typed ${Math.random()}`);
  return <p>{text}</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("MobileGate", () => {
  it("shows only the mobile notice under 480 px", () => {
    stubWidth(479);
    renderGate();
    expect(screen.getByRole("heading", { name: MOBILE_BLOCK_TEXTS.title })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: MOBILE_BLOCK_TEXTS.link })).toHaveAttribute(
      "href",
      "/",
    );
    expect(screen.queryByText("The app")).not.toBeInTheDocument();
  });

  it("shows the app from 480 px on", () => {
    stubWidth(480);
    renderGate();
    expect(screen.getByText("The app")).toBeInTheDocument();
  });

  it("keeps the app mounted through a moment at a narrow width", () => {
    vi.useFakeTimers();
    const resize = resizableWindow(1440);
    render(
      <MantineProvider theme={theme}>
        <MobileGate>
          <TypedText />
        </MobileGate>
      </MantineProvider>,
    );
    const before = screen.getByText(/^typed/).textContent;

    resize(1);
    act(() => vi.advanceTimersByTime(30));
    resize(1440);
    act(() => vi.advanceTimersByTime(MOBILE_SWITCH_DELAY_MS * 2));
    expect(screen.getByText(/^typed/).textContent).toBe(before);

    resize(400);
    act(() => vi.advanceTimersByTime(MOBILE_SWITCH_DELAY_MS));
    expect(screen.getByRole("heading", { name: MOBILE_BLOCK_TEXTS.title })).toBeInTheDocument();
  });
});
