import type { PlacedImage, Stroke } from "../document/schema.js";
import { drawDabbedStroke, type LiveDabs, type StrokeTarget } from "./draw-dabs.js";
import { drawImageMesh } from "./draw-image-mesh.js";
import type { DrawingContext, ImageSource } from "./drawing-context.js";
import {
  type StrokeGeometry,
  strokeGeometry,
  traceOutline,
  tracePolyline,
} from "./stroke-geometry.js";

/** What a placed image whose blob is not loaded (or failed to) shows: a neutral box. */
export const IMAGE_PLACEHOLDER_FILL = "#e5e7eb";
const PLACEHOLDER_EDGE = "#9ca3af";

/**
 * Paints one stroke or image in artboard coordinates on a context whose transform maps the
 * artboard to its pixels, `target.pixels` (a group goes through `paintElement`). Sets the
 * compositing each element needs (an eraser cuts with destination-out), so callers need not
 * reset between them.
 */
export function drawElement(
  context: DrawingContext,
  element: Stroke | PlacedImage,
  images: ImageSource,
  target: StrokeTarget,
): void {
  if (element.kind === "stroke") drawStroke(context, element, strokeGeometry(element), target);
  else drawPlacedImage(context, element, images, target);
}

/**
 * Paints a stroke with a geometry already computed (a live stroke's is not cached). A stroke
 * being drawn passes what it keeps between frames and the size of the screen it is drawn on.
 */
export function drawStroke(
  context: DrawingContext,
  stroke: Stroke,
  geometry: StrokeGeometry,
  target: StrokeTarget,
  live?: { state: LiveDabs; width: number; height: number },
): void {
  if (geometry.kind === "dabs") {
    const painting = live && { ...live, stable: geometry.stable };
    drawDabbedStroke(context, stroke, geometry, target, painting);
    return;
  }
  const erases = stroke.tool === "eraser";
  context.globalAlpha = stroke.opacity;
  // destination-out removes the pixels under the stroke from the bitmap it is drawn on, which
  // is its own layer's: the layers below are separate bitmaps, so they keep theirs.
  context.globalCompositeOperation = erases
    ? "destination-out"
    : (target.operation ?? "source-over");
  const color = erases ? "#000000" : stroke.color;
  context.beginPath();
  if (geometry.kind === "outline") {
    traceOutline(context, geometry.polygon);
    context.fillStyle = color;
    context.fill();
    return;
  }
  tracePolyline(context, geometry.points);
  context.strokeStyle = color;
  context.lineWidth = geometry.width;
  context.lineCap = "round";
  context.lineJoin = "round";
  context.stroke();
}

function drawPlacedImage(
  context: DrawingContext,
  image: PlacedImage,
  images: ImageSource,
  target: StrokeTarget,
): void {
  context.save();
  context.globalAlpha = 1;
  context.globalCompositeOperation = target.operation ?? "source-over";
  const source = images(image.blobId);
  if (image.mesh) {
    drawImageMesh(context, image, source, target.pixels, IMAGE_PLACEHOLDER_FILL);
    context.restore();
    return;
  }
  context.translate(image.x + image.width / 2, image.y + image.height / 2);
  context.rotate(image.rotation);
  if (image.flipped) context.scale(-1, 1);
  const left = -image.width / 2;
  const top = -image.height / 2;
  if (source) {
    context.drawImage(source, left, top, image.width, image.height);
  } else {
    context.fillStyle = IMAGE_PLACEHOLDER_FILL;
    context.fillRect(left, top, image.width, image.height);
    context.beginPath();
    context.rect(left, top, image.width, image.height);
    context.strokeStyle = PLACEHOLDER_EDGE;
    context.lineWidth = Math.max(1, Math.min(image.width, image.height) / 100);
    context.stroke();
  }
  context.restore();
}
