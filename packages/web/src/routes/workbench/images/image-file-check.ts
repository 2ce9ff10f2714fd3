import {
  isAllowedImageSize,
  MESSAGES,
  WORKBENCH_IMAGE_MAX_BYTES,
  WORKBENCH_IMAGE_TYPES,
} from "@contour/core";
import { readImageSize } from "./image-size";

export const NOT_AN_IMAGE = "An image must be a PNG, JPEG or WebP file.";
const TOO_LARGE = `An image can be at most ${WORKBENCH_IMAGE_MAX_BYTES / 1024 / 1024} MB.`;

/**
 * Why an image file cannot be uploaded, asked before anything decodes it (the server refuses the
 * same, docs/security.md); null when it can.
 */
export async function imageFileRefusal(file: File): Promise<string | null> {
  if (!(WORKBENCH_IMAGE_TYPES as readonly string[]).includes(file.type)) return NOT_AN_IMAGE;
  if (file.size > WORKBENCH_IMAGE_MAX_BYTES) return TOO_LARGE;
  const size = await readImageSize(file);
  if (!size) return NOT_AN_IMAGE;
  if (!isAllowedImageSize(size)) return MESSAGES.imageTooManyPixels;
  return null;
}
