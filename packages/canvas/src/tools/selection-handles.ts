import type { Editor } from "../editor/editor.js";
import { applyMatrix } from "../geometry/affine.js";
import { boundsOfElement } from "../geometry/element-geometry.js";
import {
  type Point,
  type Rect,
  rectCenter,
  rectContainsPoint,
  rectCorners,
  unionRects,
} from "../geometry/rect.js";
import { matrixOf } from "../geometry/transform-element.js";

/** The corner handles, clockwise from the top left, and the rotation handle above the top. */
export type CornerHandle = "nw" | "ne" | "se" | "sw";
export type SelectionHandle = CornerHandle | "rotate";

export const CORNER_HANDLES: readonly CornerHandle[] = ["nw", "ne", "se", "sw"];
/** How near a handle the pointer must be, in screen pixels: the same at every zoom. */
export const HANDLE_RADIUS = 8;
/** How far above the selection's top edge the rotation handle sits, in screen pixels. */
export const ROTATE_HANDLE_OFFSET = 24;

export type SelectionOverlay = {
  /** The selection's axis-aligned bounds before the drag in progress (artboard coordinates). */
  bounds: Rect;
  /** The bounds' corners as the drag in progress moves them (nw, ne, se, sw): the frame to draw. */
  frame: Point[];
  /** Where each handle is, in artboard coordinates (the overlay draws them HANDLE_RADIUS wide). */
  handles: Record<SelectionHandle, Point>;
};

/** The union of the selected elements' bounds, or null with nothing selected. */
export function selectionBounds(editor: Editor): Rect | null {
  return unionRects(editor.selectedElements().map(boundsOfElement));
}

/** What the overlay draws around the selection: its frame and handles. */
export function selectionOverlay(editor: Editor): SelectionOverlay | null {
  const bounds = selectionBounds(editor);
  if (!bounds) return null;
  const [nw, ne, se, sw] = rectCorners(bounds);
  const pending = editor.state.pendingTransform;
  const frame = [nw, ne, se, sw].map((corner) =>
    pending ? applyMatrix(matrixOf(pending), corner) : corner,
  );
  const rotate = {
    x: rectCenter(bounds).x,
    y: bounds.y - ROTATE_HANDLE_OFFSET / editor.state.viewport.scale,
  };
  return { bounds, frame, handles: { nw, ne, se, sw, rotate } };
}

/** The handle under an artboard point, "inside" within the bounds, or null. */
export function hitSelection(editor: Editor, point: Point): SelectionHandle | "inside" | null {
  const overlay = selectionOverlay(editor);
  if (!overlay) return null;
  const radius = HANDLE_RADIUS / editor.state.viewport.scale;
  for (const handle of [...CORNER_HANDLES, "rotate"] as const) {
    const at = overlay.handles[handle];
    if (Math.hypot(point.x - at.x, point.y - at.y) <= radius) return handle;
  }
  return rectContainsPoint(overlay.bounds, point) ? "inside" : null;
}

/** The corner across the box from `handle`, which stays put while that handle scales. */
export function oppositeCorner(bounds: Rect, handle: CornerHandle): Point {
  const [nw, ne, se, sw] = rectCorners(bounds);
  return { nw: se, ne: sw, se: nw, sw: ne }[handle];
}

export function cornerOf(bounds: Rect, handle: CornerHandle): Point {
  const [nw, ne, se, sw] = rectCorners(bounds);
  return { nw, ne, se, sw }[handle];
}
