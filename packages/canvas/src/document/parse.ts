import {
  ARTBOARD_MAX_SIDE,
  type ArtboardProps,
  BLEND_MODES,
  type BlendMode,
  type Element,
  type LayerProps,
  STROKE_TOOLS,
  type StrokeTool,
} from "./schema.js";

/**
 * Validators for what a document holds. A document arrives from other clients, so anything may
 * be in it: readers take only values that pass, and leave the rest out rather than crash.
 */

type Fields = { get(key: string): unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isFiniteNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);
export const isUnit = (value: unknown): value is number =>
  isFiniteNumber(value) && value >= 0 && value <= 1;
export const isId = (value: unknown): value is string =>
  typeof value === "string" && value.length > 0 && value.length <= 64;
const COLOR = /^#[0-9a-f]{6}$/i;
/**
 * Colours seen valid: a drawing uses a handful of colours over thousands of strokes, and opening
 * a file validates every stroke, so the pattern runs once per colour, not once per stroke.
 */
const validColors = new Set<string>();
export function isColor(value: unknown): value is string {
  if (typeof value !== "string") return false;
  if (validColors.has(value)) return true;
  if (!COLOR.test(value)) return false;
  if (validColors.size < 4096) validColors.add(value);
  return true;
}
export const isSide = (value: unknown): value is number =>
  isFiniteNumber(value) && value >= 1 && value <= ARTBOARD_MAX_SIDE;

const blendModes: ReadonlySet<unknown> = new Set(BLEND_MODES);
const strokeTools: ReadonlySet<unknown> = new Set(STROKE_TOOLS);
export const isBlendMode = (value: unknown): value is BlendMode => blendModes.has(value);
export const isStrokeTool = (value: unknown): value is StrokeTool => strokeTools.has(value);

/** A stroke or placed image, or null when the value is not one. */
export function parseElement(value: unknown): Element | null {
  if (!isRecord(value) || !isId(value.id)) return null;
  if (value.kind === "stroke") {
    const { tool, color, size, opacity, smoothing, author, points } = value;
    const valid =
      isStrokeTool(tool) &&
      isColor(color) &&
      isFiniteNumber(size) &&
      size > 0 &&
      size <= 1000 &&
      isUnit(opacity) &&
      isUnit(smoothing) &&
      typeof author === "string" &&
      points instanceof Uint8Array &&
      points.byteLength > 0 &&
      points.byteLength % 12 === 0;
    return valid ? (value as Element) : null;
  }
  if (value.kind === "image") {
    const { blobId, x, y, width, height, rotation } = value;
    const valid =
      isId(blobId) &&
      [x, y, rotation].every(isFiniteNumber) &&
      isFiniteNumber(width) &&
      width > 0 &&
      isFiniteNumber(height) &&
      height > 0;
    return valid ? (value as Element) : null;
  }
  return null;
}

export function parseLayerProps(id: string, fields: Fields): LayerProps | null {
  const name = fields.get("name");
  const visible = fields.get("visible");
  const locked = fields.get("locked");
  const opacity = fields.get("opacity");
  const blendMode = fields.get("blendMode");
  const valid =
    typeof name === "string" &&
    typeof visible === "boolean" &&
    typeof locked === "boolean" &&
    isUnit(opacity) &&
    isBlendMode(blendMode);
  return valid ? { id, name, visible, locked, opacity, blendMode } : null;
}

export function parseArtboardProps(id: string, fields: Fields): ArtboardProps | null {
  const name = fields.get("name");
  const width = fields.get("width");
  const height = fields.get("height");
  const background = fields.get("background");
  const valid =
    typeof name === "string" &&
    isSide(width) &&
    isSide(height) &&
    (background === "transparent" || isColor(background));
  return valid ? { id, name, width, height, background } : null;
}
