import type * as Y from "yjs";
import { compositeStack, type StackItem, stackLayers } from "../document/composite-stack.js";
import { type FolderView, readFolders, readLayerTree } from "../document/folder-views.js";
import type { Element, Stroke } from "../document/schema.js";
import {
  type ArtboardView,
  activeMask,
  artboardsOf,
  elementValues,
  type LayerView,
  readArtboards,
  readLayers,
} from "../document/workbench-document.js";
import type { Rect, Viewport } from "../geometry/rect.js";
import {
  compositeFrame,
  type FrameItem,
  type FrameLayer,
  type FrameMask,
  type ScratchSlot,
} from "./composite-frame.js";
import {
  contextOf,
  type ImageSource,
  type Surface,
  type SurfaceFactory,
  surfaceOfSize,
} from "./drawing-context.js";
import { createFolderBitmaps, type FolderBitmaps } from "./folder-bitmaps.js";
import {
  appendToLayerBitmap,
  type BitmapEnvironment,
  bitmapCovers,
  bitmapRegion,
  buildLayerBitmap,
  continueLayerBitmap,
  isAppendOf,
  type LayerBitmap,
  newRenderStats,
  type RenderStats,
} from "./layer-bitmap.js";
import { maskToAlpha } from "./layer-mask.js";
import { createMaskedBitmaps } from "./masked-bitmaps.js";
import { pasteboardAround } from "./pasteboard.js";
import { resolutionFor, visibleRect } from "./viewport.js";
import { createWetStrokes, type LiveStroke } from "./wet-strokes.js";

/**
 * The on-screen renderer of one artboard. Caching strategy:
 *
 * - Each visible layer is rasterised into its own bitmap surface at a resolution bucket (the
 *   power of √2 at or above the view scale) covering the whole artboard and its pasteboard
 *   (pasteboard.ts: what lies past the board's edge shows, faded) while that stays under 32 MB,
 *   else the visible part plus a margin (layer-bitmap.ts). A frame composites those
 *   bitmaps with a transform, so panning, and zooming within a bucket, rasterise nothing; during
 *   a zoom gesture (`interactive`) crossing buckets does not either, until the gesture ends.
 * - The renderer observes the document (observeDeep on the artboards map) and records which Yjs
 *   types changed. A layer whose elements array did not change keeps its bitmap; one that did is
 *   compared by identity with what its bitmap drew: only new elements on top are drawn onto it
 *   (a committed stroke), anything else (removal, replacement, undo) rebuilds that layer alone.
 * - A layer's mask (version 6) is cached as a layer is, under its own key, and turned into alpha
 *   (layer-mask.ts) once each time its bitmap changes; it hides the layer when compositing, so
 *   painting the layer or turning the mask off or on redraws neither. Strokes being painted on
 *   the mask are painted, where they reach, into a copy of its greys turned into alpha for that
 *   frame (composite-frame.ts).
 * - Opacity, blend mode, visibility, order and background apply when compositing, so changing
 *   them rasterises nothing. A hidden layer is not rasterised; a change to it drops its bitmap.
 * - Stroke outlines and element bounds are cached per element value (stroke-geometry.ts), and
 *   a layer rebuild draws only elements whose bounds meet the bitmap's region.
 * - Strokes being drawn (ours, and others' from presence) are "wet": painted into a copy of
 *   their layer's bitmap at compositing, never onto it, so each shows within its own layer and
 *   goes when it is committed or abandoned. Ours is set from the pointer handler (the P4 fast
 *   path); others' come with their presence.
 * - `render` returns at once, drawing nothing, when neither the document, the viewport, the
 *   target's size nor the wet strokes changed: the web screen calls it every animation frame.
 */
