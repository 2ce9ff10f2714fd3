import { newId } from "../document/ids.js";
import { encodeOutline } from "../document/points.js";
import {
  type Element,
  type Leaf,
  MAX_ERASURES_PER_ELEMENT,
  MAX_OUTLINE_POINTS,
  MAX_REGION_OUTLINES,
  type RegionCut,
} from "../document/schema.js";
import { withFreshIds } from "../editor/clipboard.js";
import { tiltReach } from "../render/tilted-tip.js";
import { applyMatrix } from "./affine.js";
import { frameOf, invertMatrix, lengthScaleOf } from "./element-frame.js";
import { boundsOfElement, imageCorners, strokePath } from "./element-geometry.js";
import { isPointInPolygon, polylinesWithin } from "./polygon.js";
import { expandRect, type Point, pointsBounds, type Rect, rectsIntersect } from "./rect.js";
import { isCutByRegions, isInsideOutlines } from "./region-cut.js";

/**
 * A pixel selection: closed outlines on the artboard (a lasso's path, a rectangle's corners;
 * inside is their nonzero union), how far its edge fades, and whether it is the rest of the layer.
 */
export type SelectedRegion = {
  outlines: readonly (readonly Point[])[];
  feather: number;
  inverted: boolean;
};

/**
 * What a region does to a layer's elements: those wholly in it are selected as they are, those
 * its edge crosses are split in two (the part outside stays, same id; the part inside is a new
 * element just above it), the rest are untouched.
 */
export type RegionSplit = {
  /** Elements wholly inside: they are the selection as they are. */
  whole: Element[];
  /** For each element the edge crosses: what stays (same id) and what is selected (new id). */
  crossed: { staying: Element; lifted: Element }[];
};

/** Room for anti-aliased edges and perfect-freehand's smoothing, in artboard units. */
const EDGE_MARGIN = 2;

type Place = "inside" | "outside" | "crossing";

/** Splits elements by a region (docs/decisions.md, "pixel selections"). */
export function splitByRegion(elements: readonly Element[], region: SelectedRegion): RegionSplit {
  const cut = regionCutsFor(region);
  const area = pointsBounds(region.outlines.flat());
  const split: RegionSplit = { whole: [], crossed: [] };
  if (!area) return split;
  for (const element of elements) {
    const place = placeOf(element, region, area);
    if (place === "inside") split.whole.push(element);
    else if (place === "crossing") {
      const parts = splitElement(element, region, cut);
      if (parts) split.crossed.push(parts);
    }
  }
  return split;
}

/** The selected elements of a split: the whole ones and the lifted parts, in paint order. */
export function selectedOf(split: RegionSplit): Element[] {
  return [...split.whole, ...split.crossed.map(({ lifted }) => lifted)];
}

/**
 * The region as seen by the elements: which side each part keeps. An inverted region selects
 * what is outside the outlines, so the selected part keeps the outside.
 */
function regionCutsFor(region: SelectedRegion): { selected: Keeps; rest: Keeps } {
  return region.inverted
    ? { selected: "outside", rest: "inside" }
    : { selected: "inside", rest: "outside" };
}

type Keeps = RegionCut["keeps"];

/** Where an element's paint lies against the region, the inverted region counted as its side. */
function placeOf(element: Element, region: SelectedRegion, area: Rect): Place {
  const raw = rawPlaceOf(element, region, area);
  if (!region.inverted || raw === "crossing") return raw;
  return raw === "inside" ? "outside" : "inside";
}

