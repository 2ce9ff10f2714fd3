import { decodePoints, encodeSamples } from "../document/points.js";
import type { Element } from "../document/schema.js";
import {
  applyMatrix,
  composeMatrices,
  type Matrix,
  rotationAbout,
  scalingAbout,
  transformSample,
  translation,
  turnedAngle,
} from "./affine.js";
import { frameOf } from "./element-frame.js";
import type { Point } from "./rect.js";

/**
 * What a selection drag does, kept as intent rather than as a matrix, because each kind changes
 * element fields differently: a move only shifts, a scale also resizes strokes' brush size and
 * images' width and height, a rotation also turns images.
 */
export type SelectionTransform =
  | { kind: "move"; dx: number; dy: number }
  | { kind: "scale"; origin: Point; sx: number; sy: number }
  | { kind: "rotate"; origin: Point; angle: number }
  /** A mirror across the vertical (horizontal flip) or horizontal line through `origin`. */
  | { kind: "flip"; origin: Point; axis: "horizontal" | "vertical" };

export function matrixOf(transform: SelectionTransform): Matrix {
  switch (transform.kind) {
    case "move":
      return translation(transform.dx, transform.dy);
    case "scale":
      return scalingAbout(transform.origin, transform.sx, transform.sy);
    case "rotate":
      return rotationAbout(transform.origin, transform.angle);
    case "flip":
      return transform.axis === "horizontal"
        ? scalingAbout(transform.origin, -1, 1)
        : scalingAbout(transform.origin, 1, -1);
  }
}

/**
 * An image's rotation and mirror once flipped: mirroring across a vertical line turns the
 * picture the other way and mirrors it; across a horizontal one it is that and half a turn.
 */
function flippedImage(
  image: { rotation: number; flipped?: true },
  axis: "horizontal" | "vertical",
): { rotation: number; flipped: boolean } {
  return {
    rotation: (axis === "horizontal" ? 0 : Math.PI) - image.rotation,
    flipped: !image.flipped,
  };
}

/** The validators cap a stroke's size (parse.ts); a scaled stroke stays within it. */
const MIN_STROKE_SIZE = 0.1;
const MAX_STROKE_SIZE = 1000;

/**
 * A new element value with the transform applied, same id (elements are immutable; the caller
 * replaces the old value in one transaction). Strokes get transformed points (the pen's lean and a
 * styled tip's angle turned or mirrored with them) and a size scaled by the mean scale factor;
 * images get a moved centre, scaled width and height (absolute: a scale does not mirror an image)
 * and added rotation, or for a flip the mirror; a group, each of its elements and of its mask. Scaling a rotated image by different factors on the two
 * axes would shear it, which the image fields cannot say; it scales its own sides instead. Either
 * way the element's frame takes the same change, so its erasures go with it.
 */
export function transformElement(element: Element, transform: SelectionTransform): Element {
  if (element.kind === "group") {
    const elements = element.elements.map((inner) => transformElement(inner, transform));
    // A merged layer's mask (version 6) goes with it, hiding the same part of it.
    const mask = element.mask?.map((inner) => transformElement(inner, transform));
    return { ...element, elements, ...(mask ? { mask } : {}) };
  }
  const matrix = matrixOf(transform);
  const [sx, sy] =
    transform.kind === "scale" ? [Math.abs(transform.sx), Math.abs(transform.sy)] : [1, 1];
  if (element.kind === "stroke") {
    const points = decodePoints(element.points, element.tilt).map((point) =>
      transformSample(matrix, point),
    );
    const size = Math.min(
      MAX_STROKE_SIZE,
      Math.max(MIN_STROKE_SIZE, (element.size * (sx + sy)) / 2),
    );
    const frame = composeMatrices(frameOf(element), matrix);
    // A styled tip turns and mirrors with its stroke, as its pen's lean does (a move keeps it).
    const style = element.style &&
      transform.kind !== "move" && {
        ...element.style,
        angle: turnedAngle(matrix, element.style.angle),
      };
    return {
      ...element,
      size,
      ...encodeSamples(points),
      frame,
      ...(style ? { style } : {}),
    };
  }
  const oldCenter = { x: element.x + element.width / 2, y: element.y + element.height / 2 };
  const center = applyMatrix(matrix, oldCenter);
  const width = element.width * sx;
  const height = element.height * sy;
  const turned = element.rotation + (transform.kind === "rotate" ? transform.angle : 0);
  const { rotation, flipped } =
    transform.kind === "flip"
      ? flippedImage(element, transform.axis)
      : { rotation: turned, flipped: element.flipped === true };
  // A move or rotation moves the image's pixels by the matrix itself; a scale stretches them
  // along the image's own sides about its centre, which goes where the matrix takes it.
  const pixels =
    transform.kind === "scale"
      ? [
          translation(center.x - oldCenter.x, center.y - oldCenter.y),
          rotationAbout(center, -element.rotation),
          scalingAbout(center, width / element.width, height / element.height),
          rotationAbout(center, element.rotation),
        ].reduce(composeMatrices)
      : matrix;
  const frame = composeMatrices(frameOf(element), pixels);
  const { flipped: _mirror, ...rest } = element;
  return {
    ...rest,
    ...(flipped ? { flipped: true as const } : {}),
    frame,
    x: center.x - width / 2,
    y: center.y - height / 2,
    width,
    height,
    rotation,
  };
}