export type Renderer = {
  /** Draws the artboard at this viewport on the target, if anything changed; true when it drew. */
  render(viewport: Viewport, options?: RenderOptions): boolean;
  /**
   * The stroke being drawn, with its symmetric copies, shown within its layer until it is
   * committed; null to clear.
   */
  setLiveStroke(live: LiveStroke | null, copies?: readonly Stroke[]): void;
  /**
   * The strokes others are drawing (their presence), each within its layer under ours. One
   * whose id is already an element of its layer is not drawn: the committed stroke may arrive
   * before the presence that clears it, and must not show twice.
   */
  setRemoteStrokes(strokes: readonly LiveStroke[]): void;
  /**
   * Elements a transform drag is moving: hidden from their layer's bitmap, their moved values
   * painted within the layer instead, until null ends the drag.
   */
  setFloating(floating: FloatingElements | null): void;
  /**
   * The bitmap a layer was last drawn with, once it holds all of the layer's elements; undefined
   * for a layer not drawn yet, still being filled, or edited while hidden. Read-only: a
   * downscaled copy of it is a layer's thumbnail at the cost of one drawImage.
   */
  layerBitmap(layerId: string): LayerBitmap | undefined;
  /**
   * The bitmap of a layer's mask as `layerBitmap`: its greys over transparency (white shows
   * under them), for the mask's thumbnail; undefined when the layer shows no mask.
   */
  maskBitmap(layerId: string): LayerBitmap | undefined;
  /** Forces a layer's (or every layer's) rebuild, e.g. when an image it places has loaded. */
  markDirty(layerId?: string): void;
  readonly stats: RenderStats;
  /** Stops observing the document. */
  dispose(): void;
};

export type RenderOptions = {
  /**
   * True while a zoom gesture runs: layer bitmaps that still cover the view keep their
   * resolution and are scaled (a little soft) instead of being re-rasterised at every √2 step.
   * Render once without it when the gesture ends, to sharpen them.
   */
  interactive?: boolean;
};

export type RendererOptions = {
  doc: Y.Doc;
  artboardId: string;
  /** The surface the frames are drawn on: the on-screen canvas. */
  target: Surface;
  createSurface: SurfaceFactory;
  images: ImageSource;
  /**
   * How long one frame may spend sharpening layers after a zoom (ms): the rest waits for the
   * next frames, the layer shown scaled meanwhile. At least one chunk is drawn per frame.
   */
  sharpenBudgetMs?: number;
};

/** Elements drawn between two looks at the clock while sharpening. */
const SHARPEN_CHUNK = 16;

/** Elements shown moved within their layer while a transform drags them. */
export type FloatingElements = {
  layerId: string;
  hidden: ReadonlySet<string>;
  elements: readonly Element[];
};

/**
 * The key a layer's mask is cached under among the layers' bitmaps: a mask is drawn as a layer
 * of its own, its elements the mask's.
 */
const maskKeyOf = (layerId: string) => `${layerId}/mask`;

/** A layer being re-rasterised at a new resolution over several frames. */
type Sharpening = { bitmap: LayerBitmap };

