import { decodePoints } from "../document/points.js";
import type { Element, PlacedImage, Stroke } from "../document/schema.js";
import type { Rect } from "./viewport.js";

/** Room for anti-aliased edge pixels and perfect-freehand's one-unit offset of a lone sample. */
const EDGE = 1;

/** Bounds by element value (see stroke-geometry.ts for why not by id). */
const cache = new WeakMap<Element, Rect>();

/**
 * The axis-aligned box, in artboard coordinates, that holds every pixel an element paints:
 * for culling and for selection and hit testing. Conservative for strokes: the samples' box
 * grown by half the size, which no pressure, smoothing or cap goes beyond.
 */
export function elementBounds(element: Element): Rect {
  const cached = cache.get(element);
  if (cached) return cached;
  const bounds = element.kind === "stroke" ? strokeBounds(element) : imageBounds(element);
  cache.set(element, bounds);
  return bounds;
}

function strokeBounds(stroke: Stroke): Rect {
  let left = Number.POSITIVE_INFINITY;
  let top = Number.POSITIVE_INFINITY;
  let right = Number.NEGATIVE_INFINITY;
  let bottom = Number.NEGATIVE_INFINITY;
  for (const { x, y } of decodePoints(stroke.points)) {
    left = Math.min(left, x);
    top = Math.min(top, y);
    right = Math.max(right, x);
    bottom = Math.max(bottom, y);
  }
  if (!Number.isFinite(left + top + right + bottom)) return { x: 0, y: 0, width: 0, height: 0 };
  const pad = stroke.size / 2 + EDGE;
  return {
    x: left - pad,
    y: top - pad,
    width: right - left + 2 * pad,
    height: bottom - top + 2 * pad,
  };
}

/** The box around the image rotated about its centre. */
function imageBounds(image: PlacedImage): Rect {
  const cos = Math.abs(Math.cos(image.rotation));
  const sin = Math.abs(Math.sin(image.rotation));
  const halfWidth = (image.width * cos + image.height * sin) / 2 + EDGE;
  const halfHeight = (image.width * sin + image.height * cos) / 2 + EDGE;
  const centreX = image.x + image.width / 2;
  const centreY = image.y + image.height / 2;
  return {
    x: centreX - halfWidth,
    y: centreY - halfHeight,
    width: 2 * halfWidth,
    height: 2 * halfHeight,
  };
}
