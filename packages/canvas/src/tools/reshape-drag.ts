import type { Reshape } from "../geometry/pending-transform.js";
import { isConvexQuad, type Quad } from "../geometry/projective.js";
import { type Point, type Rect, rectCorners } from "../geometry/rect.js";
import { dragControl, restingControls } from "../geometry/warp.js";
import { CORNER_HANDLES, type CornerHandle } from "./selection-handles.js";

/** The corner on the same top or bottom edge, and the one on the same left or right edge. */
const ACROSS: Record<CornerHandle, CornerHandle> = { nw: "ne", ne: "nw", se: "sw", sw: "se" };
const DOWN: Record<CornerHandle, CornerHandle> = { nw: "sw", sw: "nw", ne: "se", se: "ne" };

/** Halvings of a drag searched for the farthest corner position that keeps the quad convex. */
const CONVEX_SEARCH_STEPS = 12;

/**
 * The quad a corner drag of (dx, dy) makes of the box. Distort moves the corner freely.
 * Perspective moves it along its edge the way the drag mostly goes and its mirror corner on that
 * edge the other way, as Photoshop's: the box becomes a symmetric trapezoid. A drag that would
 * fold the quad (or send part of it to infinity) stops where it still is convex.
 */
export function quadForDrag(
  box: Rect,
  handle: CornerHandle,
  dx: number,
  dy: number,
  mode: "distort" | "perspective",
): Reshape {
  const corners = rectCorners(box);
  const quadAt = (t: number): Quad => {
    const moved = new Map<CornerHandle, Point>();
    const at = (corner: CornerHandle) => corners[CORNER_HANDLES.indexOf(corner)] as Point;
    const shift = (corner: CornerHandle, x: number, y: number) =>
      moved.set(corner, { x: at(corner).x + x * t, y: at(corner).y + y * t });
    if (mode === "distort") shift(handle, dx, dy);
    else if (Math.abs(dx) >= Math.abs(dy)) {
      shift(handle, dx, 0);
      shift(ACROSS[handle], -dx, 0);
    } else {
      shift(handle, 0, dy);
      shift(DOWN[handle], 0, -dy);
    }
    const placed = (corner: CornerHandle) => moved.get(corner) ?? at(corner);
    return [placed("nw"), placed("ne"), placed("se"), placed("sw")];
  };
  if (isConvexQuad(quadAt(1))) return { kind: "quad", box, quad: quadAt(1) };
  let [inside, outside] = [0, 1];
  for (let step = 0; step < CONVEX_SEARCH_STEPS; step += 1) {
    const middle = (inside + outside) / 2;
    if (isConvexQuad(quadAt(middle))) inside = middle;
    else outside = middle;
  }
  return { kind: "quad", box, quad: quadAt(inside) };
}

/** The warp a drag of one mesh point by (dx, dy) makes: the artwork under it follows the pointer. */
export function warpForDrag(box: Rect, index: number, dx: number, dy: number): Reshape {
  return { kind: "warp", box, controls: dragControl(restingControls(box), index, dx, dy) };
}
