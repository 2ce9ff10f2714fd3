import sharp from "sharp";

// No operation cache (it keeps decoded pixels around) and one libvips thread per image: the
// server's images are few and large, and the machine's cores belong to live documents first.
sharp.cache(false);
sharp.concurrency(1);

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * An encoded image's width and height, from its header only: nothing is decoded, so a small file
 * that declares 30000 x 30000 costs nothing to ask. Null when the bytes are no image sharp reads.
 */
export async function readImageSize(bytes: Uint8Array): Promise<ImageSize | null> {
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return width > 0 && height > 0 ? { width, height } : null;
  } catch {
    return null;
  }
}
