import { isBrushStyle, isUnit } from "../document/parse.js";
import type { BrushStyle } from "../document/schema.js";
import {
  type BrushSettings,
  isPresetSlot,
  MAX_BRUSH_SIZE,
  MIN_BRUSH_SIZE,
  normalizedStyle,
} from "./brush-settings.js";

/** What a saved preset keeps: the brush's settings when it was saved; the colour is not one. */
export type PresetSettings = {
  size: number;
  opacity: number;
  smoothing: number;
  style: BrushStyle;
};

/** A preset a designer saved (the server keeps it, per member, shareable in the workspace). */
export type SavedBrushPreset = { id: string; name: string; settings: PresetSettings };

/** What the brush would save: its settings, if it is a brush (not the eraser, nor the shapes). */
export function presetSettingsOf(brush: BrushSettings): PresetSettings | null {
  const { size, opacity, smoothing, style } = brush;
  return style && isPresetSlot(brush.slot) ? { size, opacity, smoothing, style } : null;
}

/**
 * Saved settings as received (from the API, or a client that may be hostile): exactly the known
 * fields, each in range, or null. Kept whole rather than clamped, so that what is saved is what
 * the designer drew with.
 */
export function parsePresetSettings(value: unknown): PresetSettings | null {
  if (typeof value !== "object" || value === null) return null;
  const { size, opacity, smoothing, style } = value as Record<string, unknown>;
  if (typeof size !== "number" || !(size >= MIN_BRUSH_SIZE && size <= MAX_BRUSH_SIZE)) return null;
  if (!isUnit(opacity) || !isUnit(smoothing) || !isBrushStyle(style)) return null;
  return { size, opacity, smoothing, style: normalizedStyle(style as BrushStyle) };
}
