import type { Editor } from "../editor/editor.js";
import { boundsOfElement } from "../geometry/element-geometry.js";
import { isReshape, pointMapOf } from "../geometry/pending-transform.js";
import {
  type Point,
  type Rect,
  rectCenter,
  rectContainsPoint,
  rectCorners,
  unionRects,
} from "../geometry/rect.js";
import { restingControls, WARP_SIZE } from "../geometry/warp.js";

/** The corner handles, clockwise from the top left, and the rotation handle above the top. */
export type CornerHandle = "nw" | "ne" | "se" | "sw";
/** A point of the warp mesh, by its index among the 4 × 4 row by row. */
export type WarpHandle = `warp-${number}`;
export type SelectionHandle = CornerHandle | "rotate" | WarpHandle;

export const CORNER_HANDLES: readonly CornerHandle[] = ["nw", "ne", "se", "sw"];
/** How near a handle the pointer must be, in screen pixels: the same at every zoom. */
export const HANDLE_RADIUS = 8;
/** How far above the selection's top edge the rotation handle sits, in screen pixels. */
export const ROTATE_HANDLE_OFFSET = 24;

export const warpHandle = (index: number): WarpHandle => `warp-${index}`;
export const isWarpHandle = (handle: string): handle is WarpHandle => handle.startsWith("warp-");
export const warpIndexOf = (handle: WarpHandle): number => Number(handle.slice("warp-".length));

export type SelectionOverlay = {
  /** The selection's axis-aligned bounds before the drag in progress (artboard coordinates). */
  bounds: Rect;
  /**
   * The bounds' outline as the drag in progress takes it (nw, ne, se, sw, with points between
   * them once bent): the frame to draw.
   */
  frame: Point[];
  /**
   * Where each handle of the transform mode is, in artboard coordinates (the overlay draws them
   * HANDLE_RADIUS wide): corners and rotation for Free, corners for Distort and Perspective, the
   * mesh's points for Warp.
   */
  handles: Partial<Record<SelectionHandle, Point>>;
  /** The warp mesh's lines as the drag bends them; none in the other modes. */
  mesh: Point[][];
};

/** The union of the selected elements' bounds, or null with nothing selected. */
export function selectionBounds(editor: Editor): Rect | null {
  return unionRects(editor.selectedElements().map(boundsOfElement));
}

/** Points along each side of a bent frame or mesh line, so that its curve shows. */
const BENT_LINE_STEPS = 12;

/** What the overlay draws around the selection: its frame, handles and warp mesh. */
export function selectionOverlay(editor: Editor): SelectionOverlay | null {
  const bounds = selectionBounds(editor);
  if (!bounds) return null;
  const [nw, ne, se, sw] = rectCorners(bounds);
  const pending = editor.state.pendingTransform;
  const map = pending ? pointMapOf(pending) : (point: Point) => point;
  const bent = pending !== null && isReshape(pending);
  const frame = bent ? bentOutline(bounds, map) : [nw, ne, se, sw].map(map);
  const mode = editor.state.transformMode;
  const corners = { nw, ne, se, sw };
  if (mode === "warp") {
    const handles = Object.fromEntries(
      restingControls(bounds).map((control, index) => [warpHandle(index), map(control)]),
    );
    return { bounds, frame, handles, mesh: warpLines(bounds, map) };
  }
  if (mode !== "free") return { bounds, frame, handles: corners, mesh: [] };
  const rotate = {
    x: rectCenter(bounds).x,
    y: bounds.y - ROTATE_HANDLE_OFFSET / editor.state.viewport.scale,
  };
  return { bounds, frame, handles: { ...corners, rotate }, mesh: [] };
}

/** The box's outline through a map, with points between the corners so that it can curve. */
function bentOutline(bounds: Rect, map: (point: Point) => Point): Point[] {
  const corners = rectCorners(bounds);
  return corners.flatMap((corner, side) => {
    const next = corners[(side + 1) % 4] as Point;
    return Array.from({ length: BENT_LINE_STEPS }, (_, step) =>
      map({
        x: corner.x + ((next.x - corner.x) * step) / BENT_LINE_STEPS,
        y: corner.y + ((next.y - corner.y) * step) / BENT_LINE_STEPS,
      }),
    );
  });
}

/** The warp mesh's inner lines, across and down, through a map. */
function warpLines(bounds: Rect, map: (point: Point) => Point): Point[][] {
  const lines: Point[][] = [];
  const last = WARP_SIZE - 1;
  for (let index = 1; index < last; index += 1) {
    const x = bounds.x + (bounds.width * index) / last;
    const y = bounds.y + (bounds.height * index) / last;
    const steps = Array.from({ length: BENT_LINE_STEPS + 1 }, (_, step) => step / BENT_LINE_STEPS);
    lines.push(steps.map((t) => map({ x, y: bounds.y + bounds.height * t })));
    lines.push(steps.map((t) => map({ x: bounds.x + bounds.width * t, y })));
  }
  return lines;
}

/** The handle under an artboard point, "inside" within the bounds, or null. */
export function hitSelection(editor: Editor, point: Point): SelectionHandle | "inside" | null {
  const overlay = selectionOverlay(editor);
  if (!overlay) return null;
  const radius = HANDLE_RADIUS / editor.state.viewport.scale;
  for (const [handle, at] of Object.entries(overlay.handles) as [SelectionHandle, Point][]) {
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
