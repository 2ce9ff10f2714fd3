import { isColor } from "../document/parse.js";

/** What the next stroke is drawn with; the brush, eraser and shape tools share it. */
export type BrushSettings = {
  /** Diameter in artboard pixels at full pressure. */
  size: number;
  /** 0 to 1. */
  opacity: number;
  /** perfect-freehand's smoothing, 0 to 1. */
  smoothing: number;
  /** `#rrggbb`. */
  color: string;
  /** Most recent first, distinct, at most RECENT_COLOR_COUNT. */
  recentColors: readonly string[];
};

export const RECENT_COLOR_COUNT = 8;
export const MIN_BRUSH_SIZE = 1;
/** Below the validators' cap of 1000 so that scaling a stroke up still has room. */
export const MAX_BRUSH_SIZE = 500;

export const DEFAULT_BRUSH: BrushSettings = {
  size: 8,
  opacity: 1,
  smoothing: 0.5,
  color: "#1f2937",
  recentColors: [],
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Settings with `patch` applied and kept within range; an invalid colour is ignored. */
export function updateBrush(
  brush: BrushSettings,
  patch: Partial<Omit<BrushSettings, "recentColors">>,
): BrushSettings {
  return {
    ...brush,
    size: clamp(patch.size ?? brush.size, MIN_BRUSH_SIZE, MAX_BRUSH_SIZE),
    opacity: clamp(patch.opacity ?? brush.opacity, 0, 1),
    smoothing: clamp(patch.smoothing ?? brush.smoothing, 0, 1),
    color: patch.color && isColor(patch.color) ? patch.color.toLowerCase() : brush.color,
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
