import type { FastifyReply, FastifyRequest } from "fastify";
import { type ImageType, sniffImageType } from "../modules/workbenches/image-type.js";
import { isTooLarge } from "./api-errors.js";

const NO_FILE = 'Send the image as the multipart field "file".';

/** What an upload route refuses, in its own words. */
export interface ImageUploadRules {
  allowedTypes: readonly string[];
  notAnImage: string;
  tooLarge: string;
}

export interface ImageUpload {
  bytes: Buffer;
  type: ImageType;
}

/**
 * Reads the multipart field "file" as an image. The bytes decide what it is, and the declared
 * type must be allowed too, so a renamed file is refused. On a bad upload it has already
 * answered (400, 413 or 415) and returns null: the route then returns the reply.
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
  } catch (error) {
    if (isTooLarge(error)) return refuse(413, rules.tooLarge);
    throw error;
  }
  const type = sniffImageType(bytes);
  if (!type || !rules.allowedTypes.includes(declaredType)) return refuse(415, rules.notAnImage);
  return { bytes, type };
}
