import type { BlendMode } from "../document/schema.js";

/**
 * The result of each blend mode for an opaque source colour over an opaque backdrop, by the
 * W3C Compositing and Blending Level 1 formulas (section 10), channels 0–1: what pixel tests
 * compare the renderer with. Add is the Porter-Duff plus ("lighter"), clamped.
 */
type Rgb = readonly [number, number, number];
type Channel = (backdrop: number, source: number) => number;

const map3 = (color: Rgb, f: (channel: number, index: 0 | 1 | 2) => number): Rgb => [
  f(color[0], 0),
  f(color[1], 1),
  f(color[2], 2),
];

const multiply: Channel = (b, s) => b * s;
const screen: Channel = (b, s) => b + s - b * s;
const hardLight: Channel = (b, s) => (s <= 0.5 ? multiply(b, 2 * s) : screen(b, 2 * s - 1));

const softLight: Channel = (b, s) => {
  if (s <= 0.5) return b - (1 - 2 * s) * b * (1 - b);
  const d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : Math.sqrt(b);
  return b + (2 * s - 1) * (d - b);
};

const lum = ([r, g, b]: Rgb) => 0.3 * r + 0.59 * g + 0.11 * b;

function clipColor(color: Rgb): Rgb {
  const l = lum(color);
  const n = Math.min(...color);
  const x = Math.max(...color);
  return map3(color, (c) => {
    let out = c;
    if (n < 0) out = l + ((out - l) * l) / (l - n);
    if (x > 1) out = l + ((out - l) * (1 - l)) / (x - l);
    return out;
  });
}

const setLum = (color: Rgb, l: number): Rgb => {
  const d = l - lum(color);
  return clipColor(map3(color, (c) => c + d));
};

const sat = (color: Rgb) => Math.max(...color) - Math.min(...color);

function setSat(color: Rgb, s: number): Rgb {
  const max = Math.max(...color);
  const min = Math.min(...color);
  return map3(color, (c) => (max === min ? 0 : ((c - min) * s) / (max - min)));
}

const separable =
  (channel: Channel) =>
  (b: Rgb, s: Rgb): Rgb =>
    map3(b, (value, index) => channel(value, s[index]));

const FORMULAS: Record<BlendMode, (backdrop: Rgb, source: Rgb) => Rgb> = {
  normal: (_, s) => s,
  darken: separable(Math.min),
  multiply: separable(multiply),
  "color-burn": separable((b, s) => (b === 1 ? 1 : s === 0 ? 0 : 1 - Math.min(1, (1 - b) / s))),
  lighten: separable(Math.max),
  screen: separable(screen),
  "color-dodge": separable((b, s) => (b === 0 ? 0 : s === 1 ? 1 : Math.min(1, b / (1 - s)))),
  add: separable((b, s) => Math.min(1, b + s)),
  overlay: separable((b, s) => hardLight(s, b)),
  "soft-light": separable(softLight),
  "hard-light": separable(hardLight),
  difference: separable((b, s) => Math.abs(b - s)),
  hue: (b, s) => setLum(setSat(s, sat(b)), lum(b)),
  saturation: (b, s) => setLum(setSat(b, sat(s)), lum(b)),
  color: (b, s) => setLum(s, lum(b)),
  luminosity: (b, s) => setLum(b, lum(s)),
};

/** The blended colour of `source` over `backdrop`, channels 0–255. */
export function blendByFormula(mode: BlendMode, backdrop: Rgb, source: Rgb): Rgb {
  const unit = (color: Rgb) => map3(color, (c) => c / 255);
  return map3(FORMULAS[mode](unit(backdrop), unit(source)), (c) => c * 255);
}
