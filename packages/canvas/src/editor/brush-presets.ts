import { FULL_CURVE, rising } from "../document/pressure-curve.js";
import type { BrushStyle } from "../document/schema.js";

/**
 * The brushes a designer starts with, each a style and the size, opacity and smoothing it is
 * first used at. Tuned by drawing with them against Procreate's and Photoshop's of the same
 * names (docs/decisions.md); a designer adjusts each, and the adjustments stay with the preset.
 * With a pen that reports tilt, pencil and chalk shade wider and lighter laid on their side and
 * the marker's chisel turns with the pen; ink and fineliner ignore it.
 */
export const BRUSH_PRESET_IDS = [
  "pencil",
  "fineliner",
  "ink",
  "marker",
  "airbrush",
  "chalk",
] as const;
export type BrushPresetId = (typeof BRUSH_PRESET_IDS)[number];

export type BrushPreset = {
  name: string;
  size: number;
  opacity: number;
  smoothing: number;
  style: BrushStyle;
};

const ROUND = { roundness: 1, angle: 0 } as const;
/** A hard round tip laying all its paint at once: drawn as a vector outline (brush-dabs.ts). */
const SOLID = {
  ...ROUND,
  hardness: 1,
  flow: 1,
  spacing: 0.1,
  grain: 0,
  opacityCurve: FULL_CURVE,
} as const;

/**
 * The eraser's tip as it comes: hard, round and solid, its size rising with pressure from a
 * quarter, as the eraser's always did. An eraser stroke with this tip keeps no style, so its
 * cuts are exactly the plain eraser's (tools/stroke-from-brush.ts); Brush settings soften it.
 */
export const ERASER_STYLE: BrushStyle = { ...SOLID, sizeCurve: rising(0.25) };

export const BRUSH_PRESETS: Readonly<Record<BrushPresetId, BrushPreset>> = {
  pencil: {
    name: "Pencil",
    size: 4,
    opacity: 0.9,
    smoothing: 0.3,
    style: {
      ...ROUND,
      hardness: 0.8,
      flow: 0.45,
      spacing: 0.1,
      grain: 0.7,
      sizeCurve: rising(0.45),
      opacityCurve: rising(0.15),
      // Laid on its side, the lead shades wide and light.
      tilt: 1,
    },
  },
  fineliner: {
    name: "Fineliner",
    size: 3,
    opacity: 1,
    smoothing: 0.5,
    style: { ...SOLID, sizeCurve: FULL_CURVE },
  },
  ink: {
    name: "Ink",
    size: 8,
    opacity: 1,
    smoothing: 0.5,
    style: { ...SOLID, sizeCurve: rising(0.25) },
  },
  marker: {
    name: "Marker",
    size: 24,
    opacity: 0.6,
    smoothing: 0.4,
    style: {
      hardness: 0.85,
      roundness: 0.3,
      angle: Math.PI / 4,
      flow: 0.5,
      spacing: 0.05,
      grain: 0,
      sizeCurve: rising(0.85),
      opacityCurve: rising(0.5),
      // The chisel turns with the hand, as a real marker's does.
      followsAzimuth: true,
    },
  },
  airbrush: {
    name: "Airbrush",
    size: 80,
    opacity: 0.8,
    smoothing: 0.5,
    style: {
      ...ROUND,
      hardness: 0,
      flow: 0.08,
      spacing: 0.08,
      grain: 0,
      sizeCurve: FULL_CURVE,
      opacityCurve: rising(0),
    },
  },
  chalk: {
    name: "Chalk",
    size: 28,
    opacity: 1,
    smoothing: 0.3,
    style: {
      hardness: 0.6,
      roundness: 0.75,
      angle: 0.3,
      flow: 0.6,
      spacing: 0.12,
      grain: 0.9,
      sizeCurve: rising(0.6),
      opacityCurve: rising(0.3),
      tilt: 1,
    },
  },
};
