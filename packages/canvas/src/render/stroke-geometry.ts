import { getStroke } from "perfect-freehand";
import { decodePoints } from "../document/points.js";
import { curveAt } from "../document/pressure-curve.js";
import type { Stroke, StrokeTool } from "../document/schema.js";
import { brushDabs, type Dabs, dabRadius, isSolidStyle } from "./brush-dabs.js";
import type { DrawingContext } from "./drawing-context.js";
import { freehandInput } from "./freehand-input.js";
import { isTiltedStroke, tiltReach } from "./tilted-tip.js";

/**
 * What a stroke paints, in artboard coordinates, computed once per stroke value.
 *
 * - Brush and eraser without a style: the perfect-freehand outline of the samples with their
 *   stored pressure (far-apart samples filled in, see freehand-input.ts), as a polygon
 *   [x0, y0, x1, y1, …] filled with quadratic curves through its edge midpoints.
 * - Line, rectangle, ellipse: the samples the tool generated as a polyline stroked at the
 *   stroke's size with round caps and joins. An outline shape has constant width by nature,
 *   and stroking the polyline keeps its corners exact, where perfect-freehand would round and
 *   streamline them (docs/decisions.md).
 * - A brush or eraser stroke with a style: the dabs of its tip (brush-dabs.ts), or, for a solid
 *   style (ink, fineliner), the outline of the swept tip, its width from the size curve. A stroke
 *   whose style answers to its pen's tilt is dabs whatever its style: each dab's tip is its own.
 */
export type StrokeGeometry =
  | { kind: "outline"; polygon: Float32Array }
  | { kind: "polyline"; points: Float32Array; width: number }
  | ({ kind: "dabs" } & Dabs);

const SHAPE_TOOLS: ReadonlySet<StrokeTool> = new Set(["line", "rectangle", "ellipse"]);

/**
 * How much pressure changes the width: at pressure 1 a stroke is `size` wide, at pressure 0 a
 * quarter of it (perfect-freehand's radius is size × (0.5 − thinning × (0.5 − pressure))).
 */
const THINNING = 0.6;

/** Half a freehand stroke's width at a pressure (perfect-freehand's radius, as configured here). */
export function freehandRadiusAt(size: number, pressure: number): number {
  const clamped = Math.min(1, Math.max(0, pressure));
  return (size / (1 + THINNING)) * (0.5 - THINNING * (0.5 - clamped));
}

/**
 * Half the width of a stroke at a sample's pressure; outline shapes have one width. A tilted
 * stroke's tip may lie down wider: the most it can reach is counted.
 */
export function strokeRadiusAt(
  stroke: Pick<Stroke, "tool" | "size" | "style" | "tilt">,
  pressure: number,
): number {
  if (SHAPE_TOOLS.has(stroke.tool)) return stroke.size / 2;
  if (stroke.style) return dabRadius(stroke.style, stroke.size, pressure) * tiltReach(stroke);
  return freehandRadiusAt(stroke.size, pressure);
}

/**
 * Keyed by the stroke value, not its id: a Yjs array hands out the same object for an element
 * for as long as it exists, and `replaceElements` (a moved stroke) puts a new object under the
 * same id, which an id key would serve with the old outline. Entries go with their strokes.
 */
const committedCache = new WeakMap<Stroke, StrokeGeometry>();

/**
 * The geometry of a stroke. `complete` is false for a stroke still being drawn, whose end
 * perfect-freehand treats as moving (it is not cached: its points change every frame).
 */
export function strokeGeometry(stroke: Stroke, complete = true): StrokeGeometry {
  const cached = complete ? committedCache.get(stroke) : undefined;
  if (cached) return cached;
  const geometry = computeGeometry(stroke, complete);
  if (complete) committedCache.set(stroke, geometry);
  return geometry;
}

function computeGeometry(
  stroke: Pick<Stroke, "tool" | "size" | "smoothing" | "points" | "style" | "tilt">,
  complete: boolean,
): StrokeGeometry {
  // The tilt only where the style answers to it: ink drawn with a tilted pen is ink.
  const tilted = isTiltedStroke(stroke);
  const samples = decodePoints(stroke.points, tilted ? stroke.tilt : undefined);
  const { style } = stroke;
  if (style && (tilted || !isSolidStyle(style))) {
    return { kind: "dabs", ...brushDabs(samples, stroke.size, stroke.smoothing, style) };
  }
  if (SHAPE_TOOLS.has(stroke.tool)) {
    const points = new Float32Array(samples.length * 2);
    samples.forEach((sample, index) => {
      points[index * 2] = sample.x;
      points[index * 2 + 1] = sample.y;
    });
    return { kind: "polyline", points, width: stroke.size };
  }
  const input = freehandInput(samples, stroke.size);
  // A solid style's size curve gives the radius's share of half the size: with a thinning of 1,
  // perfect-freehand's radius is its `size` times the pressure it is given.
  if (style) for (const point of input) point[2] = curveAt(style.sizeCurve, point[2] ?? 0);
  const outline = getStroke(input, {
    // perfect-freehand's `size` is the diameter at pressure 0.5; ours is at pressure 1.
    size: style ? stroke.size / 2 : stroke.size / (1 + THINNING),
    thinning: style ? 1 : THINNING,
    smoothing: stroke.smoothing,
    streamline: 0.5,
    // Pressure is always stored: the brush tool simulates it for the mouse when it records.
    simulatePressure: false,
    last: complete,
  });
  const polygon = new Float32Array(outline.length * 2);
  outline.forEach(([x, y], index) => {
    polygon[index * 2] = x;
    polygon[index * 2 + 1] = y;
  });
  return { kind: "outline", polygon };
}

/**
 * Adds a closed outline to the context's path: from the midpoint of the last and first points,
 * a quadratic curve to each next edge midpoint with the vertex between as control point, which
 * smooths the polygon as perfect-freehand's `getSvgPathFromStroke` does.
 */
export function traceOutline(context: DrawingContext, polygon: Float32Array): void {
  const count = polygon.length / 2;
  if (count < 3) return;
  const x = (index: number) => polygon[(index % count) * 2] ?? 0;
  const y = (index: number) => polygon[(index % count) * 2 + 1] ?? 0;
  context.moveTo((x(count - 1) + x(0)) / 2, (y(count - 1) + y(0)) / 2);
  for (let index = 0; index < count; index += 1) {
    context.quadraticCurveTo(
      x(index),
      y(index),
      (x(index) + x(index + 1)) / 2,
      (y(index) + y(index + 1)) / 2,
    );
  }
  context.closePath();
}

/** Adds an open polyline to the context's path. */
export function tracePolyline(context: DrawingContext, points: Float32Array): void {
  if (points.length < 2) return;
  context.moveTo(points[0] ?? 0, points[1] ?? 0);
  // One sample still paints a round dot: a zero-length segment takes the round caps.
  if (points.length === 2) context.lineTo(points[0] ?? 0, points[1] ?? 0);
  for (let offset = 2; offset + 1 < points.length; offset += 2) {
    context.lineTo(points[offset] ?? 0, points[offset + 1] ?? 0);
  }
}
