import { isColor, isPressureCurve } from "../document/parse.js";
import { BRUSH_STYLE_BOUNDS, type BrushStyle } from "../document/schema.js";
import type { ToolId } from "../tools/tool.js";
import {
  BRUSH_PRESET_IDS,
  BRUSH_PRESETS,
  type BrushPresetId,
  ERASER_STYLE,
} from "./brush-presets.js";
import type { SavedBrushPreset } from "./saved-presets.js";

/** The slot of a preset a designer saved (saved-presets.ts), by its id. */
export type SavedPresetSlot = `saved:${string}`;
/** What the brush tool draws with: one of the presets it comes with, or a saved one. */
export type PresetSlot = BrushPresetId | SavedPresetSlot;

/**
 * Whose size, opacity and smoothing the next stroke takes: the brush keeps them per preset
 * (a pencil and a marker are not used at one size), the eraser and the shape tools their own.
 */
export type SettingsSlot = PresetSlot | "eraser" | "shape";

/** What each slot keeps. A style for the brush's presets and the eraser: the shapes have none. */
type SlotSettings = {
  /** Diameter in artboard pixels at full pressure. */
  size: number;
  /** 0 to 1. */
  opacity: number;
  /** 0 to 1: perfect-freehand's smoothing, or how much a styled stroke's path is eased. */
  smoothing: number;
  style: BrushStyle | null;
};

/** What the next stroke is drawn with: the current slot's settings, and the colour all share. */
export type BrushSettings = SlotSettings & {
  /** The slot whose settings these are. */
  slot: SettingsSlot;
  /** The brush tool's preset: its slot when the brush is chosen. */
  preset: PresetSlot;
  /** Each other slot's settings as they were left, restored when it is chosen again. */
  stash: Partial<Record<SettingsSlot, SlotSettings>>;
  /** The pulled string's strength, 0 (off) to 1 (stabiliser.ts); one for all tools. */
  stabiliser: number;
  /** `#rrggbb`. */
  color: string;
  /** Most recent first, distinct, at most RECENT_COLOR_COUNT. */
  recentColors: readonly string[];
};

export type BrushPatch = Partial<Omit<SlotSettings, "style">> & {
  stabiliser?: number;
  color?: string;
  style?: Partial<BrushStyle>;
};

export const RECENT_COLOR_COUNT = 8;
export const MIN_BRUSH_SIZE = 1;
/** Below the validators' cap of 1000 so that scaling a stroke up still has room. */
export const MAX_BRUSH_SIZE = 500;

export const isBrushPreset = (value: unknown): value is BrushPresetId =>
  (BRUSH_PRESET_IDS as readonly unknown[]).includes(value);

const DEFAULT_PRESET: BrushPresetId = "ink";

export const savedPresetSlot = (id: string): SavedPresetSlot => `saved:${id}`;

/**
 * A slot's settings when first used: a saved preset's as it was saved; one that is gone
 * (deleted since) the brush's first preset's.
 */
export function slotDefaults(
  slot: SettingsSlot,
  saved: readonly SavedBrushPreset[] = [],
): SlotSettings {
  if (slot === "eraser") return { size: 24, opacity: 1, smoothing: 0.5, style: ERASER_STYLE };
  if (slot === "shape") return { size: 8, opacity: 1, smoothing: 0.5, style: null };
  const { size, opacity, smoothing, style } = isBrushPreset(slot)
    ? BRUSH_PRESETS[slot]
    : (saved.find((preset) => savedPresetSlot(preset.id) === slot)?.settings ??
      BRUSH_PRESETS[DEFAULT_PRESET]);
  return { size, opacity, smoothing, style };
}

export const DEFAULT_BRUSH: BrushSettings = {
  ...slotDefaults(DEFAULT_PRESET),
  slot: DEFAULT_PRESET,
  preset: DEFAULT_PRESET,
  stash: {},
  stabiliser: 0,
  color: "#1f2937",
  recentColors: [],
};

/** Whether a slot is the brush tool's (a preset), not the eraser's or the shapes'. */
export const isPresetSlot = (slot: SettingsSlot): slot is PresetSlot =>
  slot !== "eraser" && slot !== "shape";

/** The slot a tool draws with; null for tools that do not draw (they leave the settings be). */
export function slotOfTool(tool: ToolId, preset: PresetSlot): SettingsSlot | null {
  if (tool === "brush") return preset;
  if (tool === "eraser") return "eraser";
  if (tool === "line" || tool === "rectangle" || tool === "ellipse") return "shape";
  return null;
}

/** The settings of another slot: the current ones stashed, the other's restored (or its defaults). */
export function switchSlot(
  brush: BrushSettings,
  slot: SettingsSlot,
  saved: readonly SavedBrushPreset[] = [],
): BrushSettings {
  if (slot === brush.slot) return brush;
  const { size, opacity, smoothing, style } = brush;
  const stash: BrushSettings["stash"] = {
    ...brush.stash,
    [brush.slot]: { size, opacity, smoothing, style },
  };
  return {
    ...brush,
    ...(stash[slot] ?? slotDefaults(slot, saved)),
    slot,
    preset: isPresetSlot(slot) ? slot : brush.preset,
    stash,
  };
}

