import type { Point } from "../geometry/rect.js";
import { concentricScale, ellipseTangent, projectOntoEllipse } from "./ellipse-geometry.js";
import type { EllipseGuide, Guides, Ruler } from "./guides.js";
import {
  angleBetweenLines,
  type Direction,
  perspectiveDirections,
  projectOntoLine,
} from "./perspective-lines.js";
import { nearestOnEdge, rulerEdge } from "./ruler-edges.js";

/**
 * How far the pen goes, in screen pixels, before the stroke's guide is chosen from the way it
 * went: far enough for a hand's first wobble not to decide, near enough not to be felt.
 */
export const SNAP_DECISION_DISTANCE = 8;
/** A stroke starting within this share of an ellipse guide's size follows its concentric ellipses. */
export const ELLIPSE_REACH = 1.25;
/** Nearer the centre than this share, the concentric ellipse is too small to draw along. */
const ELLIPSE_MIN_SCALE = 0.05;
/**
 * The most a stroke's first movement may turn from its concentric ellipse for the stroke to
 * follow it: a spoke drawn out from a wheel's hub goes its own way (or to the perspective).
 */
export const ELLIPSE_CAPTURE_ANGLE = Math.PI / 6;

/**
 * How near a ruler's edge a stroke must start to run along it, in multiples of the decision
 * distance: 24 screen pixels, a pen laid against a ruler's edge on paper.
 */
const RULER_REACH = 3;
/** How many segments of a curved edge a stroke may pass between two samples. */
const EDGE_WINDOW = 4;

/**
 * What a stroke follows once chosen: a ruler's edge (its segment where the pen was last), a line
 * of the grid, one concentric ellipse, or nothing.
 */
type Course =
  | { kind: "free" }
  | { kind: "edge"; edge: readonly Point[]; segment: number }
  | { kind: "line"; origin: Point; direction: Direction }
  | { kind: "ellipse"; ellipse: EllipseGuide; scale: number };

/**
 * Places each pen position of one stroke on the guide it follows (Procreate's drawing assist,
 * Clip Studio's rulers). A stroke started at a ruler's edge runs along it; any other stays at its
 * start until the pen has gone `decisionDistance` (artboard units), and the way it went then
 * chooses the course for the rest of the stroke.
 */
export type GuideSnap = { place(point: Point): Point };

/** A snap for a stroke starting at `start`; null when there are no guides to follow. */
export function createGuideSnap(
  guides: Guides,
  start: Point,
  decisionDistance: number,
): GuideSnap | null {
  const { perspective, ellipses, rulers } = guides;
  if (!perspective && ellipses.length === 0 && rulers.length === 0) return null;
  let course: Course | null = edgeCourse(rulers, start, decisionDistance * RULER_REACH);
  return {
    place(point) {
      if (!course) {
        const dx = point.x - start.x;
        const dy = point.y - start.y;
        const distance = Math.hypot(dx, dy);
        if (distance < decisionDistance || distance === 0) return start;
        course = chooseCourse(guides, start, { x: dx / distance, y: dy / distance });
      }
      return follow(course, point);
    },
  };
}

/** A pen set down at a ruler's edge runs along it from the first sample: no way to choose. */
function edgeCourse(rulers: readonly Ruler[], start: Point, reach: number): Course | null {
  let best: { edge: Point[]; segment: number; distance: number } | null = null;
  for (const ruler of rulers) {
    const edge = rulerEdge(ruler);
    const near = nearestOnEdge(edge, start);
    if (near && near.distance <= reach && (!best || near.distance < best.distance)) {
      best = { edge, segment: near.segment, distance: near.distance };
    }
  }
  return best && { kind: "edge", edge: best.edge, segment: best.segment };
}

function chooseCourse(guides: Guides, start: Point, heading: Direction): Course {
  let best: { ellipse: EllipseGuide; scale: number; turn: number } | null = null;
  for (const ellipse of guides.ellipses) {
    const scale = concentricScale(ellipse, start);
    if (scale < ELLIPSE_MIN_SCALE || scale > ELLIPSE_REACH) continue;
    const turn = angleBetweenLines(ellipseTangent(ellipse, start), heading);
    if (turn <= ELLIPSE_CAPTURE_ANGLE && (!best || turn < best.turn)) {
      best = { ellipse, scale, turn };
    }
  }
  if (best) return { kind: "ellipse", ellipse: best.ellipse, scale: best.scale };
  const direction = nearestPerspectiveDirection(guides, start, heading);
  return direction ? { kind: "line", origin: start, direction } : { kind: "free" };
}

/** Of the perspective's lines through `start`, the one nearest `heading`; null without one. */
function nearestPerspectiveDirection(
  guides: Guides,
  start: Point,
  heading: Direction,
): Direction | null {
  if (!guides.perspective) return null;
  let nearest: { direction: Direction; turn: number } | null = null;
  for (const direction of perspectiveDirections(guides.perspective, start)) {
    const turn = angleBetweenLines(direction, heading);
    if (!nearest || turn < nearest.turn) nearest = { direction, turn };
  }
  return nearest?.direction ?? null;
}

/**
 * Where the line tool's line from `start` ends for the pointer at `end`: on the perspective's
 * line through `start` nearest the way the pointer went, or at the pointer without perspective.
 * Chosen again at each move, so a line swings from one vanishing point to another as the drag
 * turns, as Procreate's drawing assist does for its line.
 */
export function perspectiveLineEnd(guides: Guides, start: Point, end: Point): Point {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const distance = Math.hypot(dx, dy);
  if (distance === 0) return end;
  const direction = nearestPerspectiveDirection(guides, start, {
    x: dx / distance,
    y: dy / distance,
  });
  return direction ? projectOntoLine(start, direction, end) : end;
}

/** Where `point` goes on the course; an edge course keeps the segment the pen is at. */
function follow(course: Course, point: Point): Point {
  switch (course.kind) {
    case "free":
      return point;
    case "line":
      return projectOntoLine(course.origin, course.direction, point);
    case "ellipse":
      return projectOntoEllipse(course.ellipse, course.scale, point);
    case "edge": {
      // Near where the pen was: a curve's far part may pass close, but the pen does not jump.
      const { edge, segment } = course;
      const near = nearestOnEdge(edge, point, segment - EDGE_WINDOW, segment + EDGE_WINDOW);
      if (!near) return point;
      course.segment = near.segment;
      return near.at;
    }
  }
}
