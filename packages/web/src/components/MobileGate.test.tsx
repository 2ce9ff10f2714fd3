import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { theme } from "../theme";
import { MOBILE_BLOCK_TEXTS } from "./MobileBlock";
import { MobileGate } from "./MobileGate";

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

afterEach(() => vi.restoreAllMocks());

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
});
