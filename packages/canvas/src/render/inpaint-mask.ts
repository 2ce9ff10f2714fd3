import { expandRect, type Point, pointsBounds, type Rect, unionRects } from "../geometry/rect.js";
import type { DrawingContext } from "./drawing-context.js";

/**
 * A stroke of a painted mask (the Render panel's Modify): a round brush of one width, no
 * pressure, through points in artboard units. An erasing stroke takes paint away.
 */
export interface MaskStroke {
  erase: boolean;
  /** The brush's diameter, in artboard units. */
  size: number;
  points: readonly Point[];
}

/** What a Modify repaints: inside a selection's outlines, or where a mask is painted. */
export type InpaintArea =
  | { kind: "outlines"; outlines: readonly (readonly Point[])[] }
  | { kind: "strokes"; strokes: readonly MaskStroke[] };

/**
 * Strokes the mask's strokes in `colour` under the context's transform (the view's on screen,
 * the source's scale for the image sent): paint adds, an erasing stroke clears to transparent.
 * Opaque, so overlapping strokes do not build up; the screen shows it through a translucent
 * layer. `pixel` is a device pixel's size in artboard units.
 */
export function traceMaskStrokes(
  context: DrawingContext,
  strokes: readonly MaskStroke[],
  colour: string,
  pixel: number,
): void {
  for (const stroke of strokes) traceMaskSegment(context, stroke, 0, colour, pixel);
}

/**
 * Strokes `stroke` from its point `from` on: the piece a new pen sample adds, drawn at once
 * while the stroke grows. An eraser reaches a device pixel and a half further on each side:
 * retracing a stroke with it would otherwise leave the stroke's smoothed edge behind as a faint
 * line (a partly covered pixel erased by part is still partly there).
 */
export function traceMaskSegment(
  context: DrawingContext,
  stroke: MaskStroke,
  from: number,
  colour: string,
  pixel: number,
): void {
  const { points } = stroke;
  const first = points[from];
  if (!first) return;
  context.save();
  context.globalCompositeOperation = stroke.erase ? "destination-out" : "source-over";
  context.strokeStyle = colour;
  context.lineCap = "round";
  context.lineJoin = "round";
  context.lineWidth = stroke.erase ? stroke.size + 3 * pixel : stroke.size;
  context.beginPath();
  context.moveTo(first.x, first.y);
  // A dab: a zero-length line draws no round cap in every browser, a tiny one does.
  if (points.length === 1) context.lineTo(first.x + 0.01, first.y);
  for (let index = from + 1; index < points.length; index += 1) {
    const point = points[index] as Point;
    context.lineTo(point.x, point.y);
  }
  context.stroke();
  context.restore();
}

/** The box the painted (not erased) strokes cover, their brush's reach included. */
export function maskStrokesBounds(strokes: readonly MaskStroke[]): Rect | null {
  const boxes = strokes.flatMap((stroke) => {
    const bounds = stroke.erase ? null : pointsBounds(stroke.points);
    return bounds ? [expandRect(bounds, stroke.size / 2)] : [];
  });
  return unionRects(boxes);
}

/**
 * The image a backend inpaints with, drawn on a context of the source's size: white where the
 * area is (repainted), black elsewhere. `box` is the source's place on the artboard and `scale`
 * the source's pixels per artboard unit.
 */
export function drawInpaintMask(
  context: DrawingContext,
  area: InpaintArea,
  box: Rect,
  scale: number,
  size: { width: number; height: number },
): void {
  context.save();
  context.setTransform(scale, 0, 0, scale, -box.x * scale, -box.y * scale);
  if (area.kind === "strokes") {
    traceMaskStrokes(context, area.strokes, "#ffffff", 1 / scale);
  } else {
    context.fillStyle = "#ffffff";
    context.beginPath();
    for (const outline of area.outlines) {
      outline.forEach((point, index) => {
        if (index === 0) context.moveTo(point.x, point.y);
        else context.lineTo(point.x, point.y);
      });
      context.closePath();
    }
    context.fill("evenodd");
  }
  // Black behind what is painted: erased pixels, transparent until now, become black too.
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.globalCompositeOperation = "destination-over";
  context.fillStyle = "#000000";
  context.fillRect(0, 0, size.width, size.height);
  context.restore();
}
