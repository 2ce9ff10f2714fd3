import { LOGO_MAX_BYTES, LOGO_TYPES } from "@contour/core";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { isUuid } from "../../db/ids.js";
import { sendApiError } from "../../http/api-errors.js";
import { readImageUpload } from "../../http/image-upload.js";
import type { AppServices } from "../../services.js";
import { requireApiViewer } from "../auth/bearer.js";
import { mimeTypeOfKey } from "../workbenches/image-type.js";
import {
  isCurrentLogo,
  isLogoVersion,
  logoUrl,
  requireLogoEditor,
  setOrganizationLogo,
  verifyLogoUrl,
} from "./organization-logo.js";
import { ORGANIZATION_NOT_FOUND } from "./organization-queries.js";

const LOGO_UPLOAD = {
  allowedTypes: LOGO_TYPES,
  notAnImage: "A logo must be a PNG, JPEG or WebP image.",
  tooLarge: `A logo can be at most ${LOGO_MAX_BYTES / 1024 / 1024} MB.`,
  maxBytes: LOGO_MAX_BYTES,
};

/** Upload (admins, with the bearer token) and download (members, by signed URL) of logos. */
export async function logoRoutes(app: FastifyInstance, services: AppServices) {
  const { db, blobs, thumbnailSigner } = services;
  await app.register(fastifyMultipart, {
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });

  app.post<{ Params: { id: string } }>("/api/v1/organizations/:id/logo", async (request, reply) => {
    const viewer = await requireApiViewer(db, request, reply);
    if (!viewer) return reply;
    const organizationId = request.params.id;
    if (!isUuid(organizationId)) {
      return reply.code(404).send({ error: ORGANIZATION_NOT_FOUND, code: "NOT_FOUND" });
    }
    try {
      const editor = await requireLogoEditor(db, viewer.userId, organizationId);
      const upload = await readImageUpload(request, reply, LOGO_UPLOAD);
      if (!upload) return reply;
      const key = await setOrganizationLogo(db, blobs, editor, upload);
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
