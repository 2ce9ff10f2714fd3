import { isAllowedImageSize, MESSAGES } from "@contour/core";
import type { FastifyReply, FastifyRequest } from "fastify";
import { GraphQLError } from "graphql";
import { readImageSize } from "../modules/images/image-header.js";
import { reencodeImage } from "../modules/images/reencode-image.js";
import { type ImageType, sniffImageType } from "../modules/workbenches/image-type.js";
import { isTooLarge, sendApiError } from "./api-errors.js";

const NO_FILE = 'Send the image as the multipart field "file".';

/** What an upload route refuses, in its own words. */
export interface ImageUploadRules {
  allowedTypes: readonly string[];
  notAnImage: string;
  tooLarge: string;
  /** The most bytes the route takes, and stores once the image is encoded again. */
  maxBytes: number;
}

export interface ImageUpload {
  bytes: Buffer;
  type: ImageType;
}

/**
 * Reads the multipart field "file" as an image. The bytes decide what it is, and the declared
 * type must be allowed too, so a renamed file is refused. Its header's width and height must be
 * within IMAGE_MAX_SIDE and IMAGE_MAX_PIXELS before anything decodes it; then it is encoded
 * again without its metadata (modules/images), and that is what the route stores. On a bad
 * upload it has already answered (400, 413 or 415) and returns null: the route then returns the
 * reply (503 SERVER_BUSY too, when too many images are being encoded).
 */
export async function readImageUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  rules: ImageUploadRules,
): Promise<ImageUpload | null> {
  const refuse = (status: number, error: string) => {
    reply.code(status).send({ error, code: "BAD_USER_INPUT" });
    return null;
  };
  if (!request.isMultipart()) return refuse(415, NO_FILE);
  let bytes: Buffer;
  let declaredType: string;
  try {
    const file = await request.file();
    if (file?.fieldname !== "file") return refuse(400, NO_FILE);
    declaredType = file.mimetype;
    bytes = await file.toBuffer();
    // @fastify/multipart looks at the size limit between chunks: when the last chunk is the one
    // cut at the limit, it hands over the bytes cut short instead of refusing them.
    if (file.file.truncated) return refuse(413, rules.tooLarge);
  } catch (error) {
    if (isTooLarge(error)) return refuse(413, rules.tooLarge);
    throw error;
  }
  const type = sniffImageType(bytes);
  if (!type || !rules.allowedTypes.includes(declaredType)) return refuse(415, rules.notAnImage);
  const size = await readImageSize(bytes);
  if (!size) return refuse(415, rules.notAnImage);
  if (!isAllowedImageSize(size)) return refuse(413, MESSAGES.imageTooManyPixels);
  let clean: Buffer;
  try {
    clean = await reencodeImage(bytes, type);
  } catch (error) {
    if (error instanceof GraphQLError) {
      sendApiError(reply, error);
      return null;
    }
    // The header was fine but the pixels are not an image.
    return refuse(415, rules.notAnImage);
  }
  if (clean.length > rules.maxBytes) return refuse(413, rules.tooLarge);
  return { bytes: clean, type };
}
