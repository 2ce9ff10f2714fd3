import { LOGO_MAX_BYTES, LOGO_TYPES } from "@contour/core";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { isUuid } from "../../db/ids.js";
import { sendApiError } from "../../http/api-errors.js";
import { readImageUpload } from "../../http/image-upload.js";
import type { AppServices } from "../../services.js";
import { requireApiViewer } from "../auth/bearer.js";
import { serveOrganizationImage } from "./organization-images.js";
import { logoUrl, requireLogoEditor, setOrganizationLogo } from "./organization-logo.js";
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

  serveOrganizationImage(app, services, "logo");
}
