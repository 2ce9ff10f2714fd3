import { parseElement } from "../document/parse.js";
import { boundsOfElement } from "../geometry/element-geometry.js";
import { expandRect, type Rect, rectsIntersect } from "../geometry/rect.js";
import { contextOf, type Surface } from "./drawing-context.js";
import { type PaintEnvironment, paintElement } from "./paint-element.js";
import { contains, intersection } from "./viewport.js";

/**
 * One layer's pixels: the part of the artboard `region` rasterised at `resolution` bitmap pixels
 * per artboard unit, and the element values drawn into it, in order (by identity, to tell an
 * append from any other change).
 */
export type LayerBitmap = {
  surface: Surface;
  region: Rect;
  resolution: number;
  drawn: readonly unknown[];
};

/** Counters for tests and benchmarks: what the renderer actually did. */
export type RenderStats = {
  /** Layers rasterised from scratch. */
  layerBuilds: number;
  /** Layers that only had new elements drawn on top. */
  layerAppends: number;
  elementsDrawn: number;
  /** Elements skipped because they lie outside the bitmap's region. */
  elementsCulled: number;
  /** Frames composited (render calls that changed nothing do not count). */
  frames: number;
};

export const newRenderStats = (): RenderStats => ({
  layerBuilds: 0,
  layerAppends: 0,
  elementsDrawn: 0,
  elementsCulled: 0,
  frames: 0,
});

export type BitmapEnvironment = PaintEnvironment & { stats: RenderStats };

/**
 * A layer bitmap holds the whole artboard while it stays under this many pixels (32 MB), so
 * panning never re-rasterises; above it (deep zoom, large artboards) it holds the visible part
 * with a margin, re-rasterised when the view leaves it.
 */
export const WHOLE_ARTBOARD_MAX_PIXELS = 2 ** 23;
const MARGIN = 0.25;

/** The artboard part a layer bitmap should cover to show `visible` at `resolution`. */
export function bitmapRegion(artboard: Rect, visible: Rect, resolution: number): Rect {
  if (artboard.width * artboard.height * resolution ** 2 <= WHOLE_ARTBOARD_MAX_PIXELS) {
    // The area's corner is the pasteboard's, anywhere: snapped, the board stays on whole pixels.
    return snapToPixels(artboard, resolution);
  }
  const shown = intersection(artboard, visible);
  const grown = {
    x: shown.x - shown.width * MARGIN,
    y: shown.y - shown.height * MARGIN,
    width: shown.width * (1 + 2 * MARGIN),
    height: shown.height * (1 + 2 * MARGIN),
  };
  return snapToPixels(intersection(artboard, grown), resolution);
}

/** Whether two bitmaps hold the same pixels of the artboard: one can be drawn onto the other. */
export const sameBitmapGeometry = (a: LayerBitmap, b: LayerBitmap) =>
  a.resolution === b.resolution &&
  a.surface.width === b.surface.width &&
  a.surface.height === b.surface.height &&
  a.region.x === b.region.x &&
  a.region.y === b.region.y &&
  a.region.width === b.region.width &&
  a.region.height === b.region.height;

/** Whether a bitmap can show `visible` at `resolution` as it is. */
export function bitmapCovers(
  bitmap: LayerBitmap,
  artboard: Rect,
  visible: Rect,
  resolution: number,
) {
  return (
    bitmap.resolution === resolution && contains(bitmap.region, intersection(artboard, visible))
  );
}

/** Grows a region to whole bitmap pixels, so that compositing does not shift it by a fraction. */
function snapToPixels(region: Rect, resolution: number): Rect {
  const left = Math.floor(region.x * resolution);
  const top = Math.floor(region.y * resolution);
  const right = Math.ceil((region.x + region.width) * resolution);
  const bottom = Math.ceil((region.y + region.height) * resolution);
  return {
    x: left / resolution,
    y: top / resolution,
    width: (right - left) / resolution,
    height: (bottom - top) / resolution,
  };
}

/** Rasterises a layer's elements from scratch, re-using the previous surface when it fits. */
export function buildLayerBitmap(
  previous: LayerBitmap | undefined,
  values: readonly unknown[],
  artboard: Rect,
  region: Rect,
  resolution: number,
  environment: BitmapEnvironment,
): LayerBitmap {
  const width = Math.max(1, Math.ceil(region.width * resolution));
  const height = Math.max(1, Math.ceil(region.height * resolution));
  const reusable =
    previous && previous.surface.width === width && previous.surface.height === height;
  const surface = reusable ? previous.surface : environment.createSurface(width, height);
  const context = contextOf(surface);
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, width, height);
  const bitmap: LayerBitmap = { surface, region, resolution, drawn: [] };
  environment.stats.layerBuilds += 1;
  return drawValues(bitmap, values, 0, artboard, environment);
}

/** Draws only the values after those already drawn: the append of new strokes. */
export function appendToLayerBitmap(
  bitmap: LayerBitmap,
  values: readonly unknown[],
  artboard: Rect,
  environment: BitmapEnvironment,
): LayerBitmap {
  environment.stats.layerAppends += 1;
  return drawValues(bitmap, values, bitmap.drawn.length, artboard, environment);
}

/**
 * Draws the values after those already drawn, up to `upTo`: one chunk of a build spread over
 * frames. Counted with the build it continues, not as an append.
 */
export function continueLayerBitmap(
  bitmap: LayerBitmap,
  values: readonly unknown[],
  upTo: number,
  artboard: Rect,
  environment: BitmapEnvironment,
): LayerBitmap {
  return drawValues(bitmap, values.slice(0, upTo), bitmap.drawn.length, artboard, environment);
}

/** Whether `values` is what the bitmap drew plus more on top (same objects, same order). */
export function isAppendOf(bitmap: LayerBitmap, values: readonly unknown[]): boolean {
  if (values.length < bitmap.drawn.length) return false;
  return bitmap.drawn.every((value, index) => values[index] === value);
}

function drawValues(
  bitmap: LayerBitmap,
  values: readonly unknown[],
  from: number,
  artboard: Rect,
  environment: BitmapEnvironment,
): LayerBitmap {
  const { region, resolution } = bitmap;
  const context = contextOf(bitmap.surface);
  context.save();
  context.setTransform(
    resolution,
    0,
    0,
    resolution,
    -region.x * resolution,
    -region.y * resolution,
  );
  // Nothing outside the artboard shows, whatever the bitmap's extra pixels would hold.
  context.beginPath();
  context.rect(artboard.x, artboard.y, artboard.width, artboard.height);
  context.clip();
  // One pixel of room for anti-aliased edges beyond an element's paint box.
  const paintable = expandRect(region, 1);
  const area = {
    surface: bitmap.surface,
    originX: region.x * resolution,
    originY: region.y * resolution,
    resolution,
    clip: intersection(paintable, artboard),
  };
  for (let index = from; index < values.length; index += 1) {
    const element = parseElement(values[index]);
    if (!element) continue;
    if (!rectsIntersect(boundsOfElement(element), paintable)) {
      environment.stats.elementsCulled += 1;
      continue;
    }
    paintElement(context, element, area, environment);
    environment.stats.elementsDrawn += 1;
  }
  context.restore();
  // The caller's array is its own fresh copy (Y.Array#toArray), so it is kept, not copied.
  return { ...bitmap, drawn: values };
}
