import type { Element, ElementGroup } from "../document/schema.js";
import { boundsOfElement } from "../geometry/element-geometry.js";
import { expandRect, type Rect } from "../geometry/rect.js";
import { COMPOSITE_OPERATIONS } from "./composite-frame.js";
import { drawElement } from "./draw-element.js";
import { drawErasedElement, isErased } from "./draw-erased-element.js";
import {
  contextOf,
  type DrawingContext,
  type ImageSource,
  type Surface,
  type SurfaceFactory,
} from "./drawing-context.js";
import { hideByMask, maskToAlpha } from "./layer-mask.js";

/**
 * The surface a context paints on, with the transform it was set: an artboard point (x, y) is at
 * pixel (x × resolution − originX, y × resolution − originY); `clip` is the artboard part that
 * may be painted.
 */
export type PaintArea = {
  surface: Surface;
  originX: number;
  originY: number;
  resolution: number;
  clip: Rect;
};

export type PaintEnvironment = {
  createSurface: SurfaceFactory;
  images: ImageSource;
  /** The surface erased elements are painted on first: made when one is first drawn, then re-used. */
  scratch?: Surface;
};

/** The environment's scratch surface, grown to at least a size (it only grows). */
function scratchOf(environment: PaintEnvironment, width: number, height: number): Surface {
  const current = environment.scratch;
  if (current && current.width >= width && current.height >= height) return current;
  const grown = environment.createSurface(
    Math.max(width, current?.width ?? 0),
    Math.max(height, current?.height ?? 0),
  );
  environment.scratch = grown;
  return grown;
}

/**
 * Paints any element on a context set up for `area`. A group is painted on a scratch surface of
 * its own, pixel-aligned with the area, then drawn on the area with its blend mode and opacity:
 * exactly as its elements were composited when they were a layer of their own (merge-down.ts).
 * An element the eraser cut goes through a scratch surface too, so its erasures cut only it.
 */
export function paintElement(
  context: DrawingContext,
  element: Element,
  area: PaintArea,
  environment: PaintEnvironment,
): void {
  if (element.kind === "group") {
    paintGroup(context, element, area, environment);
    return;
  }
  const { resolution, originX, originY, clip } = area;
  const pixels = { a: resolution, b: 0, c: 0, d: resolution, e: -originX, f: -originY };
  const target = {
    pixels,
    clip,
    createSurface: environment.createSurface,
    operation: element.composite === "atop" ? ("source-atop" as const) : undefined,
  };
  if (isErased(element)) {
    drawErasedElement(context, element, target, environment.images, (width, height) =>
      scratchOf(environment, width, height),
    );
  } else {
    drawElement(context, element, environment.images, target);
  }
}

function paintGroup(
  context: DrawingContext,
  group: ElementGroup,
  area: PaintArea,
  environment: PaintEnvironment,
): void {
  const { surface, originX, originY, resolution } = area;
  // One pixel of room for anti-aliased edges, as the layer bitmap culls; within the area only.
  const bounds = expandRect(boundsOfElement(group), 1);
  const clampX = (x: number) => Math.max(0, Math.min(surface.width, x));
  const clampY = (y: number) => Math.max(0, Math.min(surface.height, y));
  const left = clampX(Math.floor(bounds.x * resolution - originX));
  const top = clampY(Math.floor(bounds.y * resolution - originY));
  const right = clampX(Math.ceil((bounds.x + bounds.width) * resolution - originX));
  const bottom = clampY(Math.ceil((bounds.y + bounds.height) * resolution - originY));
  if (right <= left || bottom <= top) return;
  const scratch = environment.createSurface(right - left, bottom - top);
  const inner = contextOf(scratch);
  const innerArea = {
    surface: scratch,
    originX: originX + left,
    originY: originY + top,
    resolution,
    clip: area.clip,
  };
  inner.setTransform(resolution, 0, 0, resolution, -innerArea.originX, -innerArea.originY);
  for (const element of group.elements) paintElement(inner, element, innerArea, environment);
  if (group.mask) {
    // A masked layer merged down: hidden by its mask as the layer was (layer-mask.ts).
    hideByMask(scratch, paintMaskAlpha(group.mask, innerArea, environment));
  }
  if (group.composite === "clip") {
    // Masked by what its layer holds under it, as a clipped layer is by its base.
    inner.save();
    inner.setTransform(1, 0, 0, 1, 0, 0);
    inner.globalAlpha = 1;
    inner.globalCompositeOperation = "destination-in";
    const { width, height } = scratch;
    inner.drawImage(surface, left, top, width, height, 0, 0, width, height);
    inner.restore();
  }
  context.save();
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.globalAlpha = group.opacity;
  context.globalCompositeOperation = COMPOSITE_OPERATIONS[group.blendMode];
  context.drawImage(scratch, left, top, scratch.width, scratch.height);
  context.restore();
}

/**
 * Paints mask elements onto a fresh surface the size of `area`'s, pixel-aligned with it, and
 * turns them into alpha: what a group's mask hides its pixels by.
 */
function paintMaskAlpha(
  elements: readonly Element[],
  area: PaintArea,
  environment: PaintEnvironment,
): Surface {
  const surface = environment.createSurface(area.surface.width, area.surface.height);
  const context = contextOf(surface);
  const inner = { ...area, surface };
  context.setTransform(area.resolution, 0, 0, area.resolution, -area.originX, -area.originY);
  for (const element of elements) paintElement(context, element, inner, environment);
  maskToAlpha(surface);
  return surface;
}
