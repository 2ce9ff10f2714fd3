/**
 * The shape of a workbench document, version by version (STYLE 7). A workbench holds artboards;
 * an artboard holds ordered layers; a layer holds elements in paint order: strokes and placed
 * images. Elements are immutable values: an edit replaces one (same id) rather than changing it,
 * so concurrent edits merge element by element and a stroke's points are one binary value.
 */

/** The version this code writes. Older documents are brought up by `migrateDocument`. */
export const SCHEMA_VERSION = 2;

export const BLEND_MODES = [
  "normal",
  "multiply",
  "screen",
  "overlay",
  "darken",
  "lighten",
] as const;
export type BlendMode = (typeof BLEND_MODES)[number];

/**
 * How a stroke paints. Eraser strokes remove pixels within their own layer (destination-out);
 * line, rectangle and ellipse are outlines whose points the tool generated.
 */
export const STROKE_TOOLS = ["brush", "eraser", "line", "rectangle", "ellipse"] as const;
export type StrokeTool = (typeof STROKE_TOOLS)[number];

/** One pen sample, in artboard coordinates; pressure from 0 to 1. */
export type StrokePoint = { x: number; y: number; pressure: number };

export type Stroke = {
  kind: "stroke";
  id: string;
  tool: StrokeTool;
  /** `#rrggbb`. */
  color: string;
  /** Diameter in artboard pixels at full pressure. */
  size: number;
  /** 0 to 1. */
  opacity: number;
  /** perfect-freehand's smoothing, 0 to 1. */
  smoothing: number;
  /** The user id of who drew it. */
  author: string;
  /** Float32 triples x, y, pressure (`encodePoints`), little-endian. */
  points: Uint8Array;
};

export type PlacedImage = {
  kind: "image";
  id: string;
  /** The blob store's id of the uploaded image. */
  blobId: string;
  /** Top-left corner before rotation, in artboard coordinates. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Radians, clockwise, around the image's centre. */
  rotation: number;
};

export type Element = Stroke | PlacedImage;

export type LayerProps = {
  id: string;
  name: string;
  visible: boolean;
  locked: boolean;
  /** 0 to 1. */
  opacity: number;
  blendMode: BlendMode;
};

export type ArtboardProps = {
  id: string;
  name: string;
  width: number;
  height: number;
  /** `#rrggbb`, or "transparent". */
  background: string;
};

/** Sizes an artboard may have: enough for a 4x export of a large sheet, not more. */
export const ARTBOARD_MAX_SIDE = 8192;
export const DEFAULT_ARTBOARD = { width: 1920, height: 1080, background: "#ffffff" } as const;
