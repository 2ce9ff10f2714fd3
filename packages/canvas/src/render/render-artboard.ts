import type * as Y from "yjs";
import {
  compositeStack,
  type StackItem,
  stackDepth,
  stackLayers,
} from "../document/composite-stack.js";
import { type FolderView, readLayerTree } from "../document/folder-views.js";
import { hasGroupMask, nestingOf, parseElement } from "../document/parse.js";
import type { BlendMode } from "../document/schema.js";
import {
  type ArtboardView,
  activeMask,
  elementValues,
  type LayerView,
  readArtboards,
  readLayers,
} from "../document/workbench-document.js";
import { UPRIGHT } from "../editor/viewport.js";
import { boundsOfElement } from "../geometry/element-geometry.js";
import { expandRect, rectsIntersect, unionRects } from "../geometry/rect.js";
import { COMPOSITE_OPERATIONS, compositeFrame, compositeLayer } from "./composite-frame.js";
import {
  contextOf,
  type ImageSource,
  type Surface,
  type SurfaceFactory,
} from "./drawing-context.js";
import { buildLayerBitmap, type LayerBitmap, newRenderStats } from "./layer-bitmap.js";
import { hideByMask, maskToAlpha } from "./layer-mask.js";

/**
 * Layers are rasterised a band of rows at a time, on one surface of at most this many pixels
 * (64 MB) that every layer and band re-use: a render holds its target and one band, not a
 * target-sized bitmap per layer (a dozen layers of 8192 x 8192 were 3 GB, issue 15). An element
 * across several bands is drawn once in each, so bands are no smaller than they need be: a
 * 1920 x 1080 artboard at 1x or 4x is one or two bands, the largest (8192 x 8192) four.
 */
export const RENDER_BAND_MAX_PIXELS = 2 ** 24;

export type RenderArtboardOptions<S extends Surface> = {
  /** Output pixels per artboard unit: 1 for a 1x export, 0.1 for a thumbnail. */
  scale: number;
  /**
   * Only this layer: its own pixels at full opacity on a transparent background, whether it is
   * shown or hidden in the editor, as "export this layer" expects.
   */
  layerId?: string | undefined;
  /**
   * What of that one layer: its pixels as they show, its mask hiding them ("shown", the default);
   * its pixels whole ("unmasked", a PSD's layer, whose mask is its own); or its mask as greys
   * over white ("mask"), white for a layer without one.
   */
  layerContent?: LayerContent | undefined;
  createSurface: SurfaceFactory<S>;
  images: ImageSource;
  /** The band surface's most pixels; RENDER_BAND_MAX_PIXELS unless a test wants small bands. */
  bandMaxPixels?: number | undefined;
};

export type LayerContent = "shown" | "unmasked" | "mask";

/** What a render of an artboard draws and the bitmaps it allocates, known before it starts. */
export type ArtboardRenderPlan = {
  artboard: ArtboardView;
  /** The layers drawn, in paint order. */
  layers: LayerView[];
  /** For each of `layers`: whether it is clipped to the unclipped one before it. */
  clipped: boolean[];
  /** The values of the mask that hides part of a layer drawn, for each such layer. */
  masks: Map<LayerView, unknown[]>;
  /** What is composited, with isolated folders (document/composite-stack.ts). */
  stack: StackItem<LayerView, FolderView>[];
  /** The output's size in pixels. */
  width: number;
  height: number;
  /** The band surface's rows (0 when there is no layer to draw). */
  bandRows: number;
  /**
   * Every pixel the render allocates at once: the target, the band surface, a second band for
   * the base of clipped layers when there is one, a band for a layer's mask when one has one,
   * a band-sized scratch surface for each level of the most deeply nested group
   * (paint-element.ts), two when a group holds a mask, and one for each level of isolated layer
   * folders.
   */
  pixels: number;
};

/**
 * The render of an artboard (or one of its layers) at a scale, without drawing anything: what a
 * caller checks against its pixel budget before `renderArtboard` allocates. Throws when the
 * artboard or layer is not there.
 */
