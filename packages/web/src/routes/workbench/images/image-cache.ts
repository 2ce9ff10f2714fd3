import type { DrawableImage } from "@contour/canvas";

export type ImageCache = {
  /** The decoded image, once loaded: the renderer draws a placeholder until then. */
  get(blobId: string): DrawableImage | undefined;
  /** Starts loading every id not loaded or loading yet; failed ones are retried on next sync. */
  sync(blobIds: readonly string[]): void;
  /** An image this tab already decoded (it just uploaded it): no need to fetch it back. */
  put(blobId: string, image: DrawableImage): void;
};

/**
 * Decoded placed images, each loaded once. `onLoaded` runs after an image arrives, so the
 * renderer redraws the layers that show its placeholder.
 */
export function createImageCache(
  load: (blobId: string) => Promise<DrawableImage>,
  onLoaded: (blobId: string) => void,
): ImageCache {
  const images = new Map<string, DrawableImage>();
  const loading = new Set<string>();
  return {
    get: (blobId) => images.get(blobId),
    put(blobId, image) {
      images.set(blobId, image);
      onLoaded(blobId);
    },
    sync(blobIds) {
      for (const blobId of blobIds) {
        if (images.has(blobId) || loading.has(blobId)) continue;
        loading.add(blobId);
        load(blobId)
          .then((image) => {
            images.set(blobId, image);
            onLoaded(blobId);
          })
          .catch(() => {
            // The placeholder stays; the next document change tries again.
          })
          .finally(() => loading.delete(blobId));
      }
    },
  };
}