export function createRenderer(options: RendererOptions): Renderer {
  const { doc, artboardId, target, createSurface, images, sharpenBudgetMs = 8 } = options;
  const stats = newRenderStats();
  const environment: BitmapEnvironment = { createSurface, images, stats };
  const bitmaps = new Map<string, LayerBitmap>();
  const sharpening = new Map<string, Sharpening>();
  /** Layers whose shown bitmap is still being drawn, a chunk per frame (a first view). */
  const filling = new Set<string>();
  let sharpeningLeft = false;
  const changed = new Set<unknown>();
  const forced = new Set<string>();
  let forceAll = false;
  let artboard: ArtboardView | undefined;
  let layers: LayerView[] = [];
  /** What a frame composites (document/composite-stack.ts), with folders. */
  let stack: StackItem<LayerView, FolderView>[] = [];
  let structureStale = true;
  let frameStale = true;
  let lastFrame = "";
  let lastBoardSize = "";
  const wet = createWetStrokes();
  let floating: FloatingElements | null = null;
  let floatingBitmap: LayerBitmap | undefined;
  /** A layer's values as its bitmap draws them: without what a transform drag is moving. */
  const valuesOf = (layer: LayerView): unknown[] => {
    const values = elementValues(layer);
    if (floating?.layerId !== layer.id) return values;
    const { hidden } = floating;
    return values.filter((value) => !hidden.has((value as { id?: unknown } | null)?.id as string));
  };
  const scratches = new Map<ScratchSlot, Surface>();
  /** Masks turned into alpha, by layer, with the greys bitmap each was made from. */
  const maskAlphas = new Map<string, { greys: LayerBitmap; alpha: LayerBitmap }>();

  /** The mask's alpha for its greys bitmap, made again only when that bitmap changed. */
  const alphaOf = (layerId: string, greys: LayerBitmap): LayerBitmap => {
    const cached = maskAlphas.get(layerId);
    if (cached?.greys === greys) return cached.alpha;
    const { width, height } = greys.surface;
    const surface = surfaceOfSize(cached?.alpha.surface, width, height, createSurface);
    const context = contextOf(surface);
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.globalCompositeOperation = "copy";
    context.drawImage(greys.surface, 0, 0, width, height);
    context.globalCompositeOperation = "source-over";
    maskToAlpha(surface);
    const alpha = { ...greys, surface };
    maskAlphas.set(layerId, { greys, alpha });
    return alpha;
  };
  const folderBitmaps = createFolderBitmaps(createSurface);
  const maskedBitmaps = createMaskedBitmaps(createSurface);

  const handleChanges = (events: Y.YEvent<Y.AbstractType<unknown>>[]) => {
    for (const event of events) changed.add(event.target);
    structureStale = true;
  };
  artboardsOf(doc).observeDeep(handleChanges);

  const scratchSurface = (slot: ScratchSlot) => {
    let scratch = scratches.get(slot);
    if (!scratch || scratch.width !== target.width || scratch.height !== target.height) {
      scratch = createSurface(target.width, target.height);
      scratches.set(slot, scratch);
    }
    return scratch;
  };

  /**
   * After a zoom, a layer whose bitmap still shows the whole view (at its old resolution) is
   * re-rasterised at the new one a chunk at a time within the frame's budget, and shown scaled
   * until the new bitmap is complete: the frame that ends a zoom no longer freezes while
   * thousands of strokes are drawn (P3 in docs/benchmarks.md).
   */
  /** Draws the values a bitmap has not drawn yet, chunk by chunk, until done or out of time. */
  const drawChunks = (
    start: LayerBitmap,
    values: unknown[],
    area: Rect,
    deadline: number,
  ): LayerBitmap => {
    let bitmap = start;
    do {
      const upTo = Math.min(values.length, bitmap.drawn.length + SHARPEN_CHUNK);
      bitmap = continueLayerBitmap(bitmap, values, upTo, area, environment);
    } while (bitmap.drawn.length < values.length && performance.now() < deadline);
    return bitmap;
  };

  const sharpen = (
    layer: LayerView,
    current: LayerBitmap,
    values: unknown[],
    area: Rect,
    visible: Rect,
    resolution: number,
    deadline: number,
  ): LayerBitmap => {
    // Strokes added meanwhile show at once on the scaled bitmap, and join the sharp one.
    const shown =
      values.length > current.drawn.length && isAppendOf(current, values)
        ? appendToLayerBitmap(current, values, area, environment)
        : current;
    bitmaps.set(layer.id, shown);
    let bitmap = sharpening.get(layer.id)?.bitmap;
    if (
      !bitmap ||
      !bitmapCovers(bitmap, area, visible, resolution) ||
      !isAppendOf(bitmap, values)
    ) {
      const region = bitmapRegion(area, visible, resolution);
      bitmap = buildLayerBitmap(undefined, [], area, region, resolution, environment);
    }
    bitmap = drawChunks(bitmap, values, area, deadline);
    if (bitmap.drawn.length < values.length) {
      sharpening.set(layer.id, { bitmap });
      sharpeningLeft = true;
      return shown;
    }
    sharpening.delete(layer.id);
    filling.delete(layer.id);
    bitmaps.set(layer.id, bitmap);
    return bitmap;
  };

  /**
   * Draws a layer's remaining elements onto its shown bitmap, a chunk at a time within the
   * frame's budget: a large document appears stroke by stroke instead of freezing the tab until
   * its last stroke is drawn.
   */
  const fill = (
    layerId: string,
    start: LayerBitmap,
    values: unknown[],
    area: Rect,
    deadline: number,
  ) => {
    const bitmap = drawChunks(start, values, area, deadline);
    bitmaps.set(layerId, bitmap);
    if (bitmap.drawn.length < values.length) {
      filling.add(layerId);
      sharpeningLeft = true;
    } else {
      filling.delete(layerId);
    }
    return bitmap;
  };

  /** The layer's bitmap for this view, rebuilt or appended to only as far as needed. */
  const syncLayer = (
    layer: LayerView,
    area: Rect,
    visible: Rect,
    resolution: number,
    interactive: boolean,
    deadline: number,
  ) => {
    const current = bitmaps.get(layer.id);
    const stale = forceAll || forced.has(layer.id);
    const edited = changed.has(layer.elements) || changed.has(layer.map);
    const covers =
      current !== undefined &&
      bitmapCovers(current, area, visible, interactive ? current.resolution : resolution);
    if (current && covers && !stale && !edited) {
      sharpening.delete(layer.id);
      if (filling.has(layer.id)) {
        return fill(layer.id, current, valuesOf(layer), area, deadline);
      }
      return current;
    }
    const values = valuesOf(layer);
    const stillShows =
      current !== undefined && bitmapCovers(current, area, visible, current.resolution);
    if (current && !covers && stillShows && !stale && !interactive) {
      if (!edited || isAppendOf(current, values)) {
        return sharpen(layer, current, values, area, visible, resolution, deadline);
      }
    }
    sharpening.delete(layer.id);
    const appendable = current && covers && !stale && isAppendOf(current, values);
    // A change of the layer's own fields (opacity, blend mode) leaves its pixels as they are.
    if (appendable && values.length === current.drawn.length && !filling.has(layer.id)) {
      return current;
    }
    if (appendable && !filling.has(layer.id)) {
      const next = appendToLayerBitmap(current, values, area, environment);
      bitmaps.set(layer.id, next);
      return next;
    }
    const start = appendable
      ? current
      : buildLayerBitmap(
          current,
          [],
          area,
          bitmapRegion(area, visible, resolution),
          resolution,
          environment,
        );
    return fill(layer.id, start, values, area, deadline);
  };

  const render = (viewport: Viewport, options: RenderOptions = {}): boolean => {
    // A zero, negative or NaN scale (a collapsed canvas mid-resize) shows nothing to draw.
    if (!(viewport.scale > 0 && Number.isFinite(viewport.scale))) return false;
    const interactive = options.interactive === true;
    const { scale, x, y, rotation, flipped } = viewport;
    const frameKey = `${scale} ${x} ${y} ${rotation} ${flipped} ${target.width} ${target.height} ${interactive}`;
    if (
      !structureStale &&
      !frameStale &&
      !forceAll &&
      !sharpeningLeft &&
      forced.size === 0 &&
      frameKey === lastFrame
    ) {
      return false;
    }
    const deadline = performance.now() + sharpenBudgetMs;
    sharpeningLeft = false;
    if (structureStale || !artboard) {
      artboard = readArtboards(doc).find((candidate) => candidate.id === artboardId);
      layers = artboard ? readLayers(artboard) : [];
      stack = artboard ? compositeStack(readLayerTree(artboard, layers)) : [];
      const folderIds = artboard ? readFolders(artboard).map((folder) => folder.id) : [];
      folderBitmaps.keepOnly(new Set(folderIds));
    }
    const boardRect = { x: 0, y: 0, width: artboard?.width ?? 0, height: artboard?.height ?? 0 };
    const boardSize = `${boardRect.width} ${boardRect.height}`;
    // Layers are rasterised over the board and its pasteboard: a stroke past the edge shows.
    const area = pasteboardAround(boardRect);
    if (boardSize !== lastBoardSize) bitmaps.clear();
    const resolution = resolutionFor(viewport.scale);
    const visible = visibleRect(viewport, target.width, target.height);
    const frameLayers = new Map<LayerView, FrameLayer>();
    const shown = stackLayers(stack);
    const present = new Set<string>();
    for (const layer of layers) {
      if (changed.has(layer.elements)) wet.noteChanged(layer.elements);
      const mask = activeMask(layer);
      if (mask && changed.has(mask)) wet.noteChanged(mask);
      const clipped = shown.get(layer);
      present.add(layer.id);
      if (clipped === undefined) {
        if (forceAll || forced.has(layer.id) || changed.has(layer.elements))
          bitmaps.delete(layer.id);
        continue;
      }
      // The layer under a transform drag is drawn whole in the frame: drawn in chunks, the
      // artwork around the moving selection would blink out when the drag starts.
      const moving = floating?.layerId === layer.id ? floating.elements : null;
      const budget = moving ? Number.POSITIVE_INFINITY : deadline;
      const bitmap = syncLayer(layer, area, visible, resolution, interactive, budget);
      if (moving) {
        floatingBitmap = buildLayerBitmap(
          floatingBitmap,
          moving,
          area,
          bitmap.region,
          bitmap.resolution,
          environment,
        );
      }
      const wetOnLayer = wet.on(layer);
      let shownBitmap = bitmap;
      let frameMask: FrameMask | undefined;
      if (mask) {
        // Drawn as a layer of its own: its elements the mask's, cached under its own key.
        const maskView = { ...layer, id: maskKeyOf(layer.id), elements: mask };
        present.add(maskView.id);
        const greys = syncLayer(maskView, area, visible, resolution, interactive, budget);
        const wetOnMask = wet.on({ id: layer.id, elements: mask }, "mask");
        const alpha = alphaOf(layer.id, greys);
        // At rest, the layer is drawn masked from a cached bitmap (masked-bitmaps.ts).
        const still = !moving && !wetOnLayer && !wetOnMask;
        const masked = still ? maskedBitmaps.bitmapOf(layer.id, bitmap, alpha) : null;
        if (masked) shownBitmap = masked;
        else frameMask = { greys, alpha, wet: wetOnMask };
      }
      frameLayers.set(layer, {
        bitmap: shownBitmap,
        floating: moving ? floatingBitmap : undefined,
        opacity: layer.opacity,
        blendMode: layer.blendMode,
        wet: wetOnLayer,
        clipped,
        mask: frameMask,
      });
    }
    for (const id of bitmaps.keys()) if (!present.has(id)) bitmaps.delete(id);
    for (const id of sharpening.keys()) if (!present.has(id)) sharpening.delete(id);
    for (const id of filling) if (!present.has(id)) filling.delete(id);
    for (const id of maskAlphas.keys()) if (!present.has(maskKeyOf(id))) maskAlphas.delete(id);
    maskedBitmaps.keepOnly(present);
    compositeFrame(
      target,
      {
        viewport,
        artboard: artboard ?? { width: 0, height: 0, background: "transparent" },
        layers: frameItemsOf(stack, frameLayers, folderBitmaps),
        pasteboard: area,
      },
      scratchSurface,
      createSurface,
    );
    changed.clear();
    forced.clear();
    forceAll = false;
    structureStale = false;
    frameStale = false;
    lastFrame = frameKey;
    lastBoardSize = boardSize;
    stats.frames += 1;
    return true;
  };

  return {
    render,
    setLiveStroke(live, copies = []) {
      wet.setLocal(live, copies);
      frameStale = true;
    },
    setRemoteStrokes(strokes) {
      if (wet.setRemote(strokes)) frameStale = true;
    },
    setFloating(next) {
      // The layer hiding the moving elements is drawn again without them, and with them after.
      for (const layerId of new Set([floating?.layerId, next?.layerId])) {
        if (layerId && floating?.hidden !== next?.hidden) forced.add(layerId);
      }
      floating = next;
      if (!next) floatingBitmap = undefined;
      frameStale = true;
    },
    layerBitmap: (layerId) => (filling.has(layerId) ? undefined : bitmaps.get(layerId)),
    maskBitmap(layerId) {
      const key = maskKeyOf(layerId);
      return filling.has(key) ? undefined : bitmaps.get(key);
    },
    markDirty(layerId) {
      if (layerId === undefined) forceAll = true;
      else forced.add(layerId).add(maskKeyOf(layerId));
    },
    stats,
    dispose() {
      artboardsOf(doc).unobserveDeep(handleChanges);
    },
  };
}

/**
 * The frame's items: the stack's, each layer with the bitmap and wet strokes synced for it, each
 * isolated folder as its cached composite when it has one (folder-bitmaps.ts).
 */
function frameItemsOf(
  items: readonly StackItem<LayerView, FolderView>[],
  frameLayers: ReadonlyMap<LayerView, FrameLayer>,
  folderBitmaps: FolderBitmaps,
): FrameItem[] {
  return items.flatMap((item): FrameItem[] => {
    if (item.kind === "folder") {
      const { id, opacity, blendMode } = item.folder;
      const inner = frameItemsOf(item.items, frameLayers, folderBitmaps);
      const bitmap = folderBitmaps.bitmapOf(id, inner);
      return [bitmap ? { bitmap, opacity, blendMode } : { items: inner, opacity, blendMode }];
    }
    const layer = frameLayers.get(item.layer);
    return layer ? [layer] : [];
  });
}
