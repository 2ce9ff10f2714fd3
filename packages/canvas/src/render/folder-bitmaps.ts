import { COMPOSITE_OPERATIONS, type FrameItem, type FrameLayer } from "./composite-frame.js";
import { contextOf, type SurfaceFactory, surfaceOfSize } from "./drawing-context.js";
import { type LayerBitmap, sameBitmapGeometry } from "./layer-bitmap.js";

/**
 * Cached composites of isolated layer folders, for the editor's renderer (P3). A frame would
 * otherwise composite an isolated folder's layers on a target-sized scratch every frame: on
 * Chromium, drawing one canvas onto another makes it rasterise what it recorded at once, which
 * made panning with two nested folders three to four times slower. Instead the folder's layer
 * bitmaps are composited once into a bitmap of their own (same region and resolution), which
 * the frame then draws as it draws a layer's, until one of them changes.
 *
 * A folder is cached only when its items are plain bitmaps of one region and resolution: a
 * stroke being drawn in it, elements being moved, a clipped layer (which needs a mask surface) or
 * a layer with a mask send it back through the frame's scratch surfaces (composite-frame.ts) for
 * as long as they last.
 */

type Entry = { bitmap: LayerBitmap; made: readonly FrameLayer[] };

const isPlain = (item: FrameItem): item is FrameLayer =>
  !("items" in item) &&
  !item.clipped &&
  item.mask === undefined &&
  item.floating === undefined &&
  (item.wet?.length ?? 0) === 0;

const sameItems = (a: readonly FrameLayer[], b: readonly FrameLayer[]) =>
  a.length === b.length &&
  a.every(
    (item, index) =>
      item.bitmap === b[index]?.bitmap &&
      item.opacity === b[index]?.opacity &&
      item.blendMode === b[index]?.blendMode,
  );

export type FolderBitmaps = {
  /** The folder's composite as a bitmap, or null when its items cannot be cached now. */
  bitmapOf(folderId: string, items: readonly FrameItem[]): LayerBitmap | null;
  /** Drops the bitmaps of folders no longer shown. */
  keepOnly(folderIds: ReadonlySet<string>): void;
};

export function createFolderBitmaps(createSurface: SurfaceFactory): FolderBitmaps {
  const cache = new Map<string, Entry>();
  return {
    bitmapOf(folderId, items) {
      if (!items.every(isPlain)) return null;
      const layers: readonly FrameLayer[] = items;
      const first = layers[0];
      if (!first || !layers.every((item) => sameBitmapGeometry(item.bitmap, first.bitmap)))
        return null;
      const cached = cache.get(folderId);
      if (cached && sameItems(cached.made, layers)) return cached.bitmap;
      const { region, resolution } = first.bitmap;
      const { width, height } = first.bitmap.surface;
      const surface = surfaceOfSize(cached?.bitmap.surface, width, height, createSurface);
      const context = contextOf(surface);
      context.save();
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.globalAlpha = 1;
      context.globalCompositeOperation = "source-over";
      context.clearRect(0, 0, width, height);
      for (const item of layers) {
        context.globalAlpha = item.opacity;
        context.globalCompositeOperation = COMPOSITE_OPERATIONS[item.blendMode];
        context.drawImage(item.bitmap.surface, 0, 0, width, height);
      }
      context.restore();
      const bitmap: LayerBitmap = { surface, region, resolution, drawn: [] };
      cache.set(folderId, { bitmap, made: [...layers] });
      return bitmap;
    },
    keepOnly(folderIds) {
      for (const id of cache.keys()) if (!folderIds.has(id)) cache.delete(id);
    },
  };
}
