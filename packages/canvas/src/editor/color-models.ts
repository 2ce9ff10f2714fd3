import { isColor } from "../document/parse.js";

/** Red, green and blue, each a whole number from 0 to 255. */
export type Rgb = { r: number; g: number; b: number };

/**
 * Hue in degrees (0 to 360, where 360 is red again), saturation and brightness in percent
 * (0 to 100): the numbers designers type in Photoshop's and Procreate's HSB fields.
 */
export type Hsb = { h: number; s: number; b: number };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A channel typed or computed, kept a whole number within 0 to 255. */
const channel = (value: number) => clamp(Math.round(value), 0, 255);

/** The channels of a `#rrggbb` colour; null for anything else. */
export function hexToRgb(hex: string): Rgb | null {
  if (!isColor(hex)) return null;
  const value = Number.parseInt(hex.slice(1), 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

/** `#rrggbb`, lower case, with each channel rounded and clamped to 0–255. */
export function rgbToHex({ r, g, b }: Rgb): string {
  const hex = (channel(r) << 16) | (channel(g) << 8) | channel(b);
  return `#${hex.toString(16).padStart(6, "0")}`;
}

/**
 * The HSB of a colour. A grey has no hue and black no saturation: those come from `hint` (the
 * numbers already shown), so typing a hue while saturation is 0 does not snap it back to 0.
 * The numbers are exact: the fields round them for showing, and a colour made from the exact
 * numbers is the colour again, which whole percentages (2.55 steps of a channel) cannot promise.
 */
export function rgbToHsb({ r, g, b }: Rgb, hint: Hsb = { h: 0, s: 0, b: 0 }): Hsb {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = max - min;
  const brightness = (max / 255) * 100;
  if (max === 0) return { h: hint.h, s: hint.s, b: 0 };
  if (chroma === 0) return { h: hint.h, s: 0, b: brightness };
  let sector: number;
  if (max === r) sector = ((g - b) / chroma + 6) % 6;
  else if (max === g) sector = (b - r) / chroma + 2;
  else sector = (r - g) / chroma + 4;
  return { h: sector * 60, s: (chroma / max) * 100, b: brightness };
}

/** The channels of an HSB colour; numbers out of range are clamped first. */
export function hsbToRgb({ h, s, b }: Hsb): Rgb {
  const hue = (((h % 360) + 360) % 360) / 60;
  const value = clamp(b, 0, 100) / 100;
  const chroma = value * (clamp(s, 0, 100) / 100);
  const x = chroma * (1 - Math.abs((hue % 2) - 1));
  const m = value - chroma;
  const [r, g, bl] =
    hue < 1
      ? [chroma, x, 0]
      : hue < 2
        ? [x, chroma, 0]
        : hue < 3
          ? [0, chroma, x]
          : hue < 4
            ? [0, x, chroma]
            : hue < 5
              ? [x, 0, chroma]
              : [chroma, 0, x];
  return { r: channel((r + m) * 255), g: channel((g + m) * 255), b: channel((bl + m) * 255) };
}

export const hsbToHex = (hsb: Hsb): string => rgbToHex(hsbToRgb(hsb));

/**
 * What the HSB fields show for `hex`: the numbers already shown while they still make that
 * colour (a typed hue of a grey, or 37 % that rounds to the same hex, stays as typed), otherwise
 * the colour's own HSB with the shown numbers filling what a grey or black leaves undefined.
 */
export function hsbForColor(hex: string, shown: Hsb): Hsb {
  const rgb = hexToRgb(hex);
  if (!rgb) return shown;
  if (hsbToHex(shown) === hex.toLowerCase()) return shown;
  return rgbToHsb(rgb, shown);
}
