import type { Element } from "../document/schema.js";
import { applyMatrix } from "./affine.js";
import { projectiveMap, type Quad } from "./projective.js";
import type { Point, Rect } from "./rect.js";
import { type PointMap, reshapeElement } from "./reshape-element.js";
import { matrixOf, type SelectionTransform, transformElement } from "./transform-element.js";
import { warpMap } from "./warp.js";

/**
 * A transform of the selection that no matrix says: the selection's box put onto a quad (Distort
 * and Perspective; Perspective's quad is a trapezoid), or bent by a warp mesh's 4 × 4 controls.
 */
export type Reshape =
  | { kind: "quad"; box: Rect; quad: Quad }
  | { kind: "warp"; box: Rect; controls: readonly Point[] };

/** Any transform of the selection: one a matrix says, kept as intent, or a reshape. */
export type PendingTransform = SelectionTransform | Reshape;

export const isReshape = (transform: PendingTransform): transform is Reshape =>
  transform.kind === "quad" || transform.kind === "warp";

/** Where the transform takes each artboard point. */
export function pointMapOf(transform: PendingTransform): PointMap {
  switch (transform.kind) {
    case "quad":
      return projectiveMap(transform.box, transform.quad);
    case "warp":
      return warpMap(transform.box, transform.controls);
    default: {
      const matrix = matrixOf(transform);
      return (point) => applyMatrix(matrix, point);
    }
  }
}

/**
 * How finely strokes are divided before a reshape bends them: a hundredth of the box's longer
 * side, enough for a warp's curves to look smooth, few enough to keep strokes light.
 */
const RESHAPE_STEPS = 100;

/** The element once transformed: exactly through its frame for an affine one, baked otherwise. */
export function applyTransform(element: Element, transform: PendingTransform): Element {
  if (!isReshape(transform)) return transformElement(element, transform);
  const step = Math.max(1, Math.max(transform.box.width, transform.box.height) / RESHAPE_STEPS);
  return reshapeElement(element, pointMapOf(transform), step);
}
