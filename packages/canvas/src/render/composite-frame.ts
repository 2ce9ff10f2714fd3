import type { BlendMode, Stroke } from "../document/schema.js";
import { isUpright, viewportMatrix } from "../editor/viewport.js";
import type { Rect, Viewport } from "../geometry/rect.js";
import type { LiveDabs } from "./draw-dabs.js";
import { drawStroke } from "./draw-element.js";
import {
  contextOf,
  type DrawingContext,
  type Surface,
  type SurfaceFactory,
} from "./drawing-context.js";
import type { LayerBitmap } from "./layer-bitmap.js";
import { maskToAlpha, screenBoxOf } from "./layer-mask.js";
import { PASTEBOARD_FADE } from "./pasteboard.js";
import type { StrokeGeometry } from "./stroke-geometry.js";

/** The canvas composite operation of each layer blend mode. */
export const COMPOSITE_OPERATIONS: Readonly<Record<BlendMode, string>> = {
  normal: "source-over",
  multiply: "multiply",
  screen: "screen",
  overlay: "overlay",
  darken: "darken",
  lighten: "lighten",
  add: "lighter",
  "color-dodge": "color-dodge",
  "color-burn": "color-burn",
  "soft-light": "soft-light",
  "hard-light": "hard-light",
  difference: "difference",
  hue: "hue",
  saturation: "saturation",
  color: "color",
  luminosity: "luminosity",
};

/**
 * A stroke being drawn, with its geometry, painted within its layer before compositing; `dabs`
 * keeps a styled brush's dabs painted on earlier frames (draw-dabs.ts).
 */
export type WetStroke = { stroke: Stroke; geometry: StrokeGeometry; dabs: LiveDabs };

export type FrameLayer = {
  bitmap: LayerBitmap;
  opacity: number;
  blendMode: BlendMode;
  /** Strokes being drawn on this layer (others' and ours), painted in this order. */
  wet?: readonly WetStroke[] | undefined;
  /** Elements a transform drag is moving, rasterised as the layer's bitmap, painted over it. */
  floating?: LayerBitmap | undefined;
  /**
   * A clipping mask (document/clipping.ts): masked by the alpha of its base, the nearest
   * unclipped layer before it in the frame, before its opacity and blend mode apply.
   */
  clipped?: boolean | undefined;
  /** The layer's mask (version 6, layer-mask.ts), when it has one switched on. */
  mask?: FrameMask | undefined;
};

/**
 * A layer's mask as a frame shows it: its greys (painted over transparency) and those turned
 * into alpha, both pixel-aligned with the layer's bitmap, and strokes being painted on it.
 */
export type FrameMask = {
  greys: LayerBitmap;
  alpha: LayerBitmap;
  wet?: readonly WetStroke[] | undefined;
};

/**
 * An isolated layer folder (document/composite-stack.ts): its items composited on a surface of
 * their own, then onto what is below with the folder's opacity and blend mode.
 */
export type FrameFolder = { items: readonly FrameItem[]; opacity: number; blendMode: BlendMode };
export type FrameItem = FrameLayer | FrameFolder;

const isFolder = (item: FrameItem): item is FrameFolder => "items" in item;

/**
 * The target-sized surfaces a frame composites through: "layer" holds an unclipped layer with
 * its wet strokes (kept while the layers clipped to it are masked by it), "clip" a clipped layer,
 * "mask" a mask with strokes being painted on it, "folder-N" what the isolated folders N deep (1
 * for the outermost) hold.
 */
export type ScratchSlot = "layer" | "clip" | "mask" | `folder-${number}`;

export type Frame = {
  viewport: Viewport;
  artboard: { width: number; height: number; background: string };
  /** Bottom to top, visible ones only. */
  layers: readonly FrameItem[];
  /**
   * The screen's: the area around the board where the artwork still shows, faded by
   * PASTEBOARD_FADE beyond the board's edge (pasteboard.ts). Absent, only the board shows.
   */
  pasteboard?: Rect | undefined;
};

/**
 * Paints a frame on the target: cleared, the artboard's background, then each layer bitmap with
 * its opacity and blend mode. A layer with wet strokes is first copied to a scratch surface
 * (target-sized, one per slot for all layers: each is composited before the next is painted)
 * with the strokes painted in, so a brush shows under the layers above and with its layer's
 * blending, and an eraser previews as cutting its own layer only. A clipped layer is copied to
 * the "clip" scratch and masked there by its base's pixels (with the base's wet strokes). A
 * layer with a mask goes through its scratch too, hidden there by its mask before it is a base.
 */
