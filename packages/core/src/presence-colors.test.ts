import { describe, expect, test } from "vitest";
import { PRESENCE_COLORS, presenceColor } from "./presence-colors.js";

/** WCAG relative luminance of `#rrggbb`. */
function luminance(color: string): number {
  const channels = [1, 3, 5].map((start) => {
    const value = Number.parseInt(color.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const [red = 0, green = 0, blue = 0] = channels;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe("presence colours", () => {
  test("about ten distinct colours, each readable with white text and against the dark UI", () => {
    expect(PRESENCE_COLORS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(PRESENCE_COLORS).size).toBe(PRESENCE_COLORS.length);
    for (const color of PRESENCE_COLORS) {
      expect(color).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrast(color, "#ffffff")).toBeGreaterThanOrEqual(4.5);
      expect(contrast(color, "#1f1f1f")).toBeGreaterThanOrEqual(3);
    }
  });

  test("a user's colour depends on their id alone", () => {
    const id = "6f1c1a52-6c1e-4a4e-9d0b-2f6c3b1d9e77";
    expect(presenceColor(id)).toBe(presenceColor(`${id}`));
    expect(PRESENCE_COLORS).toContain(presenceColor(id));
    expect(PRESENCE_COLORS).toContain(presenceColor(""));
  });

  test("many users spread over the whole palette", () => {
    const used = new Set(Array.from({ length: 200 }, (_, index) => presenceColor(`user-${index}`)));
    expect(used.size).toBe(PRESENCE_COLORS.length);
  });
});
