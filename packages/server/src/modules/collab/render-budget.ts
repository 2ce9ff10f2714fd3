import { type LayerView, layerLeavesOf } from "@contour/canvas";
import { isAllowedImageSize } from "@contour/core";
import { overLimit } from "../../graphql/limit-errors.js";
import { readImageSize } from "../images/image-header.js";
import type { BlobStore } from "../storage/blob-store.js";
import { imageKey, isImageBlobId } from "../workbench-images/image-key.js";
import type { ExportFormat } from "./export-formats.js";

/**
 * The pixel budget of a render (issue 15, docs/security.md): every bitmap it allocates at once,
 * counted before the worker allocates any, is the target and its band of layers
 * (`planArtboardRender`) plus each placed image decoded at its own size, read from its header.
 */

/** The blob ids of the images on the layers a render draws. */
export function placedImageIds(layers: readonly LayerView[]): string[] {
  const ids = new Set<string>();
  for (const layer of layers) {
    for (const element of layerLeavesOf(layer)) {
      if (element.kind === "image" && isImageBlobId(element.blobId)) ids.add(element.blobId);
    }
  }
  return [...ids];
}

const megapixels = (pixels: number) => Math.ceil(pixels / 1e6).toLocaleString("en-US");

function tooLarge(pixels: number, maxPixels: number) {
  return overLimit(
    `This export is too large: it needs at least ${megapixels(pixels)} megapixels (the picture, ` +
      `its layers and its placed images) and the limit is ${megapixels(maxPixels)} megapixels. ` +
      "Export at a smaller scale or from a smaller artboard.",
  );
}

/**
 * The bitmaps of an export beyond the render's own (`planArtboardRender` of the picture): a
 * JPEG's copy on white; a layered file's surface of every layer, shown or hidden, and of its
 * background, which it holds until written, and for a PSD their pixels copied out for the writer,
 * and each layer mask's the same way (`maskCount` layers have one).
 */
export function exportExtraPixels(
  format: ExportFormat,
  picture: { width: number; height: number },
  layerCount: number,
  maskCount = 0,
): number {
  const area = picture.width * picture.height;
  if (format === "jpg") return area;
  if (format === "psd") return 2 * (layerCount + maskCount + 1) * area;
  if (format === "ora") return (layerCount + 1) * area;
  return 0;
}

/** Refuses a render whose own bitmaps, before any image, are over the budget. */
export function assertWithinBudget(planPixels: number, { maxPixels }: { maxPixels: number }): void {
  if (planPixels > maxPixels) throw tooLarge(planPixels, maxPixels);
}

/**
 * The encoded bytes of the placed images that a render decodes, by blob id, read one at a time
 * and counted from their headers as they come, so that neither the decoding nor the reading goes
 * past the budget. An image that is missing, is no image, or declares more than an upload may
 * hold (one stored before uploads were checked: a small file can declare 30000 x 30000) is left
 * out and draws as the renderer's placeholder. Over the budget, an export is refused
 * (BAD_USER_INPUT, HTTP 413, with the limit) and a thumbnail draws the images that no longer fit
 * as placeholders; a thumbnail's own bitmaps are a few megapixels (THUMBNAIL_WIDTH wide).
 * Answers the images and the render's pixels, its own and theirs.
 */
export async function loadImagesWithinBudget(
  blobs: BlobStore,
  options: {
    organizationId: string;
    blobIds: readonly string[];
    planPixels: number;
    maxPixels: number;
    purpose: "export" | "thumbnail";
  },
): Promise<{ images: Map<string, Uint8Array>; pixels: number }> {
  const { organizationId, blobIds, planPixels, maxPixels, purpose } = options;
  assertWithinBudget(planPixels, { maxPixels });
  const images = new Map<string, Uint8Array>();
  let used = planPixels;
  for (const blobId of blobIds) {
    const bytes = await blobs.get(imageKey(organizationId, blobId));
    const size = bytes && (await readImageSize(bytes));
    if (!bytes || !size || !isAllowedImageSize(size)) continue;
    const pixels = size.width * size.height;
    if (used + pixels > maxPixels) {
      if (purpose === "export") throw tooLarge(used + pixels, maxPixels);
      continue;
    }
    used += pixels;
    images.set(blobId, bytes);
  }
  return { images, pixels: used };
}
