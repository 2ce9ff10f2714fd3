import { IMAGE_MAX_PIXELS } from "@contour/core";
import PQueue from "p-queue";
import sharp from "sharp";
import { serverBusy } from "../../graphql/limit-errors.js";
import type { ImageType } from "../workbenches/image-type.js";

/**
 * Re-encodes run two at a time, and at most this many wait: an image of the largest size takes
 * 256 MB and a second or two of a core to decode, so uploads must not multiply that.
 */
const REENCODES_AT_ONCE = 2;
const REENCODES_WAITING = 8;
const queue = new PQueue({ concurrency: REENCODES_AT_ONCE });

/**
 * The image decoded and encoded again in its own format, upright (the EXIF orientation applied)
 * and without its metadata: no EXIF (GPS position, camera, date), no XMP, no comments, and only
 * pixels that decode, so what is stored and served is an image and nothing else. Call it once
 * the header's size has passed `isAllowedImageSize`; `limitInputPixels` guards it again. Throws
 * SERVER_BUSY when too many wait already, and sharp's error when the pixels do not decode.
 */
export async function reencodeImage(bytes: Uint8Array, type: ImageType): Promise<Buffer> {
  if (queue.size >= REENCODES_WAITING) {
    throw serverBusy("The server is busy with other images. Try again in a moment.", 5);
  }
  return queue.add(() => reencode(bytes, type));
}

async function reencode(bytes: Uint8Array, type: ImageType): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, autoOrient: true });
  switch (type.extension) {
    case "png": {
      const { isPalette } = await image.metadata();
      return image.png({ palette: isPalette }).toBuffer();
    }
    case "jpg":
      return image.jpeg({ quality: 90 }).toBuffer();
    case "webp":
      return image.webp({ quality: 90 }).toBuffer();
  }
}
