import { IMAGE_MAX_PIXELS } from "@contour/core";
import sharp from "sharp";
import { edgeLines } from "./edge-lines.js";
import type { EncodedImage } from "./upscale-pixels.js";

/**
 * Line art to trace over a photo: black lines on a transparent background, the photo's size, so
 * it lies on a layer above the reference and the reference shows through. The blur before the
 * edges, the shortest line kept and the lines' width grow with the image, so a large photo gives
 * the same drawing as a small one rather than its texture.
 */
export async function lineArtPixels(image: Uint8Array): Promise<EncodedImage> {
  const grey = await sharp(image, { limitInputPixels: IMAGE_MAX_PIXELS, autoOrient: true })
    .flatten({ background: "#ffffff" })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = grey.info;
  const side = Math.min(width, height);
  const blurred = await sharp(grey.data, { raw: { width, height, channels: 1 } })
    .blur(Math.max(1, side / 400))
    .toColourspace("b-w")
    .raw()
    .toBuffer();
  const lines = edgeLines(
    { data: new Uint8Array(blurred.buffer, blurred.byteOffset, blurred.length), width, height },
    Math.max(8, Math.round(side / 60)),
  );
  const lineWidth = Math.max(1, Math.round(side / 800));
  let stroke = sharp(lines, { raw: { width, height, channels: 1 }, limitInputPixels: false });
  if (lineWidth > 1) stroke = stroke.dilate(lineWidth - 1);
  // A slight blur smooths the staircase of one-pixel lines, as a pen's edge would be.
  const alpha = await stroke.blur(0.6).toColourspace("b-w").raw().toBuffer();
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < alpha.length; i++) rgba[i * 4 + 3] = Math.min(255, (alpha[i] ?? 0) * 2);
  const png = await sharp(rgba, { raw: { width, height, channels: 4 }, limitInputPixels: false })
    .png()
    .toBuffer();
  return { png, width, height };
}
