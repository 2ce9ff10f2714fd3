import {
  type ArtboardView,
  boundsOfElement,
  contains,
  type Element,
  elementValues,
  type ImageSource,
  type LayerBitmap,
  type LayerView,
  type Rect,
  readElements,
  renderArtboard,
  unionRects,
} from "@contour/canvas";
import type * as Y from "yjs";
import { createBrowserSurface } from "../canvas/surface";

/** A layer row's thumbnail, in CSS pixels. */
export const THUMBNAIL_BOX = { width: 36, height: 24 } as const;

/**
 * The least time between two renders of one thumbnail: a layer edited continuously (a remote
 * stroke committed every few frames, a selection dragged) redraws its thumbnail at most a few
 * times a second, not on every change.
 */
export const THUMBNAIL_INTERVAL_MS = 400;

/**
 * Runs `work` at most once per `intervalMs`, when the browser is idle (never inside a pointer
 * handler or an animation frame, where the pen's latency is made): the requests between two
 * runs make one run, after the last of them.
 */
export function createIdleThrottle(work: () => void, intervalMs: number) {
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let idle: number | null = null;
  const run = () => {
    idle = null;
    lastRun = performance.now();
    work();
  };
  return {
    request() {
      if (timer !== null || idle !== null) return;
      const wait = Math.max(0, lastRun + intervalMs - performance.now());
      timer = setTimeout(() => {
        timer = null;
        if (typeof requestIdleCallback === "function") {
          idle = requestIdleCallback(run, { timeout: intervalMs });
        } else {
          run();
        }
      }, wait);
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      if (idle !== null) cancelIdleCallback(idle);
      timer = null;
      idle = null;
    },
  };
}

/**
 * Where a thumbnail's pixels come from: the screen's renderer, whose bitmap of a layer it
 * downscales, and the placed images for a layer it has to render itself.
 */
export type ThumbnailSource = {
  images: ImageSource;
  layerBitmap: (layerId: string) => LayerBitmap | undefined;
  /** The renderer's bitmap of a layer's mask (its greys over transparency). */
  maskBitmap: (layerId: string) => LayerBitmap | undefined;
};

export const NO_THUMBNAIL_SOURCE: ThumbnailSource = {
  images: () => undefined,
  layerBitmap: () => undefined,
  maskBitmap: () => undefined,
};

/**
 * The most elements a thumbnail renders itself, when the renderer has no bitmap to show it (a
 * layer edited while hidden, or beyond the view at a deep zoom): a few milliseconds of idle
 * time. A larger layer keeps its last thumbnail until its bitmap is there.
 */
export const RENDER_MAX_ELEMENTS = 300;

/** The longest side, in pixels, of such a render: a dot is shown bigger, never at great cost. */
const RENDER_MAX_SIDE = 512;

/** Where a layer has anything, within the artboard; null when it has nothing. */
function contentOf(
  elements: readonly Element[],
  artboard: { width: number; height: number },
): Rect | null {
  const bounds = unionRects(elements.map(boundsOfElement));
  if (!bounds) return null;
  const left = Math.max(0, bounds.x);
  const top = Math.max(0, bounds.y);
  const right = Math.min(artboard.width, bounds.x + bounds.width);
  const bottom = Math.min(artboard.height, bounds.y + bounds.height);
  return right > left && bottom > top
    ? { x: left, y: top, width: right - left, height: bottom - top }
    : null;
}

/** Whether a bitmap shows exactly these element values, and all of `content`. */
export function isCurrent(bitmap: LayerBitmap, values: readonly unknown[], content: Rect): boolean {
  return (
    bitmap.drawn.length === values.length &&
    bitmap.drawn.every((value, index) => values[index] === value) &&
    contains(bitmap.region, content)
  );
}

/**
 * Paints one layer's content, alone at full opacity, fitted to the canvas (as Photoshop's
 * layer-bounds thumbnails): a stroke across a 1920 px artboard is a line you can see in 36 px,
 * not a hairline. It downscales the renderer's bitmap of the layer when that is current, else
 * renders the layer (as "export this layer") when it is small. Answers false when it could not
 * paint it all (no current bitmap of a large layer, an image not loaded yet), so that the caller
 * tries again later.
 */
export function paintLayerThumbnail(
  canvas: HTMLCanvasElement,
  doc: Y.Doc,
  artboard: Pick<ArtboardView, "id" | "width" | "height">,
  layer: LayerView,
  source: ThumbnailSource,
): boolean {
  const context = canvas.getContext("2d");
  if (!context) return true;
  const values = elementValues(layer);
  const elements = readElements(layer);
  const content = contentOf(elements, artboard);
  if (!content) {
    context.clearRect(0, 0, canvas.width, canvas.height);
    return true;
  }
  const fit = Math.min(canvas.width / content.width, canvas.height / content.height);
  const width = content.width * fit;
  const height = content.height * fit;
  const bitmap = source.layerBitmap(layer.id);
  let from: { surface: object; x: number; y: number; ratio: number };
  if (bitmap && isCurrent(bitmap, values, content)) {
    from = {
      surface: bitmap.surface,
      x: bitmap.region.x,
      y: bitmap.region.y,
      ratio: bitmap.resolution,
    };
  } else if (elements.length <= RENDER_MAX_ELEMENTS) {
    const surface = renderArtboard(doc, artboard.id, {
      scale: Math.min(fit, RENDER_MAX_SIDE / Math.max(artboard.width, artboard.height)),
      layerId: layer.id,
      // Its own pixels, as the renderer's bitmap of it: the mask has a thumbnail of its own.
      layerContent: "unmasked",
      createSurface: createBrowserSurface,
      images: source.images,
    });
    // The render's size is rounded to whole pixels: its own ratio places the content exactly.
    from = { surface, x: 0, y: 0, ratio: surface.width / artboard.width };
  } else {
    return false;
  }
  context.clearRect(0, 0, canvas.width, canvas.height);
  // Downscaling a bitmap many times over: the better filter keeps thin strokes visible.
  context.imageSmoothingQuality = "high";
  context.drawImage(
    from.surface as CanvasImageSource,
    (content.x - from.x) * from.ratio,
    (content.y - from.y) * from.ratio,
    content.width * from.ratio,
    content.height * from.ratio,
    (canvas.width - width) / 2,
    (canvas.height - height) / 2,
    width,
    height,
  );
  return imagesLoaded(elements, source);
}

/** Whether every image the elements place is loaded: a thumbnail without them is tried again. */
export const imagesLoaded = (elements: readonly Element[], source: ThumbnailSource) =>
  elements.every(
    (element) => element.kind !== "image" || source.images(element.blobId) !== undefined,
  );
