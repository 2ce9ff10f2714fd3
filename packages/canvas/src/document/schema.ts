/**
 * The shape of a workbench document, version by version (STYLE 7). A workbench holds artboards; an
 * artboard holds ordered layers; a layer holds elements in paint order: strokes, placed images and
 * groups (what merge down makes of a layer with a blend mode, opacity or erasers). Elements are
 * immutable values: an edit replaces one (same id) rather than changing it, so concurrent edits
 * merge element by element and a stroke's points are one binary value.
 */

/** The version this code writes. Older documents are brought up by `migrateDocument`. */
export const SCHEMA_VERSION = 6;

/**
 * How a layer's pixels mix with what is below it. The first six are version 2's; the rest came
 * with version 3, whose documents a version-2 client does not open, so it never meets them.
 * Names are the CSS ones (the canvas's composite operations), "add" is the canvas's "lighter".
 */
export const BLEND_MODES = [
  "normal",
  "multiply",
  "screen",
  "overlay",
  "darken",
  "lighten",
  "add",
  "color-dodge",
  "color-burn",
  "soft-light",
  "hard-light",
  "difference",
  "hue",
  "saturation",
  "color",
  "luminosity",
] as const;
export type BlendMode = (typeof BLEND_MODES)[number];

/**
 * How a stroke paints. Line, rectangle and ellipse are outlines whose points the tool generated.
 * "eraser" is the stroke the eraser tool draws while the pen is down (painted destination-out
 * over its layer as a preview); once committed it becomes an `Erasure` of each element it
 * crossed. Documents before version 3 held it as an element of its own, which `migrateDocument`
 * turns into erasures.
 */
export const STROKE_TOOLS = ["brush", "eraser", "line", "rectangle", "ellipse"] as const;
export type StrokeTool = (typeof STROKE_TOOLS)[number];

/**
 * How a pen leans (PointerEvent's names): `altitude` radians from the paper, π/2 upright, 0 lying
 * flat; `azimuth` radians from the artboard's x axis (clockwise on screen, y growing downwards) to
 * where the pen's top points. A mouse or a finger has none: the pen upright.
 */
export type PenTilt = { altitude: number; azimuth: number };

/** A pen held upright: what a sample without tilt counts as. */
export const UPRIGHT_PEN: PenTilt = { altitude: Math.PI / 2, azimuth: 0 };

/** One pen sample, in artboard coordinates; pressure from 0 to 1; a pen's tilt when it has one. */
export type StrokePoint = { x: number; y: number; pressure: number; tilt?: PenTilt };

/**
 * Where an element's own frame lies on the artboard, as the 2D context's `setTransform(a, b, c,
 * d, e, f)` takes it. An element without one has the identity: its frame is the artboard's. Every
 * move, scale or rotation composes into it, so what is kept in the frame (its erasures) goes
 * with the element, even an erasure made at the same time as the move by someone else.
 */
export type ElementFrame = { a: number; b: number; c: number; d: number; e: number; f: number };

/**
 * A cut the eraser made in one element: an eraser stroke's samples in the element's own frame,
 * painted destination-out on that element alone. Several erasures remove pixels in any order
 * (destination-out multiplies what is left), so concurrent ones need no order.
 */
export type EraserCut = {
  /** Absent: what tells an eraser's cut from a region's. */
  kind?: undefined;
  id: string;
  /** Diameter at full pressure, in frame units. */
  size: number;
  /** 0 to 1: how much of the pixels it removes. */
  opacity: number;
  /** perfect-freehand's smoothing, 0 to 1. */
  smoothing: number;
  /** Float32 triples x, y, pressure (`encodePoints`) in the element's frame. */
  points: Uint8Array;
  /**
   * Since version 5: the eraser's tip, its angle in the element's frame, cut as a brush lays its
   * paint (a soft eraser removes part of the pixels, passes build up). Absent: the plain eraser's
   * perfect-freehand outline, as before, which is also what the eraser's default style stores.
   */
  style?: BrushStyle;
  /**
   * Since version 5: the pen's tilt at each sample, as a stroke's (`encodeTilt`), its azimuth in
   * the element's frame; only with a style that answers to it.
   */
  tilt?: Uint8Array;
};

/**
 * Since version 6: what a pixel selection did to an element its outline crossed. Moving,
 * copying or deleting the selected part splits the element in two: the part inside the region
 * (a new element) and the part outside it (the element itself), each keeping the whole element's
 * paint cut by the region, so that vectors stay vectors and the two parts add up to the picture.
 */
