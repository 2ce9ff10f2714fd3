import { decodePoints } from "../document/points.js";
import type { Element, EraserCut, Erasure, Leaf, StrokePoint } from "../document/schema.js";
import { isSolidStyle } from "../render/brush-dabs.js";
import { strokeRadiusAt } from "../render/stroke-geometry.js";
import { isTiltedStroke, leanReach, tiltReach } from "../render/tilted-tip.js";
import type { Matrix } from "./affine.js";
import { type EraserMark, erasureOnArtboard, frameOf } from "./element-frame.js";
import { boundsOfElement, imageCorners, isPointOnElement, strokePath } from "./element-geometry.js";
import { imageLattice, latticePointAt } from "./image-mesh.js";
import { distanceToSegment, isPointInPolygon, polylinesWithin } from "./polygon.js";
import { expandRect, type Point, pointsBounds, rectsIntersect } from "./rect.js";
import { isCutByRegions, isEraserCut } from "./region-cut.js";

/**
 * Which elements an eraser mark cuts, and when an element has nothing left to show. Both err on
 * one side: a mark is attached to every element it may reach (one it misses would keep pixels
 * the user saw go), and an element counts as erased away only when its whole paint is surely
 * under full-opacity erasures (one removed too early would lose pixels the user still sees).
 */

/** Room for perfect-freehand's smoothing and anti-aliased edges, in artboard units. */
const REACH_MARGIN = 2;

/** Whether the mark's paint may touch the element's paint. */
export function isTouchedBy(element: Leaf, mark: EraserMark): boolean {
  const path = mark.points as readonly Point[];
  // A tip the pen lays down reaches farther; a soft one fades out within its radius.
  const leans = mark.points.some((point) => point.tilt !== undefined);
  const reach = (mark.size / 2) * leanReach(mark.style, leans) + REACH_MARGIN;
  const markBounds = pointsBounds(path);
  if (!markBounds || !rectsIntersect(boundsOfElement(element), expandRect(markBounds, reach))) {
    return false;
  }
  if (element.kind === "stroke") {
    return polylinesWithin(
      path,
      strokePath(element),
      reach + (element.size / 2) * tiltReach(element),
    );
  }
  const corners = imageCorners(element);
  return (
    path.some((point) => isPointInPolygon(point, corners)) ||
    polylinesWithin(path, [...corners, corners[0] as Point], reach)
  );
}

/** Directions around a sample at which a stroke's edge is checked. */
const RING = Array.from({ length: 12 }, (_, index) => (index * Math.PI) / 6);
/** Points across an image on each side (its edges included). */
const IMAGE_GRID = 17;
/** Of an erasure's nib, the part counted as surely cut (smoothing moves its outline a little). */
const SURE_PART = 0.85;

/**
 * Whether an erasure removes every pixel under its nib: the plain eraser's or a solid tip's at
 * full opacity. A soft, grained, light or tilted tip leaves part of them, however it passes.
 */
const isFullCut = (erasure: Erasure): erasure is EraserCut =>
  isEraserCut(erasure) &&
  erasure.opacity >= 1 &&
  (!erasure.style || (isSolidStyle(erasure.style) && !isTiltedStroke(erasure)));

/**
 * Whether full-opacity erasures surely cover all the element's paint: every sample of a stroke
 * and a ring at its width around each, or a grid over an image, lies under one of them.
 */
export function isErasedAway(element: Leaf): boolean {
  const cuts = fullCutsOf(element);
  if (cuts.length === 0) return false;
  // What a selected region already took away needs no eraser over it.
  const isCut = (point: Point) =>
    cuts.some(({ path, scale, radiusAt }) => isUnderPath(point, path, radiusAt, scale)) ||
    isCutByRegions(element, point);
  return paintSamples(element).every(isCut);
}

/**
 * Whether a click at a point lands on what the element paints there: on its paint, and not in a
 * gap a full-opacity eraser or a selected region cut through it (a group: any of its elements).
 */
export function isPaintedAt(element: Element, point: Point, tolerance: number): boolean {
  if (element.kind === "group") {
    return element.elements.some((inner) => isPaintedAt(inner, point, tolerance));
  }
  if (!isPointOnElement(element, point, tolerance)) return false;
  return !fullCutsOf(element).some(({ path, scale, radiusAt }) =>
    isUnderPath(point, path, radiusAt, scale),
  );
}

type FullCut = {
  path: readonly StrokePoint[];
  scale: number;
  radiusAt: (pressure: number) => number;
};

/** The element's full-opacity eraser cuts on the artboard, each with its nib's sure radius. */
function fullCutsOf(element: Leaf): FullCut[] {
  return (element.erasures ?? []).filter(isFullCut).map((erasure) => ({
    path: erasureOnArtboard(element, erasure),
    scale: shortestScale(frameOf(element)) * SURE_PART,
    radiusAt: (pressure: number) => strokeRadiusAt({ ...erasure, tool: "eraser" }, pressure),
  }));
}

function isUnderPath(
  point: Point,
  path: readonly StrokePoint[],
  radiusAt: (pressure: number) => number,
  scale: number,
) {
  const first = path[0];
  if (!first) return false;
  if (path.length === 1) {
    return Math.hypot(point.x - first.x, point.y - first.y) <= radiusAt(first.pressure) * scale;
  }
  for (let index = 1; index < path.length; index += 1) {
    const a = path[index - 1] as StrokePoint;
    const b = path[index] as StrokePoint;
    const radius = radiusAt(Math.min(a.pressure, b.pressure)) * scale;
    if (distanceToSegment(point, a, b) <= radius) return true;
  }
  return false;
}

function paintSamples(element: Leaf): Point[] {
  if (element.kind === "stroke") {
    return decodePoints(element.points).flatMap((sample) => {
      const radius = strokeRadiusAt(element, sample.pressure);
      return [
        sample,
        ...RING.map((angle) => ({
          x: sample.x + Math.cos(angle) * radius,
          y: sample.y + Math.sin(angle) * radius,
        })),
      ];
    });
  }
  const lattice = imageLattice(element);
  const steps = IMAGE_GRID - 1;
  return Array.from({ length: IMAGE_GRID * IMAGE_GRID }, (_, index) =>
    latticePointAt(lattice, (index % IMAGE_GRID) / steps, Math.floor(index / IMAGE_GRID) / steps),
  );
}

/** The least a matrix stretches any length: its smaller singular value. */
function shortestScale({ a, b, c, d }: Matrix): number {
  const sum = a * a + b * b + c * c + d * d;
  const determinant = a * d - b * c;
  return Math.sqrt(
    Math.max(0, (sum - Math.sqrt(Math.max(0, sum * sum - 4 * determinant ** 2))) / 2),
  );
}
