import { isTiltOf } from "./points.js";
import {
  ARTBOARD_MAX_SIDE,
  type ArtboardProps,
  BLEND_MODES,
  type BlendMode,
  BRUSH_STYLE_BOUNDS,
  type Element,
  type ElementGroup,
  type FolderProps,
  type LayerProps,
  MAX_CURVE_POINTS,
  MAX_ERASURE_POINTS,
  MAX_ERASURES_PER_ELEMENT,
  MAX_FEATHER,
  MAX_GROUP_DEPTH,
  MAX_GROUP_ELEMENTS,
  MAX_MESH_CELLS,
  MAX_OUTLINE_POINTS,
  MAX_REGION_OUTLINES,
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

/** A stroke's or an erasure's samples: whole Float32 triples, at least one. */
const isPoints = (value: unknown, maxPoints = Number.POSITIVE_INFINITY): value is Uint8Array =>
  value instanceof Uint8Array &&
  value.byteLength > 0 &&
  value.byteLength % 12 === 0 &&
  value.byteLength / 12 <= maxPoints;

const FRAME_KEYS = ["a", "b", "c", "d", "e", "f"] as const;

/** An element's frame: six finite numbers that can be inverted (a frame never collapses). */
export function isFrame(value: unknown): boolean {
  if (!isRecord(value) || !FRAME_KEYS.every((key) => isFiniteNumber(value[key]))) return false;
  const { a, b, c, d } = value as Record<(typeof FRAME_KEYS)[number], number>;
  return Math.abs(a * d - b * c) > 1e-12;
}

/** Whether every little-endian Float32 of the bytes is a finite number. */
function holdsFiniteFloats(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let offset = 0; offset + 4 <= bytes.byteLength; offset += 4) {
    if (!Number.isFinite(view.getFloat32(offset, true))) return false;
  }
  return true;
}

/**
 * A region's closed outline: whole finite Float32 pairs, at least three points (a NaN would
 * make the region's point-in-outline tests answer nothing).
 */
const isOutline = (value: unknown): value is Uint8Array =>
  value instanceof Uint8Array &&
  value.byteLength % 8 === 0 &&
  value.byteLength / 8 >= 3 &&
  value.byteLength / 8 <= MAX_OUTLINE_POINTS &&
  holdsFiniteFloats(value);

/** A selected region's cut (version 6). */
function isRegionCut(value: Record<string, unknown>): boolean {
  const { id, keeps, outlines, feather } = value;
  return (
    isId(id) &&
    (keeps === "inside" || keeps === "outside") &&
    Array.isArray(outlines) &&
    outlines.length >= 1 &&
    outlines.length <= MAX_REGION_OUTLINES &&
    outlines.every(isOutline) &&
    isFiniteNumber(feather) &&
    feather >= 0 &&
    feather <= MAX_FEATHER
  );
}

export function isErasure(value: unknown): boolean {
  if (!isRecord(value)) return false;
  if (value.kind === "region") return isRegionCut(value);
  if (value.kind !== undefined) return false;
  const { id, size, opacity, smoothing, points, style, tilt } = value;
  return (
    isId(id) &&
    isFiniteNumber(size) &&
    size > 0 &&
    size <= 100_000 &&
    isUnit(opacity) &&
    isUnit(smoothing) &&
    isPoints(points, MAX_ERASURE_POINTS) &&
    // The eraser's tip and the pen's tilt (version 5), as a brush stroke's.
    (style === undefined || isBrushStyle(style)) &&
    (tilt === undefined || isTiltOf(tilt, points))
  );
}

/** The fields every erasable element may have: absent, or well formed. */
function hasValidErasables(value: Record<string, unknown>): boolean {
  const { frame, erasures } = value;
  if (frame !== undefined && !isFrame(frame)) return false;
  if (erasures === undefined) return true;
  return (
    Array.isArray(erasures) &&
    erasures.length <= MAX_ERASURES_PER_ELEMENT &&
    erasures.every(isErasure)
  );
}

