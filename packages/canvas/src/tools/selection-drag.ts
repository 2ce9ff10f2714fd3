import type { PendingTransform } from "../geometry/pending-transform.js";
import { type Point, type Rect, rectCenter, rectCorners } from "../geometry/rect.js";
import { restingControls } from "../geometry/warp.js";
import { quadForDrag, warpForDrag } from "./reshape-drag.js";
import {
  cornerOf,
  isWarpHandle,
  oppositeCorner,
  type SelectionHandle,
  warpIndexOf,
} from "./selection-handles.js";
import type { TransformMode } from "./transform-mode.js";

/**
 * What a drag on the selection does: move it, or what its handle does in the transform mode
 * (scale or rotate in Free, move a corner in Distort and Perspective, bend the mesh in Warp).
 */
export type SelectionDrag = {
  handle: SelectionHandle | "move";
  bounds: Rect;
  start: Point;
  mode: TransformMode;
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
): PendingTransform {
  const dx = point.x - drag.start.x;
  const dy = point.y - drag.start.y;
  const { handle, mode } = drag;
  if (isWarpHandle(handle)) return warpForDrag(drag.bounds, warpIndexOf(handle), dx, dy);
  if (handle !== "move" && handle !== "rotate" && (mode === "distort" || mode === "perspective")) {
    return quadForDrag(drag.bounds, handle, dx, dy, mode);
  }
  if (handle === "move") {
    if (!shift) return { kind: "move", dx, dy };
    return Math.abs(dx) >= Math.abs(dy) ? { kind: "move", dx, dy: 0 } : { kind: "move", dx: 0, dy };
  }
  if (handle === "rotate") {
    const origin = rectCenter(drag.bounds);
    const turn =
      Math.atan2(point.y - origin.y, point.x - origin.x) -
      Math.atan2(drag.start.y - origin.y, drag.start.x - origin.x);
    const angle = shift ? Math.round(turn / ROTATION_SNAP) * ROTATION_SNAP : turn;
    return { kind: "rotate", origin, angle };
  }
  const origin = oppositeCorner(drag.bounds, handle);
  const corner = cornerOf(drag.bounds, handle);
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
export function isIdentityTransform(transform: PendingTransform): boolean {
  switch (transform.kind) {
    case "quad": {
      const corners = rectCorners(transform.box);
      return transform.quad.every(
        (corner, index) => corner.x === corners[index]?.x && corner.y === corners[index]?.y,
      );
    }
    case "warp": {
      const resting = restingControls(transform.box);
      return transform.controls.every(
        (control, index) => control.x === resting[index]?.x && control.y === resting[index]?.y,
      );
    }
    case "move":
      return transform.dx === 0 && transform.dy === 0;
    case "scale":
      return transform.sx === 1 && transform.sy === 1;
    case "rotate":
      return transform.angle === 0;
    case "flip":
      return false;
  }
}