export function compositeFrame(
  target: Surface,
  frame: Frame,
  scratch: (slot: ScratchSlot) => Surface,
  createSurface: SurfaceFactory,
): void {
  const { viewport, artboard } = frame;
  const context = contextOf(target);
  resetContext(context);
  context.clearRect(0, 0, target.width, target.height);
  if (artboard.background !== "transparent") {
    setViewTransform(context, viewport);
    context.fillStyle = artboard.background;
    context.fillRect(0, 0, artboard.width, artboard.height);
    resetContext(context);
  }
  compositeItems(target, frame.layers, frame, scratch, createSurface, 0);
  resetContext(context);
  if (frame.pasteboard) fadeBeyondBoard(context, frame.pasteboard, artboard, viewport);
}

/**
 * Composites items onto a surface, each layer with its opacity and blend mode; an isolated
 * folder is first composited on the scratch of its depth, cleared, then drawn as one.
 */
function compositeItems(
  destination: Surface,
  items: readonly FrameItem[],
  frame: Frame,
  scratch: (slot: ScratchSlot) => Surface,
  createSurface: SurfaceFactory,
  depth: number,
): void {
  const { viewport } = frame;
  const context = contextOf(destination);
  let base: { layer: FrameLayer; source: Surface | null } | null = null;
  for (const layer of items) {
    if (isFolder(layer)) {
      // A folder ends a clipping run (composite-stack.ts).
      base = null;
      const surface = scratch(`folder-${depth + 1}`);
      const inner = contextOf(surface);
      resetContext(inner);
      inner.clearRect(0, 0, surface.width, surface.height);
      compositeItems(surface, layer.items, frame, scratch, createSurface, depth + 1);
      resetContext(inner);
      resetContext(context);
      context.globalAlpha = layer.opacity;
      context.globalCompositeOperation = COMPOSITE_OPERATIONS[layer.blendMode];
      context.drawImage(surface, 0, 0, surface.width, surface.height);
      continue;
    }
    if (layer.clipped && !base) continue;
    let source: Surface | null;
    if (layer.clipped && base) {
      source = scratch("clip");
      if (hasWork(layer)) paintWet(source, layer, frame, createSurface);
      else {
        const clip = contextOf(source);
        resetContext(clip);
        clip.clearRect(0, 0, source.width, source.height);
        drawBitmap(clip, layer.bitmap, viewport);
      }
      maskBy(source, base, viewport);
    } else {
      const copied = hasWork(layer) || layer.mask !== undefined;
      source = copied ? paintWet(scratch("layer"), layer, frame, createSurface) : null;
      base = { layer, source };
    }
    if (layer.mask && source) hideByFrameMask(source, layer.mask, frame, scratch, createSurface);
    context.globalAlpha = layer.opacity;
    context.globalCompositeOperation = COMPOSITE_OPERATIONS[layer.blendMode];
    if (source) context.drawImage(source, 0, 0, source.width, source.height);
    else drawBitmap(context, layer.bitmap, viewport);
  }
}

/**
 * Takes PASTEBOARD_FADE of the opacity from what the layers painted beyond the board's edge: the
 * pasteboard's own colour (the page behind the canvas) shows through, whatever it is.
 */
function fadeBeyondBoard(
  context: DrawingContext,
  pasteboard: Rect,
  board: { width: number; height: number },
  viewport: Viewport,
): void {
  setViewTransform(context, viewport);
  context.globalCompositeOperation = "destination-out";
  context.globalAlpha = PASTEBOARD_FADE;
  context.beginPath();
  context.rect(pasteboard.x, pasteboard.y, pasteboard.width, pasteboard.height);
  context.rect(0, 0, board.width, board.height);
  context.fill("evenodd");
  resetContext(context);
}

/**
 * Paints one layer bitmap (no wet strokes) over what the target already shows, with its opacity
 * and blend mode, inside `clip` (target pixels): a render that builds its layers a band at a
 * time composites each band where it belongs, and nothing of a bitmap's spare rows spills over.
 */
export function compositeLayer(
  target: Surface,
  layer: FrameLayer,
  viewport: Viewport,
  clip: { x: number; y: number; width: number; height: number },
): void {
  const context = contextOf(target);
  context.save();
  resetContext(context);
  context.beginPath();
  context.rect(clip.x, clip.y, clip.width, clip.height);
  context.clip();
  context.globalAlpha = layer.opacity;
  context.globalCompositeOperation = COMPOSITE_OPERATIONS[layer.blendMode];
  drawBitmap(context, layer.bitmap, viewport);
  context.restore();
}

/** Keeps a clipped layer's pixels only where its base has pixels, as much as it has. */
function maskBy(
  surface: Surface,
  base: { layer: FrameLayer; source: Surface | null },
  viewport: Viewport,
): void {
  const context = contextOf(surface);
  resetContext(context);
  context.globalCompositeOperation = "destination-in";
  if (base.source) context.drawImage(base.source, 0, 0, base.source.width, base.source.height);
  else drawBitmap(context, base.layer.bitmap, viewport);
  resetContext(context);
}

