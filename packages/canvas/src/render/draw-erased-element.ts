import { decodeOutline } from "../document/points.js";
import type { Element, EraserCut, Leaf, RegionCut, Stroke } from "../document/schema.js";
import { applyMatrix, composeMatrices, type Matrix } from "../geometry/affine.js";
import { frameOf, invertMatrix, lengthScaleOf } from "../geometry/element-frame.js";
import { boundsOfElement } from "../geometry/element-geometry.js";
import { expandRect, pointsBounds, type Rect, rectCorners } from "../geometry/rect.js";
import type { StrokeTarget } from "./draw-dabs.js";
import { drawElement, drawStroke } from "./draw-element.js";
import {
  contextOf,
  type DrawingContext,
  type ImageSource,
  type Surface,
} from "./drawing-context.js";
import { strokeGeometry } from "./stroke-geometry.js";
import { intersection } from "./viewport.js";

/** A scratch surface of at least a size, re-used between calls (it only grows). */
export type ScratchSurface = (width: number, height: number) => Surface;

/** Whether the element carries cuts of the eraser. */
export const isErased = (element: Element): element is Leaf =>
  element.kind !== "group" && (element.erasures?.length ?? 0) > 0;

const erasureStrokes = new WeakMap<EraserCut, Stroke>();

/**
 * An erasure as the eraser stroke it was made from, in its element's frame, so that it is cut
 * exactly as the live eraser previewed it (draw-element.ts: destination-out, as an outline or,
 * styled, as dabs). Cached per value, with its geometry and box (both keyed by the stroke).
 */
function erasureStroke(erasure: EraserCut): Stroke {
  let stroke = erasureStrokes.get(erasure);
  if (!stroke) {
    const { id, size, opacity, smoothing, points, style, tilt } = erasure;
    stroke = {
      kind: "stroke",
      id,
      tool: "eraser",
      color: "#000000",
      size,
      opacity,
      smoothing,
      author: "",
      points,
      ...(style ? { style } : {}),
      ...(tilt ? { tilt } : {}),
    };
    erasureStrokes.set(erasure, stroke);
  }
  return stroke;
}

/**
 * Paints an element with its erasures: the element alone on a scratch surface, its erasures
 * cut from it there (destination-out within that element only), the result drawn onto `target`,
 * whose pixels are `where.pixels` (upright: a layer bitmap's or an export's). Only erased
 * elements take this path, so only they pay for the extra surface. A styled erasure's dabs go
 * into a buffer of their own first, which then cuts at the erasure's opacity (draw-dabs.ts), as
 * a brush's buffer paints.
 */
export function drawErasedElement(
  target: DrawingContext,
  element: Leaf,
  where: StrokeTarget,
  images: ImageSource,
  scratchOf: ScratchSurface,
): void {
  const { pixels, clip } = where;
  const scale = Math.hypot(pixels.a, pixels.b);
  const box = intersection(expandRect(boundsOfElement(element), 1), clip);
  // The box in whole target pixels, so the scratch lands on the target's pixel grid.
  const left = Math.floor(box.x * scale + pixels.e);
  const top = Math.floor(box.y * scale + pixels.f);
  const width = Math.ceil((box.x + box.width) * scale + pixels.e) - left;
  const height = Math.ceil((box.y + box.height) * scale + pixels.f) - top;
  if (box.width <= 0 || box.height <= 0 || width <= 0 || height <= 0) return;
  const scratch = scratchOf(width, height);
  const context = contextOf(scratch);
  context.save();
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, width, height);
  const local = { ...pixels, e: pixels.e - left, f: pixels.f - top };
  setMatrix(context, local);
  // Onto the empty scratch as it is; how it lands (source-atop or not) is for the last step.
  drawElement(context, element, images, { ...where, pixels: local, operation: undefined });
  const frame = frameOf(element);
  const inFrame = composeMatrices(frame, local);
  // Dabs are stamped only where the scratch is: the box, seen from the element's frame.
  const cuts = { ...where, pixels: inFrame, clip: boxInFrame(box, frame) };
  setMatrix(context, inFrame);
  for (const erasure of element.erasures ?? []) {
    if (erasure.kind === "region") {
      cutRegion(context, erasure, lengthScaleOf(inFrame));
      continue;
    }
    const stroke = erasureStroke(erasure);
    drawStroke(context, stroke, strokeGeometry(stroke), cuts);
  }
  context.restore();
  target.save();
  target.setTransform(1, 0, 0, 1, 0, 0);
  target.globalAlpha = 1;
  target.globalCompositeOperation = where.operation ?? "source-over";
  target.drawImage(scratch, 0, 0, width, height, left, top, width, height);
  target.restore();
}

/**
 * Keeps the part of the scratch's element inside the region's outlines (destination-in) or
 * outside them (destination-out), the context already in the element's frame. A feathered edge
 * is the outlines' fill blurred by the feather, in the surface's pixels.
 */
function cutRegion(context: DrawingContext, cut: RegionCut, pixelsPerUnit: number): void {
  context.save();
  context.globalCompositeOperation = cut.keeps === "inside" ? "destination-in" : "destination-out";
  context.globalAlpha = 1;
  context.fillStyle = "#000000";
  const blur = cut.feather * pixelsPerUnit;
  if (blur > 0) context.filter = `blur(${blur / 2}px)`;
  context.beginPath();
  for (const bytes of cut.outlines) {
    decodeOutline(bytes).forEach((point, index) => {
      if (index === 0) context.moveTo(point.x, point.y);
      else context.lineTo(point.x, point.y);
    });
    context.closePath();
  }
  context.fill();
  context.restore();
}

/** The box around an artboard rectangle in a frame's own units. */
function boxInFrame(rect: Rect, frame: Matrix): Rect {
  const inverse = invertMatrix(frame);
  return pointsBounds(rectCorners(rect).map((corner) => applyMatrix(inverse, corner))) ?? rect;
}

function setMatrix(context: DrawingContext, { a, b, c, d, e, f }: Matrix): void {
  context.setTransform(a, b, c, d, e, f);
}