export function planArtboardRender(
  doc: Y.Doc,
  artboardId: string,
  options: {
    scale: number;
    layerId?: string | undefined;
    layerContent?: LayerContent | undefined;
    bandMaxPixels?: number | undefined;
  },
): ArtboardRenderPlan {
  const {
    scale,
    layerId,
    layerContent = "shown",
    bandMaxPixels = RENDER_BAND_MAX_PIXELS,
  } = options;
  const artboard = readArtboards(doc).find((candidate) => candidate.id === artboardId);
  if (!artboard) throw new Error(`No artboard ${artboardId}`);
  const allLayers = readLayers(artboard);
  // One layer alone is its own pixels, unclipped; the picture clips (document/clipping.ts).
  const stack: StackItem<LayerView, FolderView>[] = layerId
    ? allLayers
        .filter((layer) => layer.id === layerId)
        .map((layer) => ({ kind: "layer", layer, clipped: false }))
    : compositeStack(readLayerTree(artboard, allLayers));
  if (layerId && stack.length === 0) throw new Error(`No layer ${layerId} on ${artboardId}`);
  const shown = stackLayers(stack);
  const layers = [...shown.keys()];
  const clipped = [...shown.values()];
  const masks = new Map<LayerView, unknown[]>();
  for (const layer of layers) {
    const mask = activeMask(layer);
    if (mask && (!layerId || layerContent === "shown")) {
      masks.set(layer, elementValues({ elements: mask }));
    }
  }
  const width = Math.max(1, Math.round(artboard.width * scale));
  const height = Math.max(1, Math.round(artboard.height * scale));
  const bandRows =
    layers.length > 0 ? Math.min(height, Math.max(1, Math.floor(bandMaxPixels / width))) : 0;
  let nesting = 0;
  let groupMasks = false;
  for (const layer of layers) {
    for (const value of [...layer.elements.toArray(), ...(layer.mask?.toArray() ?? [])]) {
      const element = parseElement(value);
      if (element) nesting = Math.max(nesting, nestingOf(element));
      groupMasks ||= element?.kind === "group" && hasGroupMask(element);
    }
  }
  // The band's bitmap rounds its width up (buildLayerBitmap), one column more at most.
  const bands =
    1 +
    nesting * (groupMasks ? 2 : 1) +
    (clipped.includes(true) ? 1 : 0) +
    (masks.size > 0 ? 1 : 0) +
    stackDepth(stack);
  const pixels = width * height + bands * (width + 1) * (bandRows + 1);
  return { artboard, layers, clipped, masks, stack, width, height, bandRows, pixels };
}

/**
 * Renders an artboard, all at once, onto a new surface of its size × scale, with the same
 * layer rasterising and compositing as the editor: for thumbnails and PNG export on the server
 * (`surface.encode("png")` on @napi-rs/canvas). Each band of rows gets every layer in turn,
 * rasterised on the one band surface and composited, so the result is the editor's and the
 * memory is `planArtboardRender(...).pixels`. Throws when the artboard or layer is not there.
 */
