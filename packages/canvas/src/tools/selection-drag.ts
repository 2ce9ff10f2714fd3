import { type Point, type Rect, rectCenter } from "../geometry/rect.js";
import type { SelectionTransform } from "../geometry/transform-element.js";
import { type CornerHandle, cornerOf, oppositeCorner } from "./selection-handles.js";

/** What a drag on the selection does: move it, scale it from a corner, or rotate it. */
export type SelectionDrag = {
  handle: CornerHandle | "rotate" | "move";
  bounds: Rect;
  start: Point;
};

/** A scale never reaches zero, which would collapse the selection beyond recovery. */
const MIN_SCALE = 0.01;
/** Shift snaps a rotation to these steps, as in most design tools. */
const ROTATION_SNAP = Math.PI / 12;

/**
 * The transform a drag from `drag.start` to `point` means. Shift constrains it: a move to the
 * main axis, a scale to the selection's aspect ratio, a rotation to 15° steps.
 */
export function transformForDrag(
  drag: SelectionDrag,
  point: Point,
  shift: boolean,
): SelectionTransform {
  const dx = point.x - drag.start.x;
  const dy = point.y - drag.start.y;
  if (drag.handle === "move") {
    if (!shift) return { kind: "move", dx, dy };
    return Math.abs(dx) >= Math.abs(dy) ? { kind: "move", dx, dy: 0 } : { kind: "move", dx: 0, dy };
  }
  if (drag.handle === "rotate") {
    const origin = rectCenter(drag.bounds);
    const turn =
      Math.atan2(point.y - origin.y, point.x - origin.x) -
      Math.atan2(drag.start.y - origin.y, drag.start.x - origin.x);
    const angle = shift ? Math.round(turn / ROTATION_SNAP) * ROTATION_SNAP : turn;
    return { kind: "rotate", origin, angle };
  }
  const origin = oppositeCorner(drag.bounds, drag.handle);
  const corner = cornerOf(drag.bounds, drag.handle);
  const factor = (moved: number, from: number, to: number) => {
    const span = to - from;
    const scale = span === 0 ? 1 : (to + moved - from) / span;
    return Math.abs(scale) < MIN_SCALE ? Math.sign(scale || 1) * MIN_SCALE : scale;
  };
  let sx = factor(dx, origin.x, corner.x);
  let sy = factor(dy, origin.y, corner.y);
  // Proportions kept unless Shift is held (Procreate's and Photoshop's default since 2019): a
  // sketch or a reference photo scaled by its corner should not stretch.
  if (!shift) {
    const uniform = Math.max(Math.abs(sx), Math.abs(sy));
    sx = Math.sign(sx) * uniform;
    sy = Math.sign(sy) * uniform;
  }
  return { kind: "scale", origin, sx, sy };
}

/** Whether a transform leaves everything where it was (a click, not a drag). */
export function isIdentityTransform(transform: SelectionTransform): boolean {
  switch (transform.kind) {
    case "move":
      return transform.dx === 0 && transform.dy === 0;
    case "scale":
      return transform.sx === 1 && transform.sy === 1;
    case "rotate":
      return transform.angle === 0;
  }
}