function rawPlaceOf(element: Element, region: SelectedRegion, area: Rect): Place {
  if (element.kind === "group") {
    const places = new Set(element.elements.map((inner) => rawPlaceOf(inner, region, area)));
    if (places.size === 1) return [...places][0] as Place;
    return places.size === 0 ? "outside" : "crossing";
  }
  const reach = reachOf(element) + region.feather + EDGE_MARGIN;
  if (!rectsIntersect(expandRect(boundsOfElement(element), reach), area)) return "outside";
  // What an earlier region already took away is not there to select.
  const edge = paintEdge(element).filter((point) => !isCutByRegions(element, point));
  if (edge.length === 0) return "outside";
  const touches = region.outlines.some(
    (outline) =>
      polylinesWithin(edge, closed(outline), reach) ||
      // An outline wholly inside an image touches none of its edges.
      (element.kind === "image" &&
        outline[0] !== undefined &&
        isPointInPolygon(outline[0], imageCorners(element))),
  );
  if (touches) return "crossing";
  const probe = edge[0];
  return probe && isInsideOutlines(probe, region.outlines) ? "inside" : "outside";
}

/** How far a leaf's paint reaches beyond its centre line: half a stroke's width, an image's 0. */
const reachOf = (element: Leaf) =>
  element.kind === "stroke" ? (element.size / 2) * tiltReach(element) : 0;

/** The line a leaf's paint is measured from: a stroke's samples, an image's closed edge. */
function paintEdge(element: Leaf): Point[] {
  if (element.kind === "stroke") return strokePath(element);
  return closed(imageCorners(element));
}

const closed = (outline: readonly Point[]): Point[] =>
  outline.length > 0 ? [...outline, outline[0] as Point] : [];

/** An element cut in its two parts, or null when it takes no more cuts (its erasures full). */
function splitElement(
  element: Element,
  region: SelectedRegion,
  keeps: { selected: Keeps; rest: Keeps },
): { staying: Element; lifted: Element } | null {
  if (element.kind === "group") {
    const area = pointsBounds(region.outlines.flat());
    if (!area) return null;
    const staying: Element[] = [];
    const lifted: Element[] = [];
    for (const inner of element.elements) {
      const place = placeOf(inner, region, area);
      if (place === "outside") staying.push(inner);
      else if (place === "inside") lifted.push(withFreshIds(inner));
      else {
        const parts = splitElement(inner, region, keeps);
        if (!parts) return null;
        staying.push(parts.staying);
        lifted.push(parts.lifted);
      }
    }
    return {
      staying: { ...element, elements: staying },
      lifted: { ...element, id: newId(), elements: lifted },
    };
  }
  if ((element.erasures?.length ?? 0) >= MAX_ERASURES_PER_ELEMENT) return null;
  return {
    staying: withRegionCut(element, region, keeps.rest),
    lifted: { ...withRegionCut(element, region, keeps.selected), id: newId() },
  };
}

/** The leaf with the region cut from it, the outlines carried into its frame. */
function withRegionCut(element: Leaf, region: SelectedRegion, keeps: Keeps): Leaf {
  const frame = frameOf(element);
  const inverse = invertMatrix(frame);
  const cut: RegionCut = {
    kind: "region",
    id: newId(),
    keeps,
    outlines: region.outlines.map((outline) =>
      encodeOutline(outline.map((point) => applyMatrix(inverse, point))),
    ),
    feather: region.feather / lengthScaleOf(frame),
  };
  return { ...element, erasures: [...(element.erasures ?? []), cut] };
}

/**
 * Outlines as a region may hold them: at most MAX_REGION_OUTLINES (the newest kept), each with
 * at most MAX_OUTLINE_POINTS points (a longer lasso thinned evenly) and at least three.
 */
export function boundedOutlines(outlines: readonly (readonly Point[])[]): Point[][] {
  return outlines
    .filter((outline) => outline.length >= 3)
    .slice(-MAX_REGION_OUTLINES)
    .map((outline) => {
      if (outline.length <= MAX_OUTLINE_POINTS) return [...outline];
      const step = outline.length / MAX_OUTLINE_POINTS;
      return Array.from(
        { length: MAX_OUTLINE_POINTS },
        (_, index) => outline[Math.floor(index * step)] as Point,
      );
    });
}