const isWithin = (value: unknown, { min, max }: { min: number; max: number }) =>
  isFiniteNumber(value) && value >= min && value <= max;

/** A pressure curve: 2 to MAX_CURVE_POINTS unit points rising in x from 0 to 1. */
export function isPressureCurve(value: unknown): boolean {
  if (!Array.isArray(value) || value.length < 2 || value.length > MAX_CURVE_POINTS) return false;
  let previous = -1;
  for (const point of value as unknown[]) {
    if (!isRecord(point) || !isUnit(point.x) || !isUnit(point.y)) return false;
    if (point.x <= previous) return false;
    previous = point.x;
  }
  return value[0].x === 0 && previous === 1;
}

export function isBrushStyle(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const { hardness, roundness, angle, flow, spacing, grain, sizeCurve, opacityCurve } = value;
  const { tilt, followsAzimuth } = value;
  return (
    (tilt === undefined || isWithin(tilt, BRUSH_STYLE_BOUNDS.tilt)) &&
    (followsAzimuth === undefined || typeof followsAzimuth === "boolean") &&
    isUnit(hardness) &&
    isWithin(roundness, BRUSH_STYLE_BOUNDS.roundness) &&
    isFiniteNumber(angle) &&
    isWithin(flow, BRUSH_STYLE_BOUNDS.flow) &&
    isWithin(spacing, BRUSH_STYLE_BOUNDS.spacing) &&
    isUnit(grain) &&
    isPressureCurve(sizeCurve) &&
    isPressureCurve(opacityCurve)
  );
}

/** A stroke, placed image or group, or null when the value is not one. */
export function parseElement(value: unknown): Element | null {
  if (!isRecord(value) || !isId(value.id)) return null;
  if (value.kind === "group") return groupSize(value, MAX_GROUP_DEPTH) ? (value as Element) : null;
  return isLeaf(value) ? (value as Element) : null;
}

/** Whether a record is a valid stroke or placed image. */
function isLeaf(value: Record<string, unknown>): boolean {
  if (!hasValidErasables(value)) return false;
  // Painted source-atop (alpha lock, version 5).
  if (value.composite !== undefined && value.composite !== "atop") return false;
  if (value.kind === "stroke") {
    const { tool, color, size, opacity, smoothing, author, points, style, tilt } = value;
    // A style and a pen's tilt on brush strokes, and on the eraser's live stroke (version 5).
    const takesStyle = tool === "brush" || tool === "eraser";
    return (
      isStrokeTool(tool) &&
      (style === undefined || (takesStyle && isBrushStyle(style))) &&
      (tilt === undefined || (takesStyle && isPoints(points) && isTiltOf(tilt, points))) &&
      isColor(color) &&
      isFiniteNumber(size) &&
      size > 0 &&
      size <= 1000 &&
      isUnit(opacity) &&
      isUnit(smoothing) &&
      typeof author === "string" &&
      isPoints(points)
    );
  }
  if (value.kind === "image") {
    const { blobId, x, y, width, height, rotation, flipped, mesh } = value;
    return (
      // A flip and a mesh (version 6).
      (flipped === undefined || flipped === true) &&
      (mesh === undefined || isImageMesh(mesh)) &&
      isId(blobId) &&
      [x, y, rotation].every(isFiniteNumber) &&
      isFiniteNumber(width) &&
      width > 0 &&
      isFiniteNumber(height) &&
      height > 0
    );
  }
  return false;
}

const isCellCount = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_MESH_CELLS;

/** An image's mesh: a bounded grid whose points are whole finite Float32 pairs, one a lattice point. */
export function isImageMesh(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const { columns, rows, points } = value;
  if (!isCellCount(columns) || !isCellCount(rows) || !(points instanceof Uint8Array)) return false;
  return points.byteLength === (columns + 1) * (rows + 1) * 8 && holdsFiniteFloats(points);
}

