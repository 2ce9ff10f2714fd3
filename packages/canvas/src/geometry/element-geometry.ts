import { decodePoints } from "../document/points.js";
import type { Element, PlacedImage, Stroke } from "../document/schema.js";
import { applyMatrix, rotationAbout } from "./affine.js";
import { distanceToPolyline, isPointInPolygon } from "./polygon.js";
import {
  expandRect,
  type Point,
  pointsBounds,
  type Rect,
  rectCenter,
  rectContainsPoint,
  rectCorners,
} from "./rect.js";

/**
 * Where elements are, for hit testing and selection. Elements are immutable values and Yjs hands
 * back the same object until one is replaced, so bounds are cached per object: a rubber band
 * over thousands of strokes decodes each stroke's points once, not on every pointer move.
 */
const boundsCache = new WeakMap<Element, Rect>();

/** A stroke's samples as points (pressure dropped). */
export function strokePath(stroke: Stroke): Point[] {
  return decodePoints(stroke.points);
}

/** An image's four corners after its rotation about its centre, clockwise from its top left. */
export function imageCorners(image: PlacedImage): Point[] {
  const rect = { x: image.x, y: image.y, width: image.width, height: image.height };
  const turn = rotationAbout(rectCenter(rect), image.rotation);
  return rectCorners(rect).map((corner) => applyMatrix(turn, corner));
}

/**
 * The axis-aligned box an element paints into: a stroke's samples grown by half its size (its
 * width at full pressure), an image's rotated corners.
 */
export function boundsOfElement(element: Element): Rect {
  const cached = boundsCache.get(element);
  if (cached) return cached;
  const bounds =
    element.kind === "stroke"
      ? expandRect(pointsBounds(strokePath(element)) ?? emptyRect, element.size / 2)
      : (pointsBounds(imageCorners(element)) ?? emptyRect);
  boundsCache.set(element, bounds);
  return bounds;
}

const emptyRect: Rect = { x: 0, y: 0, width: 0, height: 0 };

/** Whether a click at `point` lands on the element, `tolerance` artboard px around its paint. */
export function isPointOnElement(element: Element, point: Point, tolerance: number): boolean {
  // The cached box rules out almost every element before any points are decoded.
  if (!rectContainsPoint(expandRect(boundsOfElement(element), tolerance), point)) return false;
  if (element.kind === "image") return isPointInPolygon(point, imageCorners(element));
  return distanceToPolyline(point, strokePath(element)) <= element.size / 2 + tolerance;
}

/** Whether a lasso encloses the element: every sample of a stroke, every corner of an image. */
export function isElementInPolygon(element: Element, polygon: readonly Point[]): boolean {
  const points = element.kind === "stroke" ? strokePath(element) : imageCorners(element);
  return points.length > 0 && points.every((point) => isPointInPolygon(point, polygon));
}