/** The current slot back at its defaults (a preset as it first came, or was last saved). */
export const resetSlot = (
  brush: BrushSettings,
  saved: readonly SavedBrushPreset[] = [],
): BrushSettings => ({
  ...brush,
  ...slotDefaults(brush.slot, saved),
});

/**
 * The brush after the saved presets changed: adjustments to one that is gone are dropped, and
 * a brush drawing with it goes back to the first preset, as Procreate picks another brush when
 * the one in hand is deleted.
 */
export function followSavedPresets(
  brush: BrushSettings,
  saved: readonly SavedBrushPreset[],
): BrushSettings {
  const exists = (slot: string) =>
    !slot.startsWith("saved:") || saved.some((preset) => savedPresetSlot(preset.id) === slot);
  const stash = Object.fromEntries(Object.entries(brush.stash).filter(([slot]) => exists(slot)));
  if (exists(brush.preset)) return { ...brush, stash };
  const preset = DEFAULT_PRESET;
  return brush.slot === brush.preset
    ? { ...brush, ...slotDefaults(preset), stash, slot: preset, preset }
    : { ...brush, stash, preset };
}

/** Exactly a style's fields, each within its bounds (a valid style comes back equal). */
export const normalizedStyle = (style: BrushStyle): BrushStyle => updateStyle(style, style);

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A style with `patch` applied, each field kept within its bounds; an invalid curve is ignored. */
function updateStyle(style: BrushStyle, patch: Partial<BrushStyle>): BrushStyle {
  const { roundness, flow, spacing, tilt } = BRUSH_STYLE_BOUNDS;
  const within = (value: number | undefined, fallback: number, bounds = { min: 0, max: 1 }) =>
    value === undefined || !Number.isFinite(value)
      ? fallback
      : clamp(value, bounds.min, bounds.max);
  const followsAzimuth =
    typeof patch.followsAzimuth === "boolean" ? patch.followsAzimuth : style.followsAzimuth;
  // The tilt fields stay absent until set: a style from before them comes back as it was.
  const tilting = {
    ...(patch.tilt === undefined && style.tilt === undefined
      ? {}
      : { tilt: within(patch.tilt, style.tilt ?? 0, tilt) }),
    ...(followsAzimuth === undefined ? {} : { followsAzimuth }),
  };
  return {
    hardness: within(patch.hardness, style.hardness),
    roundness: within(patch.roundness, style.roundness, roundness),
    angle: within(patch.angle, style.angle, { min: -Math.PI, max: Math.PI }),
    flow: within(patch.flow, style.flow, flow),
    spacing: within(patch.spacing, style.spacing, spacing),
    grain: within(patch.grain, style.grain),
    sizeCurve:
      isPressureCurve(patch.sizeCurve) && patch.sizeCurve ? patch.sizeCurve : style.sizeCurve,
    opacityCurve:
      isPressureCurve(patch.opacityCurve) && patch.opacityCurve
        ? patch.opacityCurve
        : style.opacityCurve,
    ...tilting,
  };
}

/** Settings with `patch` applied and kept within range; an invalid colour is ignored. */
export function updateBrush(brush: BrushSettings, patch: BrushPatch): BrushSettings {
  return {
    ...brush,
    size: clamp(patch.size ?? brush.size, MIN_BRUSH_SIZE, MAX_BRUSH_SIZE),
    opacity: clamp(patch.opacity ?? brush.opacity, 0, 1),
    smoothing: clamp(patch.smoothing ?? brush.smoothing, 0, 1),
    stabiliser: clamp(patch.stabiliser ?? brush.stabiliser, 0, 1),
    color: patch.color && isColor(patch.color) ? patch.color.toLowerCase() : brush.color,
    style: brush.style && patch.style ? updateStyle(brush.style, patch.style) : brush.style,
  };
}

/** The colour moved to the front of the recent colours, which stay distinct and few. */
export function withRecentColor(brush: BrushSettings, color: string): BrushSettings {
  if (!isColor(color)) return brush;
  const normalized = color.toLowerCase();
  const rest = brush.recentColors.filter((recent) => recent !== normalized);
  return { ...brush, recentColors: [normalized, ...rest].slice(0, RECENT_COLOR_COUNT) };
}

/**
 * The next size for [ and ]: steps of about 10 %, at least one pixel, as Photoshop's bracket
 * keys grow faster for big brushes so that 2 px and 200 px are both a few presses away.
 */
export function steppedBrushSize(size: number, direction: 1 | -1): number {
  const step = Math.max(1, Math.round(size * 0.1));
  return clamp(Math.round(size + direction * step), MIN_BRUSH_SIZE, MAX_BRUSH_SIZE);
}
