import { isAllowedImageSize, MESSAGES } from "@contour/core";
import { type ImageSize, readImageSize } from "../../images/image-header.js";
import { LocalAiError, notAnImage } from "./local-ai-error.js";

/**
 * The size of the image to work on, from its header only, or a LocalAiError when it is no image
 * or larger than an upload may be (`isAllowedImageSize`, which the decoders are limited to).
 */
export async function readSourceSize(image: Uint8Array): Promise<ImageSize> {
  const size = await readImageSize(image);
  if (!size) throw notAnImage();
  if (!isAllowedImageSize(size)) throw new LocalAiError("TOO_LARGE", MESSAGES.imageTooManyPixels);
  return size;
}
