import { createHash } from "node:crypto";
import sharp from "sharp";

/** Decoded RGBA pixels: what the test backend's nodes pass between them. */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

export async function decodePixels(bytes: Uint8Array): Promise<Pixels> {
  const { data, info } = await sharp(bytes)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data) };
}

export async function encodePng(pixels: Pixels): Promise<Buffer> {
  const { width, height } = pixels;
  return sharp(pixels.data, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

export async function encodeJpeg(pixels: Pixels): Promise<Buffer> {
  const { width, height } = pixels;
  return sharp(pixels.data, { raw: { width, height, channels: 4 } })
    .jpeg()
    .toBuffer();
}

/** Scaled to cover width x height and cropped at the centre, as ImageScale's "center" does. */
export async function resizePixels(
  pixels: Pixels,
  width: number,
  height: number,
  nearest: boolean,
): Promise<Pixels> {
  if (pixels.width === width && pixels.height === height) return pixels;
  const raw = { width: pixels.width, height: pixels.height, channels: 4 as const };
  const data = await sharp(pixels.data, { raw })
    .resize(width, height, { fit: "cover", kernel: nearest ? "nearest" : "lanczos3" })
    .raw()
    .toBuffer();
  return { width, height, data: new Uint8Array(data) };
}

/** A colour that only the prompt, seed and batch index decide. */
export function colourOf(text: string, seed: number, index: number): [number, number, number] {
  const digest = createHash("sha256").update(`${text}\n${seed}\n${index}`).digest();
  return [digest[0] ?? 0, digest[1] ?? 0, digest[2] ?? 0];
}

/** Half the pixel, half the colour: recognisably the input, and different for every colour. */
export function tint(pixels: Pixels, colour: [number, number, number]): Pixels {
  const data = new Uint8Array(pixels.data);
  for (let i = 0; i < data.length; i += 4) {
    for (let c = 0; c < 3; c++) data[i + c] = ((data[i + c] ?? 0) + (colour[c] ?? 0)) >> 1;
    data[i + 3] = 255;
  }
  return { ...pixels, data };
}

/** From the colour at the top left to its inverse at the bottom right. */
export function gradient(width: number, height: number, colour: [number, number, number]): Pixels {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x + y) / Math.max(1, width + height - 2);
      const at = (y * width + x) * 4;
      for (let c = 0; c < 3; c++)
        data[at + c] = Math.round((colour[c] ?? 0) * (1 - t) + (255 - (colour[c] ?? 0)) * t);
      data[at + 3] = 255;
    }
  }
  return { width, height, data };
}

/** `source` over `destination` where the mask (its red channel) is set, as ImageCompositeMasked. */
export function composite(destination: Pixels, source: Pixels, mask: Pixels): Pixels {
  const data = new Uint8Array(destination.data);
  for (let i = 0; i < data.length; i += 4) {
    const m = (mask.data[i] ?? 0) / 255;
    for (let c = 0; c < 4; c++) {
      data[i + c] = Math.round((data[i + c] ?? 0) * (1 - m) + (source.data[i + c] ?? 0) * m);
    }
  }
  return { ...destination, data };
}

/** A mask image from one channel (0 = red) or from the inverted alpha, as LoadImage's MASK. */
export function maskOf(pixels: Pixels, channel: number | "inverted-alpha"): Pixels {
  const data = new Uint8Array(pixels.data.length);
  for (let i = 0; i < data.length; i += 4) {
    const value =
      channel === "inverted-alpha"
        ? 255 - (pixels.data[i + 3] ?? 0)
        : (pixels.data[i + channel] ?? 0);
    data.fill(value, i, i + 3);
    data[i + 3] = 255;
  }
  return { ...pixels, data };
}

/** Near-white pixels made transparent: the test backend's stand-in for background removal. */
export function cutOut(pixels: Pixels): Pixels {
  const data = new Uint8Array(pixels.data);
  for (let i = 0; i < data.length; i += 4) {
    const white = (data[i] ?? 0) > 240 && (data[i + 1] ?? 0) > 240 && (data[i + 2] ?? 0) > 240;
    if (white) data[i + 3] = 0;
  }
  return { ...pixels, data };
}

export function invert(pixels: Pixels): Pixels {
  const data = new Uint8Array(pixels.data);
  for (let i = 0; i < data.length; i += 4) {
    for (let c = 0; c < 3; c++) data[i + c] = 255 - (data[i + c] ?? 0);
  }
  return { ...pixels, data };
}
