import sharp from "sharp";

/** The longest side of a stored preview: the history's card shows it small. */
const PREVIEW_SIDE = 384;

/**
 * A backend's preview (PNG or JPEG, already bounded by the backend client) as a small PNG that
 * fits the preview column, whatever the backend sent.
 */
export async function makePreview(image: Uint8Array): Promise<Buffer> {
  return sharp(image, { limitInputPixels: 4096 * 4096 })
    .resize(PREVIEW_SIDE, PREVIEW_SIDE, { fit: "inside", withoutEnlargement: true })
    .png({ compressionLevel: 6 })
    .toBuffer();
}