/** How deep a group nests (1 with no group inside) and how many elements it holds at all levels. */
type GroupSize = { depth: number; count: number };

/**
 * Sizes of groups found valid, by identity: a layer's elements are read on every render and
 * selection, and a group's whole tree is checked once.
 */
const groupSizes = new WeakMap<object, GroupSize>();

/**
 * The size of a valid group no deeper than `depthLeft`, or null. Refuses the whole group when
 * any element in it is invalid: a group is one picture, not a list to skim.
 */
function groupSize(value: Record<string, unknown>, depthLeft: number): GroupSize | null {
  const known = groupSizes.get(value);
  if (known) return known.depth <= depthLeft ? known : null;
  const { opacity, blendMode, elements, composite, mask } = value;
  if (depthLeft < 1 || !isUnit(opacity) || !isBlendMode(blendMode) || !Array.isArray(elements)) {
    return null;
  }
  // A clipped layer merged into its base (version 5).
  if (composite !== undefined && composite !== "clip") return null;
  // A masked layer merged down (version 6): its mask's elements count as the group's own.
  if (mask !== undefined && !Array.isArray(mask)) return null;
  const members = mask ? [...(elements as unknown[]), ...(mask as unknown[])] : elements;
  const size: GroupSize = { depth: 1, count: members.length };
  for (const element of members as unknown[]) {
    if (size.count > MAX_GROUP_ELEMENTS || !isRecord(element) || !isId(element.id)) return null;
    if (element.kind === "group") {
      const inner = groupSize(element, depthLeft - 1);
      if (!inner) return null;
      size.depth = Math.max(size.depth, inner.depth + 1);
      size.count += inner.count;
    } else if (!isLeaf(element)) {
      return null;
    }
  }
  if (size.count > MAX_GROUP_ELEMENTS) return null;
  groupSizes.set(value, size);
  return size;
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
  if (!valid) return null;
  // Version 5's optional switches: absent (or malformed, which the server refuses) is off.
  const clipped = fields.get("clipped") === true;
  const alphaLocked = fields.get("alphaLocked") === true;
  // Version 6's switch of a layer's mask.
  const maskDisabled = fields.get("maskDisabled") === true;
  const parent = parentOf(fields);
  return {
    id,
    name,
    visible,
    locked,
    opacity,
    blendMode,
    ...(clipped ? { clipped } : {}),
    ...(alphaLocked ? { alphaLocked } : {}),
    ...(maskDisabled ? { maskDisabled } : {}),
    ...(parent ? { parent } : {}),
  };
}

/** Version 6's folder of a layer or folder: an id, or absent (malformed is read as absent). */
function parentOf(fields: Fields): string | undefined {
  const parent = fields.get("parent");
  return isId(parent) ? parent : undefined;
}

/** Whether a `layers` entry is a folder (version 6); one without `kind` is a layer. */
export const isFolderEntry = (fields: Fields) => fields.get("kind") === "folder";

/** A folder's fields (schema.ts `FolderProps`), or null when it is no valid folder. */
export function parseFolderProps(id: string, fields: Fields): FolderProps | null {
  if (!isFolderEntry(fields)) return null;
  const props = parseLayerProps(id, fields);
  if (!props) return null;
  const { name, visible, locked, opacity, blendMode, parent } = props;
  return { id, name, visible, locked, opacity, blendMode, ...(parent ? { parent } : {}) };
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

/** How many groups deep an element nests: 0 for a stroke or an image. */
export function nestingOf(element: Element): number {
  if (element.kind !== "group") return 0;
  return groupSize(element, MAX_GROUP_DEPTH)?.depth ?? 0;
}

/** Whether a group, or one inside it, holds a mask: its render needs a second scratch a level. */
export function hasGroupMask(group: ElementGroup): boolean {
  return (
    group.mask !== undefined ||
    group.elements.some((element) => element.kind === "group" && hasGroupMask(element))
  );
}
