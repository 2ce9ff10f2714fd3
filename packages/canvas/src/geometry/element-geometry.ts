import { decodePoints } from "../document/points.js";
import type { Element, PlacedImage, Stroke } from "../document/schema.js";
import { tiltReach } from "../render/tilted-tip.js";
import { applyMatrix, rotationAbout } from "./affine.js";
import { imageLattice, latticeOutline } from "./image-mesh.js";
import { distanceToPolyline, isPointInPolygon, isPolylineNearPolygon } from "./polygon.js";
import {
  expandRect,
  type Point,
  pointsBounds,
  type Rect,
  rectCenter,
  rectContainsPoint,
  rectCorners,
  unionRects,
} from "./rect.js";
import { boundsLeftByRegions, isCutByRegions } from "./region-cut.js";

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

/**
 * The outline of what an image covers: its four corners after its rotation about its centre,
 * clockwise from its top left; once distorted or warped, the border of its mesh.
 */
export function imageCorners(image: PlacedImage): Point[] {
  if (image.mesh) return latticeOutline(imageLattice(image));
  const rect = { x: image.x, y: image.y, width: image.width, height: image.height };
  const turn = rotationAbout(rectCenter(rect), image.rotation);
  return rectCorners(rect).map((corner) => applyMatrix(turn, corner));
}

/**
 * The axis-aligned box an element paints into: a stroke's samples grown by half its size (its width
 * at full pressure, or what its tip lying down reaches), an image's rotated corners, a group's
 * elements' boxes together.
 */
export function boundsOfElement(element: Element): Rect {
  const cached = boundsCache.get(element);
  if (cached) return cached;
  const bounds = uncachedBounds(element);
  boundsCache.set(element, bounds);
  return bounds;
}

function uncachedBounds(element: Element): Rect {
  switch (element.kind) {
    case "stroke":
      return boundsLeftByRegions(
        element,
        expandRect(
          pointsBounds(strokePath(element)) ?? emptyRect,
          (element.size / 2) * tiltReach(element),
        ),
      );
    case "image":
      // A warp may fold the picture over its border: every lattice point counts.
      return boundsLeftByRegions(element, pointsBounds(imageLattice(element).points) ?? emptyRect);
    case "group":
      return unionRects(element.elements.map(boundsOfElement)) ?? emptyRect;
  }
}

const emptyRect: Rect = { x: 0, y: 0, width: 0, height: 0 };

/**
 * Whether a click at `point` lands on the element, `tolerance` artboard px around its paint; on a
 * group when it lands on any of its elements.
 */
export function isPointOnElement(element: Element, point: Point, tolerance: number): boolean {
  // The cached box rules out almost every element before any points are decoded.
  if (!rectContainsPoint(expandRect(boundsOfElement(element), tolerance), point)) return false;
  // A part a selected region took away is not there to click.
  if (element.kind !== "group" && isCutByRegions(element, point)) return false;
  switch (element.kind) {
    case "stroke":
      return distanceToPolyline(point, strokePath(element)) <= element.size / 2 + tolerance;
    case "image":
      return isPointInPolygon(point, imageCorners(element));
    case "group":
      return element.elements.some((inner) => isPointOnElement(inner, point, tolerance));
  }
}

/**
 * Whether a selection rectangle or lasso touches what the element paints: a stroke's outline
 * (half its size either side of its centre line, as a click hits it), an image's rotated box, any
 * element of a group.
 * Its bounding box overlapping is not enough: a box around a wheel does not touch the body.
 */
export function isElementTouchingPolygon(element: Element, polygon: readonly Point[]): boolean {
  if (element.kind === "group") {
    return element.elements.some((inner) => isElementTouchingPolygon(inner, polygon));
  }
  if (element.kind === "stroke") {
    return isPolylineNearPolygon(strokePath(element), polygon, element.size / 2);
  }
  const corners = imageCorners(element);
  const first = polygon[0];
  const closed = [...corners, corners[0] as Point];
  return (
    isPolylineNearPolygon(closed, polygon, 0) ||
    (first !== undefined && isPointInPolygon(first, corners))
  );
}
