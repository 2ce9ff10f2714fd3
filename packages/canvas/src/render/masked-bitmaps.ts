import { contextOf, type SurfaceFactory, surfaceOfSize } from "./drawing-context.js";
import { type LayerBitmap, sameBitmapGeometry } from "./layer-bitmap.js";
import { hideByMask } from "./layer-mask.js";

/**
 * Masked layers kept masked, for the editor's renderer (P3). A frame would otherwise copy a
 * masked layer's bitmap to a target-sized scratch and hide it there by its mask every frame: on
 * Chromium each such drawImage rasterises what the canvas recorded, and two masked layers took
 * panning at 10,000 strokes from 9 to 40 ms a frame. Instead the layer's bitmap is masked once
 * into a bitmap of its own (same region and resolution), which the frame draws as it draws any
 * layer's, until the layer or its mask changes. A stroke being painted on the layer or its mask,
 * or a transform drag, sends it back through the scratch (composite-frame.ts) while it lasts.
 */

type Entry = { bitmap: LayerBitmap; alpha: LayerBitmap; masked: LayerBitmap };

export type MaskedBitmaps = {
  /**
   * The layer's bitmap hidden by its mask's alpha (layer-mask.ts), made again only when either
   * changed; null when the two do not cover the same pixels (one is being re-rasterised).
   */
  bitmapOf(layerId: string, bitmap: LayerBitmap, alpha: LayerBitmap): LayerBitmap | null;
  /** Drops the masked bitmaps of layers no longer shown. */
  keepOnly(layerIds: ReadonlySet<string>): void;
};

export function createMaskedBitmaps(createSurface: SurfaceFactory): MaskedBitmaps {
  const cache = new Map<string, Entry>();
  return {
    bitmapOf(layerId, bitmap, alpha) {
      if (!sameBitmapGeometry(bitmap, alpha)) return null;
      const cached = cache.get(layerId);
      if (cached?.bitmap === bitmap && cached.alpha === alpha) return cached.masked;
      const { width, height } = bitmap.surface;
      const surface = surfaceOfSize(cached?.masked.surface, width, height, createSurface);
      const context = contextOf(surface);
      context.save();
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.globalAlpha = 1;
      context.globalCompositeOperation = "copy";
      context.drawImage(bitmap.surface, 0, 0, width, height);
      context.restore();
      hideByMask(surface, alpha.surface);
      const masked: LayerBitmap = { ...bitmap, surface };
      cache.set(layerId, { bitmap, alpha, masked });
      return masked;
    },
    keepOnly(layerIds) {
      for (const id of cache.keys()) if (!layerIds.has(id)) cache.delete(id);
    },
  };
}
