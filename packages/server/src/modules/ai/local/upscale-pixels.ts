import { IMAGE_MAX_PIXELS } from "@contour/core";
import * as tf from "@tensorflow/tfjs";
import sharp from "sharp";
import type { UpscaleScale } from "./model-files.js";
import { loadUpscaler } from "./upscaler-model.js";

/**
 * Input pixels a tile adds around its own on each side, so the model sees what lies beyond the
 * tile's edge and tiles meet without seams. The image itself is extended by copying its edge,
 * so its border is upscaled with context too (ESRGAN darkens a border it sees as zeros).
 */
const TILE_PADDING = 8;
/**
 * A tile's own input pixels a side: the patch size the model declares, and the fastest measured
 * here (256-pixel tiles took half as long again at 2x).
 */
const TILE_SIDE = 128;

export interface EncodedImage {
  png: Uint8Array;
  width: number;
  height: number;
}

/**
 * Upscales an image with ESRGAN, tile by tile: each tile's result is written straight into the
 * 8-bit result, so memory is the result (3 or 4 bytes a pixel), the source and one tile's
 * tensors. UpscalerJS's own patching would join its patches into one float tensor of the whole
 * result (12 bytes a pixel, copied as it grows), which a 100-megapixel result cannot afford.
 * Transparency is kept: the colour goes through the model on white, and the alpha channel is
 * resized on its own (Lanczos). Reports the fraction done after each tile.
 */
export async function upscalePixels(
  png: Uint8Array,
  scale: UpscaleScale,
  onProgress: (fraction: number) => void,
): Promise<EncodedImage> {
  const source = () => sharp(png, { limitInputPixels: IMAGE_MAX_PIXELS, autoOrient: true });
  const { hasAlpha } = await source().metadata();
  const padded = await source()
    .flatten({ background: "#ffffff" })
    .toColourspace("srgb")
    .extend({
      top: TILE_PADDING,
      bottom: TILE_PADDING,
      left: TILE_PADDING,
      right: TILE_PADDING,
      extendWith: "copy",
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sourceWidth = padded.info.width - 2 * TILE_PADDING;
  const sourceHeight = padded.info.height - 2 * TILE_PADDING;
  const width = sourceWidth * scale;
  const height = sourceHeight * scale;
  const channels = hasAlpha ? 4 : 3;
  const result = new Uint8ClampedArray(width * height * channels);

  const upscaler = await loadUpscaler(scale);
  const columns = Math.ceil(sourceWidth / TILE_SIDE);
  const rows = Math.ceil(sourceHeight / TILE_SIDE);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const tile = {
        x: column * TILE_SIDE,
        y: row * TILE_SIDE,
        width: Math.min(TILE_SIDE, sourceWidth - column * TILE_SIDE),
        height: Math.min(TILE_SIDE, sourceHeight - row * TILE_SIDE),
      };
      const input = tileTensor(padded.data, padded.info.width, padded.info.channels, tile);
      const output = await upscaler.execute(input, { output: "tensor" });
      input.dispose();
      const pixels = await output.data();
      output.dispose();
      const outputWidth = (tile.width + 2 * TILE_PADDING) * scale;
      for (let y = 0; y < tile.height * scale; y++) {
        const from = ((y + TILE_PADDING * scale) * outputWidth + TILE_PADDING * scale) * 3;
        let to = ((tile.y * scale + y) * width + tile.x * scale) * channels;
        for (let i = from; i < from + tile.width * scale * 3; i += 3, to += channels) {
          result[to] = pixels[i] ?? 0;
          result[to + 1] = pixels[i + 1] ?? 0;
          result[to + 2] = pixels[i + 2] ?? 0;
        }
      }
      onProgress((row * columns + column + 1) / (rows * columns));
    }
  }
  await upscaler.dispose();

  if (hasAlpha) {
    const alpha = await upscaleAlpha(await source().toColourspace("srgb").raw().toBuffer(), {
      width: sourceWidth,
      height: sourceHeight,
      scale,
    });
    for (let i = 0; i < alpha.length; i++) result[i * 4 + 3] = alpha[i] ?? 0;
  }
  const encoded = await sharp(result, {
    raw: { width, height, channels },
    limitInputPixels: false,
  })
    .png()
    .toBuffer();
  return { png: encoded, width, height };
}

/** A tile with its padding as a float tensor of RGB 0..255, copied out of the padded source. */
function tileTensor(
  source: Buffer,
  sourceWidth: number,
  sourceChannels: number,
  tile: { x: number; y: number; width: number; height: number },
): tf.Tensor3D {
  const tileWidth = tile.width + 2 * TILE_PADDING;
  const tileHeight = tile.height + 2 * TILE_PADDING;
  const values = new Float32Array(tileWidth * tileHeight * 3);
  let to = 0;
  for (let y = 0; y < tileHeight; y++) {
    let from = ((tile.y + y) * sourceWidth + tile.x) * sourceChannels;
    for (let x = 0; x < tileWidth; x++, from += sourceChannels) {
      values[to++] = source[from] ?? 0;
      values[to++] = source[from + 1] ?? 0;
      values[to++] = source[from + 2] ?? 0;
    }
  }
  return tf.tensor3d(values, [tileHeight, tileWidth, 3]);
}

/** The alpha channel of RGBA pixels resized by `scale` with Lanczos: not the model's work. */
async function upscaleAlpha(
  rgba: Buffer,
  { width, height, scale }: { width: number; height: number; scale: number },
): Promise<Buffer> {
  const alpha = new Uint8Array(width * height);
  for (let i = 0; i < alpha.length; i++) alpha[i] = rgba[i * 4 + 3] ?? 0;
  return sharp(alpha, { raw: { width, height, channels: 1 } })
    .resize(width * scale, height * scale, { kernel: "lanczos3" })
    .toColourspace("b-w")
    .raw()
    .toBuffer();
}