export type RegionCut = {
  kind: "region";
  id: string;
  /** Which part of the element stays: what lies inside the region, or outside it. */
  keeps: "inside" | "outside";
  /**
   * The region's closed outlines, each Float32 pairs x, y (`encodeOutline`) in the element's
   * frame; inside is where they wind around a point (nonzero), so several add up.
   */
  outlines: readonly Uint8Array[];
  /** How far, in frame units, the region's edge fades (a feathered selection); 0 is hard. */
  feather: number;
};

/** A cut in one element: the eraser's, or a selected region's. */
export type Erasure = EraserCut | RegionCut;

/** Bounds of a region cut, checked by readers and the server. */
export const MAX_REGION_OUTLINES = 16;
export const MAX_OUTLINE_POINTS = 16_384;
export const MAX_FEATHER = 500;

/** What strokes and images have in common: the frame and the cuts the eraser made in them. */
type Erasable = {
  frame?: ElementFrame;
  /** Oldest first; absent when never erased. */
  erasures?: readonly Erasure[];
  /**
   * Since version 5: "atop" for a stroke or image drawn while its layer's alpha lock was on. It
   * is painted source-atop within its layer (or group): only where the pixels under it in that
   * layer already are, their alpha kept. It stays so when the lock is turned off later.
   */
  composite?: "atop";
};

/** Bounds of erasures, checked by readers and the server (bounded document size). */
export const MAX_ERASURES_PER_ELEMENT = 1024;
export const MAX_ERASURE_POINTS = 16_384;

/**
 * A point of a pressure curve: the pen's pressure (x) to a factor (y), both 0 to 1. A curve is
 * straight between its points, which rise in x from 0 to 1; a designer drags them.
 */
export type CurvePoint = { x: number; y: number };
export type PressureCurve = readonly CurvePoint[];
export const MAX_CURVE_POINTS = 8;

/**
 * How a brush stroke lays its paint (version 4): dabs of an elliptical tip stamped along its
 * samples into a buffer of the stroke's own, each laying `flow` of paint (so slow or repeated
 * passes build up within the stroke), the paper's grain taken out of the buffer, which then goes
 * onto the layer at the stroke's opacity, the most a stroke can cover. A brush stroke without
 * one paints as version 3's did: a perfect-freehand outline. docs/decisions.md says why dabs.
 */
export type BrushStyle = {
  /** 0 to 1: 1 is a hard edge, 0 a tip that fades from its centre (airbrush). */
  hardness: number;
  /** 0.05 to 1: the tip's short axis over its long one; a chisel marker's is small. */
  roundness: number;
  /** Radians, the tip's long axis from the artboard's x axis. */
  angle: number;
  /** 0.01 to 1: how much paint each dab lays. */
  flow: number;
  /** 0.02 to 2: the distance between dabs, in the tip's diameters. */
  spacing: number;
  /** 0 to 1: how much of the paper's grain shows through (pencil, chalk). */
  grain: number;
  /** Pressure to the share of the size a dab has. */
  sizeCurve: PressureCurve;
  /** Pressure to the share of the flow a dab lays. */
  opacityCurve: PressureCurve;
  /**
   * 0 to 1, since version 5: how much leaning the pen lays the tip down, wider along the lean and
   * lighter, as a pencil's lead on its side shades (render/tilted-tip.ts). Absent: 0.
   */
  tilt?: number;
  /**
   * Since version 5: the tip's long axis lies across the way the pen leans (its azimuth) rather
   * than at `angle`, as a chisel marker's edge turns with the hand. Absent: false.
   */
  followsAzimuth?: boolean;
};

export const BRUSH_STYLE_BOUNDS = {
  tilt: { min: 0, max: 1 },
  roundness: { min: 0.05, max: 1 },
  flow: { min: 0.01, max: 1 },
  spacing: { min: 0.02, max: 2 },
} as const;

export type Stroke = Erasable & {
  kind: "stroke";
  id: string;
  tool: StrokeTool;
  /** `#rrggbb`. */
  color: string;
  /** Diameter in artboard pixels at full pressure. */
  size: number;
  /** 0 to 1. */
  opacity: number;
  /** 0 to 1: perfect-freehand's smoothing, or how much a styled stroke's path is eased. */
  smoothing: number;
  /** The user id of who drew it. */
  author: string;
  /** Float32 triples x, y, pressure (`encodePoints`), little-endian. */
  points: Uint8Array;
  /**
   * A pen's tilt at each sample, brush strokes only, since version 5: two bytes a sample
   * (`encodeTilt`), as many samples as `points`. Absent for a mouse, a finger or a pen that
   * reports none. The eraser's live stroke has one too when its style answers to tilt.
   */
  tilt?: Uint8Array;
  /**
   * Brush strokes only, and only since version 4; since version 5 the eraser's live stroke too
   * (never an element: it becomes the style of its erasures).
   */
  style?: BrushStyle;
};