export function renderArtboard<S extends Surface>(
  doc: Y.Doc,
  artboardId: string,
  options: RenderArtboardOptions<S>,
): S {
  const { scale, layerId, layerContent, createSurface, images, bandMaxPixels } = options;
  const { artboard, stack, layers, masks, width, height, bandRows } = planArtboardRender(
    doc,
    artboardId,
    { scale, layerId, layerContent, bandMaxPixels },
  );
  const drawsMask = layerId !== undefined && layerContent === "mask";
  const target = createSurface(width, height);
  // Exports show the document as it is: no one's view turn or mirror.
  const viewport = { scale, x: 0, y: 0, ...UPRIGHT };
  const background = drawsMask ? "#ffffff" : layerId ? "transparent" : artboard.background;
  // No layers here: this paints the background only. No wet stroke offline, so no scratch
  // surface is ever asked for; one would be made here.
  compositeFrame(
    target,
    {
      viewport,
      artboard: { width: artboard.width, height: artboard.height, background },
      layers: [],
    },
    () => createSurface(width, height),
    createSurface,
  );
  // Rasterised at exactly the output scale: there is no later zoom to share bitmaps with.
  const board = { x: 0, y: 0, width: artboard.width, height: artboard.height };
  const environment = { createSurface, images, stats: newRenderStats() };
  const elements = new Map(
    layers.map((layer) => [
      layer,
      drawsMask
        ? layer.mask
          ? elementValues({ elements: layer.mask })
          : []
        : elementValues(layer),
    ]),
  );
  // Where each layer has anything: a band outside it is neither cleared nor composited.
  const extents = new Map(
    [...elements].map(([layer, values]) => [
      layer,
      unionRects(
        values.flatMap((value) => {
          const element = parseElement(value);
          return element ? [expandRect(boundsOfElement(element), 1)] : [];
        }),
      ),
    ]),
  );
  let band: LayerBitmap | undefined;
  // The band of a layer that others are clipped to, kept while they are masked by it.
  let baseBand: LayerBitmap | undefined;
  // The band of a layer's mask, turned into alpha (layer-mask.ts).
  let maskBand: LayerBitmap | undefined;
  // The band of each level of isolated folders, 1 for the outermost.
  const folderBands: (LayerBitmap | undefined)[] = [];
  for (let top = 0; bandRows > 0 && top < height; top += bandRows) {
    // Every band has the same size in artboard units, so the one surface fits them all.
    const region = { x: 0, y: top / scale, width: artboard.width, height: bandRows / scale };
    const rows = { x: 0, y: top, width, height: Math.min(bandRows, height - top) };
    /**
     * Composites a level's items in this band onto `destination`; true when anything was drawn.
     * An isolated folder's items go onto its level's band first, which then goes on as one.
     */
    const compositeLevel = (
      items: readonly StackItem<LayerView, FolderView>[],
      destination: Destination,
      depth: number,
    ): boolean => {
      let drewAny = false;
      // Whether the current base has pixels in this band (in `baseBand`).
      let baseDrawn = false;
      items.forEach((item, index) => {
        if (item.kind === "folder") {
          baseDrawn = false;
          const level = depth + 1;
          const folderBand = buildLayerBitmap(
            folderBands[level],
            [],
            board,
            region,
            scale,
            environment,
          );
          folderBands[level] = folderBand;
          const onFolder: Destination = (bitmap, opacity, blendMode) =>
            drawBandOnto(folderBand, bitmap, opacity, blendMode);
          if (!compositeLevel(item.items, onFolder, level)) return;
          destination(folderBand, item.folder.opacity, item.folder.blendMode);
          drewAny = true;
          return;
        }
        const { layer } = item;
        const isClipped = item.clipped;
        if (!isClipped) baseDrawn = false;
        const extent = extents.get(layer);
        if (!extent || !rectsIntersect(extent, region) || (isClipped && !baseDrawn)) return;
        const drawnBefore = environment.stats.elementsDrawn;
        const next = items[index + 1];
        const isBase = !isClipped && next?.kind === "layer" && next.clipped;
        const values = elements.get(layer) ?? [];
        const drawn = isBase
          ? buildLayerBitmap(baseBand, values, board, region, scale, environment)
          : buildLayerBitmap(band, values, board, region, scale, environment);
        if (isBase) baseBand = drawn;
        else band = drawn;
        // Nothing of this layer in this band: a transparent bitmap changes nothing in any mode.
        if (environment.stats.elementsDrawn === drawnBefore) return;
        if (isBase) baseDrawn = true;
        const mask = masks.get(layer);
        if (mask) {
          maskBand = buildLayerBitmap(maskBand, mask, board, region, scale, environment);
          maskToAlpha(maskBand.surface);
          hideByMask(drawn.surface, maskBand.surface);
        }
        // Clipped: shown only as much as its base has pixels, as a mask's alpha hides.
        if (isClipped && baseBand) hideByMask(drawn.surface, baseBand.surface);
        destination(drawn, layerId ? 1 : layer.opacity, layerId ? "normal" : layer.blendMode);
        drewAny = true;
      });
      return drewAny;
    };
    compositeLevel(
      stack,
      (bitmap, opacity, blendMode) =>
        compositeLayer(target, { bitmap, opacity, blendMode }, viewport, rows),
      0,
    );
  }
  return target;
}

/** Where a band's bitmap goes: the target's rows, or the band of the folder it is in. */
type Destination = (bitmap: LayerBitmap, opacity: number, blendMode: BlendMode) => void;

/** Composites a band onto another of the same region and size (an isolated folder's). */
function drawBandOnto(
  destination: LayerBitmap,
  band: LayerBitmap,
  opacity: number,
  blendMode: BlendMode,
): void {
  const context = contextOf(destination.surface);
  context.save();
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.globalAlpha = opacity;
  context.globalCompositeOperation = COMPOSITE_OPERATIONS[blendMode];
  context.drawImage(band.surface, 0, 0, band.surface.width, band.surface.height);
  context.restore();
}
