import { LOGO_MAX_BYTES, LOGO_TYPES } from "@contour/core";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { isUuid } from "../../db/ids.js";
import { isTooLarge, sendApiError } from "../../http/api-errors.js";
import type { AppServices } from "../../services.js";
import { viewerFromAuthorization } from "../auth/bearer.js";
import { mimeTypeOfKey, sniffImageType } from "../workbenches/image-type.js";
import {
  isCurrentLogo,
  isLogoVersion,
  logoUrl,
  setOrganizationLogo,
  verifyLogoUrl,
} from "./organization-logo.js";
import { ORGANIZATION_NOT_FOUND } from "./organization-queries.js";

const NOT_AN_IMAGE = "A logo must be a PNG, JPEG or WebP image.";
const TOO_LARGE = `A logo can be at most ${LOGO_MAX_BYTES / 1024 / 1024} MB.`;
const NO_FILE = 'Send the image as the multipart field "file".';

/** Upload (admins, with the bearer token) and download (members, by signed URL) of logos. */
export async function logoRoutes(app: FastifyInstance, services: AppServices) {
  const { db, blobs, thumbnailSigner } = services;
  await app.register(fastifyMultipart, {
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });

  app.post<{ Params: { id: string } }>("/api/v1/organizations/:id/logo", async (request, reply) => {
    const viewer = await viewerFromAuthorization(db, request.headers.authorization);
    if (!viewer) {
      return reply
        .code(401)
        .send({ error: "You need to sign in to do this.", code: "UNAUTHENTICATED" });
    }
    const organizationId = request.params.id;
    if (!isUuid(organizationId)) {
      return reply.code(404).send({ error: ORGANIZATION_NOT_FOUND, code: "NOT_FOUND" });
    }
    if (!request.isMultipart()) {
      return reply.code(415).send({ error: NO_FILE, code: "BAD_USER_INPUT" });
    }
    let bytes: Buffer;
    let declaredType: string;
    try {
      const file = await request.file();
      if (file?.fieldname !== "file") {
        return reply.code(400).send({ error: NO_FILE, code: "BAD_USER_INPUT" });
      }
      declaredType = file.mimetype;
      bytes = await file.toBuffer();
    } catch (error) {
      if (isTooLarge(error)) {
        return reply.code(413).send({ error: TOO_LARGE, code: "BAD_USER_INPUT" });
      }
      throw error;
    }
    // The bytes decide, not the declared type: a renamed file is refused.
    const type = sniffImageType(bytes);
    if (!type || !(LOGO_TYPES as readonly string[]).includes(declaredType)) {
      return reply.code(415).send({ error: NOT_AN_IMAGE, code: "BAD_USER_INPUT" });
    }
    try {
      const key = await setOrganizationLogo(db, blobs, viewer.userId, {
        organizationId,
        bytes,
        type,
      });
      return { logoPath: key, logoUrl: logoUrl(thumbnailSigner, organizationId, key) };
    } catch (error) {
      return sendApiError(reply, error);
    }
  });

  app.get<{ Params: { id: string }; Querystring: { v?: string; sig?: string } }>(
    "/api/v1/organizations/:id/logo",
    async (request, reply) => {
      const { id } = request.params;
      const { v = "", sig = "" } = request.query;
      const signed = isUuid(id) && isLogoVersion(v) && verifyLogoUrl(thumbnailSigner, id, v, sig);
      if (!signed) return reply.code(404).send({ error: "Not found" });
      const row = await db
        .selectFrom("organizations")
        .select("logo_path")
        .where("id", "=", id)
        .executeTakeFirst();
      const key = row?.logo_path ?? null;
      // An old URL (a newer logo exists, or none) is gone: the page falls back to the initial.
      const bytes = key !== null && isCurrentLogo(key, v) ? await blobs.get(key) : null;
      if (key === null || !bytes) return reply.code(404).send({ error: "Not found" });
      return reply
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, max-age=31536000, immutable")
        .type(mimeTypeOfKey(key))
        .send(bytes);
    },
  );
}