export type PlacedImage = Erasable & {
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
  /**
   * Since version 6: the picture mirrored left to right across its own width, before its
   * rotation (a flip; a vertical flip is this and half a turn). Absent: not mirrored.
   */
  flipped?: true;
  /**
   * Since version 6: where the picture's lattice lands once distorted, put in perspective or
   * warped (geometry/image-mesh.ts). Absent: the picture fills its rectangle.
   */
  mesh?: ImageMesh;
};

/**
 * A grid of `columns` × `rows` cells over a picture: `points` holds, row by row, where each of its
 * (columns + 1) × (rows + 1) lattice points lands, as little-endian Float32 pairs in the image's
 * own unit square (0, 0 its top left, 1, 1 its bottom right, before flip and rotation), so that a
 * later move, scale or rotation of the image takes the mesh with it. Each cell is drawn as two
 * triangles, each an affine piece of the picture.
 */
export type ImageMesh = { columns: number; rows: number; points: Uint8Array };

/** Cells of an image mesh on each side, at most: bounded drawing cost and document size. */
export const MAX_MESH_CELLS = 32;

/**
 * Elements composited together as one (version 3): painted on a surface of their own, where
 * their erasers cut only them, then onto their layer with the blend mode and opacity, as a layer
 * is onto the artboard. Merge down wraps a layer's elements in one to keep the picture.
 */
export type ElementGroup = {
  kind: "group";
  id: string;
  /** 0 to 1. */
  opacity: number;
  blendMode: BlendMode;
  /**
   * Since version 5: "clip" for a clipped layer merged into its base. Its pixels are masked by
   * the alpha of what its layer holds under it, then composited with its blend mode and opacity,
   * as the clipped layer was onto its base.
   */
  composite?: "clip";
  /** In paint order; groups nest at most MAX_GROUP_DEPTH deep. */
  elements: readonly Element[];
  /**
   * Since version 6: a masked layer merged down. Its mask's elements, painted in greys over white
   * (`LayerProps` masks), hide the group's pixels as the layer's mask hid the layer's.
   */
  mask?: readonly Element[];
};

/** What paints by itself: a group holds these at its ends, and only these take erasures. */
export type Leaf = Stroke | PlacedImage;

export type Element = Leaf | ElementGroup;

/**
 * Bounds of a group, checked on every value a client sends: each level costs a scratch surface
 * while rendering, and a group is one value, so its size is bounded as a layer's is not.
 */
export const MAX_GROUP_DEPTH = 8;
/** Elements in a group, counted at every level. */
export const MAX_GROUP_ELEMENTS = 50_000;

export type LayerProps = {
  id: string;
  name: string;
  visible: boolean;
  locked: boolean;
  /** 0 to 1. */
  opacity: number;
  blendMode: BlendMode;
  /**
   * Since version 5: a clipping mask. The layer shows only where its base (the nearest unclipped
   * layer below it) has pixels (document/clipping.ts). Absent: false.
   */
  clipped?: boolean;
  /**
   * Since version 5: alpha lock. What is drawn on the layer while it is on paints only where the
   * layer already has pixels (each element keeps `composite: "atop"`). Absent: false.
   */
  alphaLocked?: boolean;
  /**
   * Since version 6: the layer's mask, when it has one (its second element list, `mask`, in
   * workbench-document.ts), is kept but does not hide anything. Absent: false.
   */
  maskDisabled?: boolean;
  /**
   * Since version 6: the folder the layer is in (a folder's id in the same artboard). Absent: the
   * artboard's top level. A parent that is missing, no folder, or in a cycle is read as absent.
   */
  parent?: string;
};

/**
 * A layer's two element lists (since version 6): its picture, and its mask. A mask's elements are
 * painted in greys over an opaque white base; where they leave white the layer shows, where
 * black it is hidden, a grey shows it partly (its luminance, render/layer-mask.ts). A new mask is
 * empty: all white, the whole layer shows. A layer without the list has no mask.
 */
export type ElementList = "elements" | "mask";

/**
 * Since version 6: a layer folder (Photoshop's group) in its artboard's `layers` map, marked
 * `kind: "folder"`, with no elements. Its children are the entries whose `parent` is its id,
 * ordered by their own `index` among siblings (document/layer-tree.ts). Normal at 100 % it
 * passes its children through as if they were at its place; otherwise they are composited on
 * their own first, then onto what is below with the folder's opacity and blend mode.
 */
export type FolderProps = {
  id: string;
  name: string;
  visible: boolean;
  locked: boolean;
  /** 0 to 1. */
  opacity: number;
  blendMode: BlendMode;
  parent?: string;
};

/**
 * Folders nested in folders, the outermost counted as 1: each isolated level costs a scratch
 * surface while rendering, so the server refuses deeper ones (validate-placements.ts).
 */
export const MAX_FOLDER_DEPTH = 4;

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
