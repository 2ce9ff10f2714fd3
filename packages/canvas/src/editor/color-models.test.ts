import { describe, expect, test } from "vitest";
import {
  type Hsb,
  hexToRgb,
  hsbForColor,
  hsbToHex,
  hsbToRgb,
  rgbToHex,
  rgbToHsb,
} from "./color-models.js";

/** As the fields show it. */
const rounded = ({ h, s, b }: Hsb): Hsb => ({
  h: Math.round(h),
  s: Math.round(s),
  b: Math.round(b),
});

describe("colour models", () => {
  test("hex and RGB convert both ways", () => {
    expect(hexToRgb("#ff8000")).toEqual({ r: 255, g: 128, b: 0 });
    expect(hexToRgb("#1F2937")).toEqual({ r: 31, g: 41, b: 55 });
    expect(rgbToHex({ r: 31, g: 41, b: 55 })).toBe("#1f2937");
    expect(rgbToHex({ r: 0, g: 0, b: 0 })).toBe("#000000");
  });

  test("hex that is not #rrggbb has no channels", () => {
    for (const text of ["", "#fff", "ff8000", "#ff80001", "#gg0000", "red"]) {
      expect(hexToRgb(text)).toBeNull();
    }
  });

  test("channels out of range or fractional are clamped and rounded", () => {
    expect(rgbToHex({ r: 300, g: -4, b: 127.6 })).toBe("#ff0080");
  });

  test("the primaries and secondaries have their textbook HSB", () => {
    const cases: [string, { h: number; s: number; b: number }][] = [
      ["#ff0000", { h: 0, s: 100, b: 100 }],
      ["#ffff00", { h: 60, s: 100, b: 100 }],
      ["#00ff00", { h: 120, s: 100, b: 100 }],
      ["#00ffff", { h: 180, s: 100, b: 100 }],
      ["#0000ff", { h: 240, s: 100, b: 100 }],
      ["#ff00ff", { h: 300, s: 100, b: 100 }],
      ["#800000", { h: 0, s: 100, b: 50 }],
    ];
    for (const [hex, hsb] of cases) {
      const rgb = hexToRgb(hex);
      if (!rgb) throw new Error(hex);
      expect(rounded(rgbToHsb(rgb))).toEqual(hsb);
      expect(hsbToHex(hsb)).toBe(hex);
    }
  });

  test("a hue of 360 is red, and one just below red stays below 360", () => {
    expect(hsbToRgb({ h: 360, s: 100, b: 100 })).toEqual({ r: 255, g: 0, b: 0 });
    expect(rgbToHsb({ r: 255, g: 0, b: 1 }).h).toBeLessThan(360);
  });

  test("every web-safe colour survives hex → HSB → hex (the numbers kept exact)", () => {
    const steps = [0, 51, 102, 153, 204, 255];
    for (const r of steps) {
      for (const g of steps) {
        for (const b of steps) {
          const hex = rgbToHex({ r, g, b });
          expect(hsbToHex(rgbToHsb({ r, g, b }))).toBe(hex);
        }
      }
    }
  });

  test("whole-number HSB round trips through RGB within a rounding step", () => {
    for (let h = 0; h < 360; h += 15) {
      for (const s of [10, 50, 100]) {
        for (const b of [20, 60, 100]) {
          const back = rounded(rgbToHsb(hsbToRgb({ h, s, b })));
          expect(Math.abs(back.s - s)).toBeLessThanOrEqual(1);
          expect(Math.abs(back.b - b)).toBeLessThanOrEqual(1);
          // Hue is only as fine as the channels that carry it: half a channel step moves it
          // by 30° over the chroma (in channel steps), plus the field's own rounding.
          const chroma = (s / 100) * (b / 100) * 255;
          const hueGap = Math.abs(back.h - h) % 360;
          expect(Math.min(hueGap, 360 - hueGap)).toBeLessThanOrEqual(0.5 + 30 / chroma);
        }
      }
    }
  });

  test("a grey keeps the hue shown, and black the saturation too", () => {
    expect(rgbToHsb({ r: 51, g: 51, b: 51 }, { h: 200, s: 40, b: 10 })).toEqual({
      h: 200,
      s: 0,
      b: 20,
    });
    expect(rgbToHsb({ r: 0, g: 0, b: 0 }, { h: 200, s: 40, b: 10 })).toEqual({
      h: 200,
      s: 40,
      b: 0,
    });
    expect(rgbToHsb({ r: 255, g: 255, b: 255 })).toEqual({ h: 0, s: 0, b: 100 });
  });

  test("HSB numbers out of range are clamped, hue wraps", () => {
    expect(hsbToHex({ h: -120, s: 150, b: 200 })).toBe("#0000ff");
    expect(hsbToHex({ h: 480, s: 100, b: 100 })).toBe("#00ff00");
  });

  test("the fields keep a typed hue while saturation is 0", () => {
    const typed = { h: 210, s: 0, b: 50 };
    const hex = hsbToHex(typed);
    expect(hex).toBe("#808080");
    expect(hsbForColor(hex, typed)).toEqual(typed);
    // Then raising saturation turns the grey towards the typed hue.
    expect(hsbToHex({ ...typed, s: 100 })).toBe("#004080");
  });

  test("the fields keep numbers that round to the same colour, and follow a new one", () => {
    const shown = { h: 120, s: 100, b: 100 };
    expect(hsbForColor("#00ff00", { h: 120.1, s: 100, b: 100 })).toEqual({
      h: 120.1,
      s: 100,
      b: 100,
    });
    expect(hsbForColor("#ff0000", shown)).toEqual({ h: 0, s: 100, b: 100 });
    expect(hsbForColor("#FF0000", { h: 0, s: 100, b: 100 })).toEqual({ h: 0, s: 100, b: 100 });
    // A grey picked elsewhere keeps the hue the fields showed.
    expect(hsbForColor("#333333", shown)).toEqual({ h: 120, s: 0, b: 20 });
  });
});