/**
 * Hides a layer's pixels on its scratch by its mask: the mask's alpha bitmap as it is, or, with
 * strokes being painted on the mask, that alpha with the part the strokes reach painted again
 * from its greys and the strokes, and turned into alpha for this frame: only that part, so a
 * stroke on a mask costs a frame no pass over the whole screen's pixels.
 */
function hideByFrameMask(
  surface: Surface,
  mask: FrameMask,
  frame: Frame,
  scratch: (slot: ScratchSlot) => Surface,
  createSurface: SurfaceFactory,
): void {
  const wet = mask.wet ?? [];
  const box = wet.length > 0 ? screenBoxOf(wet, frame.viewport, surface) : null;
  let alpha: Surface | null = null;
  if (box) {
    alpha = scratch("mask");
    const context = contextOf(alpha);
    resetContext(context);
    context.clearRect(0, 0, alpha.width, alpha.height);
    drawBitmap(context, mask.alpha, frame.viewport);
    context.save();
    context.beginPath();
    context.rect(box.x, box.y, box.width, box.height);
    context.clip();
    context.clearRect(box.x, box.y, box.width, box.height);
    drawBitmap(context, mask.greys, frame.viewport);
    paintStrokes(context, wet, frame, createSurface, alpha);
    context.restore();
    resetContext(context);
    maskToAlpha(alpha, box);
  }
  const context = contextOf(surface);
  resetContext(context);
  context.globalCompositeOperation = "destination-in";
  if (alpha) context.drawImage(alpha, 0, 0, alpha.width, alpha.height);
  else drawBitmap(context, mask.alpha, frame.viewport);
  resetContext(context);
}

function resetContext(context: DrawingContext): void {
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.globalAlpha = 1;
  context.globalCompositeOperation = "source-over";
}

function setViewTransform(context: DrawingContext, viewport: Viewport): void {
  const { a, b, c, d, e, f } = viewportMatrix(viewport);
  context.setTransform(a, b, c, d, e, f);
}

/**
 * Draws a layer bitmap where its region is on screen: upright with drawImage's own scaling, a
 * turned or mirrored view through the view's transform (then reset, for the next layer).
 */
function drawBitmap(context: DrawingContext, bitmap: LayerBitmap, viewport: Viewport): void {
  const { region, resolution, surface } = bitmap;
  if (!isUpright(viewport)) {
    setViewTransform(context, viewport);
    context.drawImage(
      surface,
      region.x,
      region.y,
      surface.width / resolution,
      surface.height / resolution,
    );
    context.setTransform(1, 0, 0, 1, 0, 0);
    return;
  }
  const ratio = viewport.scale / resolution;
  let left = region.x * viewport.scale + viewport.x;
  let top = region.y * viewport.scale + viewport.y;
  // At one bitmap pixel per screen pixel, whole-pixel placement keeps strokes crisp when panned.
  if (Math.abs(ratio - 1) < 1e-9) {
    left = Math.round(left);
    top = Math.round(top);
  }
  context.drawImage(surface, left, top, surface.width * ratio, surface.height * ratio);
}

/** Whether a layer has more to show than its bitmap: strokes being drawn, elements moving. */
const hasWork = (layer: FrameLayer) => (layer.wet?.length ?? 0) > 0 || layer.floating !== undefined;

/** The layer's bitmap on the scratch, with what moves over it and the strokes being drawn. */
function paintWet(
  scratch: Surface,
  { bitmap, wet = [], floating }: FrameLayer,
  frame: Frame,
  createSurface: SurfaceFactory,
): Surface {
  const { viewport } = frame;
  const context = contextOf(scratch);
  resetContext(context);
  context.clearRect(0, 0, scratch.width, scratch.height);
  drawBitmap(context, bitmap, viewport);
  if (floating) drawBitmap(context, floating, viewport);
  paintStrokes(context, wet, frame, createSurface, scratch);
  resetContext(context);
  return scratch;
}

/**
 * Strokes being drawn, within the artboard and its pasteboard when the frame has one, on a
 * context of a target-sized surface.
 */
function paintStrokes(
  context: DrawingContext,
  wet: readonly WetStroke[],
  { viewport, artboard, pasteboard }: Frame,
  createSurface: SurfaceFactory,
  screen: { width: number; height: number },
): void {
  const shown = pasteboard ?? { x: 0, y: 0, width: artboard.width, height: artboard.height };
  context.save();
  setViewTransform(context, viewport);
  context.beginPath();
  context.rect(shown.x, shown.y, shown.width, shown.height);
  context.clip();
  const target = { pixels: viewportMatrix(viewport), clip: shown, createSurface };
  const size = { width: screen.width, height: screen.height };
  for (const { stroke, geometry, dabs } of wet) {
    const operation = stroke.composite === "atop" ? ("source-atop" as const) : undefined;
    drawStroke(context, stroke, geometry, { ...target, operation }, { state: dabs, ...size });
  }
  context.restore();
}
