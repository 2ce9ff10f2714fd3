import type * as Y from "yjs";
import type { ElementList, Stroke } from "../document/schema.js";
import { readArtboards, readLayers } from "../document/workbench-document.js";
import type { PendingTransform } from "../geometry/pending-transform.js";
import type { Point, Rect, Viewport } from "../geometry/rect.js";
import { type Guides, NO_GUIDES } from "../guides/guides.js";
import { readGuides } from "../guides/guides-document.js";
import type { FloatingElements } from "../render/renderer.js";
import type { LiveStroke } from "../render/wet-strokes.js";
import type { ToolId } from "../tools/tool.js";
import type { TransformMode } from "../tools/transform-mode.js";
import { type BrushSettings, DEFAULT_BRUSH } from "./brush-settings.js";
import type { LayerRegion } from "./region-selection.js";
import type { SavedBrushPreset } from "./saved-presets.js";
import { fitViewport, IDENTITY_VIEWPORT, type Size } from "./viewport.js";

/** A selection being drawn, for the overlay. */
export type Marquee = { kind: "rectangle"; rect: Rect } | { kind: "lasso"; points: Point[] };

/**
 * Where painting lands: a layer's picture or its mask (version 6). Brushes, shapes and the eraser
 * paint on it; selecting, moving, transforming and pasting act on the layer's picture.
 */
export type PaintTarget = { layerId: string; list: ElementList };

/**
 * Why the active layer cannot be drawn on now; the UI says it (a toast, a cursor). "folder": a
 * layer folder is the active row, and a folder holds layers, not paint; "folder-locked" and
 * "folder-hidden": a folder the layer is in is locked or hidden.
 */
export type EditBlock =
  | "read-only"
  | "no-layer"
  | "locked"
  | "hidden"
  | "folder"
  | "folder-locked"
  | "folder-hidden";

export type EditorState = {
  /** The chosen tool; `activeTool` says which one handles the pointer (Space held: the hand). */
  tool: ToolId;
  activeTool: ToolId;
  spaceHeld: boolean;
  activeLayerId: string | null;
  /** Which list of the active layer is painted: "mask" only while the layer has a mask. */
  activeList: ElementList;
  /**
   * A layer folder chosen in the layers panel (its opacity and blend mode then show there), or
   * null. While set, drawing is refused ("folder"); `activeLayerId` stays the last layer.
   */
  activeFolderId: string | null;
  brush: BrushSettings;
  /** The presets this designer saved and those shared in the workspace (the UI loads them). */
  savedPresets: readonly SavedBrushPreset[];
  viewport: Viewport;
  /** The drawing surface's size in CSS pixels (the UI sets it); fit and keyboard zoom use it. */
  screen: Size;
  /** Ids of selected elements, all on the active layer; empty while a region is selected. */
  selection: readonly string[];
  /** A pixel selection on the active layer (region-selection.ts), or null. */
  region: LayerRegion | null;
  /** Artboard px over which a pixel selection's edge fades: new ones get it, and the current one. */
  feather: number;
  /**
   * What a transform drag shows instead of the selection while it goes: the selected elements
   * hidden from their layer, and their transformed values painted in it.
   */
  floating: FloatingElements | null;
  /**
   * The stroke being drawn, on the active layer; the renderer paints it above that layer's cache
   * (an eraser's within the layer) until it is committed.
   */
  liveStroke: Stroke | null;
  /** The live stroke's symmetric copies (guides/symmetry.ts), drawn and committed with it. */
  liveCopies: readonly Stroke[];
  marquee: Marquee | null;
  /** The selection drag in progress; the renderer shows the selection so transformed. */
  pendingTransform: PendingTransform | null;
  /** What dragging the selection's handles does (tools/transform-mode.ts). */
  transformMode: TransformMode;
  readOnly: boolean;
  /** Set when a gesture was refused, cleared by the next gesture that is not. */
  refusal: EditBlock | null;
  canUndo: boolean;
  canRedo: boolean;
  /** The active artboard's guides as the document holds them. */
  guides: Guides;
  /** A guide being dragged with the guides tool, shown instead of `guides` until released. */
  pendingGuides: Guides | null;
  /** The ellipse guide or ruler the guides tool last took, whose ends show their grips. */
  selectedGuide: string | null;
  /** This designer's own: whether the guides show, and whether strokes follow them when they do. */
  guidesShown: boolean;
  guideSnapping: boolean;
  /** Whether a brush stroke held still at its end becomes a clean shape (guides/quick-shape.ts). */
  quickShape: boolean;
};

/** The stroke being drawn with where it goes (the active layer's picture or mask), or null. */
export function liveStrokeOf(state: EditorState): LiveStroke | null {
  const { liveStroke, activeLayerId, activeList } = state;
  if (!liveStroke || !activeLayerId) return null;
  const live = { layerId: activeLayerId, stroke: liveStroke };
  return activeList === "mask" ? { ...live, list: "mask" } : live;
}

/** A new editor's state: the brush (the hand when read-only), the top layer, the artboard fitted. */
export function initialEditorState(
  doc: Y.Doc,
  options: { readOnly?: boolean; screen?: Size },
): EditorState {
  const readOnly = options.readOnly ?? false;
  const tool: ToolId = readOnly ? "hand" : "brush";
  const screen = options.screen ?? { width: 1280, height: 800 };
  const artboard = readArtboards(doc)[0];
  return {
    tool,
    activeTool: tool,
    spaceHeld: false,
    activeLayerId: artboard ? (readLayers(artboard).at(-1)?.id ?? null) : null,
    activeList: "elements",
    activeFolderId: null,
    brush: DEFAULT_BRUSH,
    savedPresets: [],
    viewport: artboard ? fitViewport(artboard, screen) : IDENTITY_VIEWPORT,
    screen,
    selection: [],
    region: null,
    feather: 0,
    floating: null,
    liveStroke: null,
    liveCopies: [],
    marquee: null,
    pendingTransform: null,
    transformMode: "free",
    readOnly,
    refusal: null,
    canUndo: false,
    canRedo: false,
    guides: artboard ? readGuides(artboard) : NO_GUIDES,
    pendingGuides: null,
    selectedGuide: null,
    guidesShown: true,
    guideSnapping: true,
    quickShape: false,
  };
}
