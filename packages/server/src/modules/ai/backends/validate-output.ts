import { GraphQLError } from "graphql";
import sharp from "sharp";
import { readImageSize } from "../../images/image-header.js";
import { reencodeImage } from "../../images/reencode-image.js";
import { type ImageType, sniffImageType } from "../../workbenches/image-type.js";
import { BackendError, backendMessages, type GeneratedImage } from "./ai-backend.js";

const PNG: ImageType = { mimeType: "image/png", extension: "png" };

export interface OutputLimits {
  maxImageSide: number;
  maxImagePixels: number;
}

/**
 * A backend's image made safe to store: PNG, JPEG or WebP by its magic bytes, a size from its
 * header within the limits before any pixel is decoded, then decoded once and written again as
 * a PNG without metadata (through the server's re-encode queue, which bounds the CPU spent).
 * Anything else is the non-transient unreadable-answer error; a full re-encode queue is a
 * transient BackendError with its message.
 */
export async function validateOutput(
  bytes: Uint8Array,
  limits: OutputLimits,
): Promise<GeneratedImage> {
  const unreadable = new BackendError(backendMessages.unreadable, false);
  if (sniffImageType(bytes) === null) throw unreadable;
  const size = await readImageSize(bytes);
  if (size === null || !fits(size.width, size.height, limits)) throw unreadable;
  try {
    const png = new Uint8Array(await reencodeImage(bytes, PNG));
    // Re-read: the re-encode turns a JPEG upright, which swaps the sides of a rotated one.
    const written = await readImageSize(png);
    if (written === null) throw unreadable;
    return { png, ...written };
  } catch (error) {
    if (error instanceof GraphQLError) throw new BackendError(error.message, true);
    throw unreadable;
  }
}

function fits(width: number, height: number, limits: OutputLimits): boolean {
  return (
    width <= limits.maxImageSide &&
    height <= limits.maxImageSide &&
    width * height <= limits.maxImagePixels
  );
}

/**
 * A preview scaled to fit `maxSide` and encoded as PNG, or null when the bytes are no image
 * within the limits: previews are a courtesy, so a bad one is skipped, never fatal.
 */
export async function previewPng(
  bytes: Uint8Array,
  limits: OutputLimits,
  maxSide: number,
): Promise<Uint8Array | null> {
  if (sniffImageType(bytes) === null) return null;
  const size = await readImageSize(bytes);
  if (size === null || !fits(size.width, size.height, limits)) return null;
  try {
    const png = await sharp(bytes, { limitInputPixels: limits.maxImagePixels })
      .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true })
      .png()
      .toBuffer();
    return new Uint8Array(png);
  } catch {
    return null;
  }
}
