import { decodeOutline } from "../document/points.js";
import type { EraserCut, Erasure, Leaf, RegionCut } from "../document/schema.js";
import { intersection } from "../render/viewport.js";
import { applyMatrix } from "./affine.js";
import { frameOf, lengthScaleOf } from "./element-frame.js";
import { distanceToSegment, windingNumber } from "./polygon.js";
import { expandRect, type Point, pointsBounds, type Rect } from "./rect.js";

/**
 * Where a selected region's cuts leave an element's paint (schema.ts `RegionCut`): what the
 * renderer shows is what hit testing, bounds and the eraser's "nothing left" test count.
 */

export const isRegionCut = (erasure: Erasure): erasure is RegionCut => erasure.kind === "region";
export const isEraserCut = (erasure: Erasure): erasure is EraserCut => erasure.kind !== "region";

/** Whether a point is inside the union of closed outlines (nonzero winding). */
export function isInsideOutlines(point: Point, outlines: readonly (readonly Point[])[]): boolean {
  return outlines.some((outline) => outline.length >= 3 && windingNumber(point, outline) !== 0);
}

/** The distance from a point to the nearest edge of any outline. */
export function distanceToOutlines(point: Point, outlines: readonly (readonly Point[])[]): number {
  let nearest = Number.POSITIVE_INFINITY;
  for (const outline of outlines) {
    for (let i = 0, j = outline.length - 1; i < outline.length; j = i, i += 1) {
      nearest = Math.min(
        nearest,
        distanceToSegment(point, outline[j] as Point, outline[i] as Point),
      );
    }
  }
  return nearest;
}

const artboardOutlines = new WeakMap<RegionCut, { frame: unknown; outlines: Point[][] }>();

/** A region cut's outlines on the artboard, where the element's frame puts them now. */
export function regionOnArtboard(element: Leaf, cut: RegionCut): Point[][] {
  const cached = artboardOutlines.get(cut);
  if (cached && cached.frame === element.frame) return cached.outlines;
  const frame = frameOf(element);
  const outlines = cut.outlines.map((bytes) =>
    decodeOutline(bytes).map((point) => applyMatrix(frame, point)),
  );
  artboardOutlines.set(cut, { frame: element.frame, outlines });
  return outlines;
}

/**
 * Whether the element's region cuts surely remove its paint at a point: outside a region it keeps
 * the inside of, or inside one it keeps the outside of, farther than its feather from the edge.
 */
export function isCutByRegions(element: Leaf, point: Point): boolean {
  for (const erasure of element.erasures ?? []) {
    if (!isRegionCut(erasure)) continue;
    const outlines = regionOnArtboard(element, erasure);
    const inside = isInsideOutlines(point, outlines);
    if (inside === (erasure.keeps === "inside")) continue;
    if (distanceToOutlines(point, outlines) > erasure.feather * frameScale(element)) return true;
  }
  return false;
}

/**
 * The box its region cuts leave of an element's box: within each region it keeps the inside of
 * (grown by the feather). A part lifted out of a large stroke is as big as what it shows.
 */
export function boundsLeftByRegions(element: Leaf, box: Rect): Rect {
  let bounds = box;
  for (const erasure of element.erasures ?? []) {
    if (!isRegionCut(erasure) || erasure.keeps !== "inside") continue;
    const region = pointsBounds(regionOnArtboard(element, erasure).flat());
    if (!region) return { x: box.x, y: box.y, width: 0, height: 0 };
    const grown = expandRect(region, erasure.feather * frameScale(element));
    bounds = intersection(bounds, grown);
  }
  return bounds;
}

const frameScale = (element: Leaf) => lengthScaleOf(frameOf(element));
