import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from "../constants.js";

/**
 * Whether an image of this size may be uploaded and drawn: read from its header before anything
 * decodes it, by the server (uploads, and images stored before the check) and by the web app
 * (before it uploads), with MESSAGES.imageTooManyPixels when not.
 */
export function isAllowedImageSize({ width, height }: { width: number; height: number }): boolean {
  return width <= IMAGE_MAX_SIDE && height <= IMAGE_MAX_SIDE && width * height <= IMAGE_MAX_PIXELS;
}
