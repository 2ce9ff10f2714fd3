import { LOGO_MAX_BYTES, LOGO_TYPES } from "@contour/core";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { isUuid } from "../../db/ids.js";
import { sendApiError } from "../../http/api-errors.js";
import { readImageUpload } from "../../http/image-upload.js";
import type { AppServices } from "../../services.js";
import { requireApiViewer } from "../auth/bearer.js";
import { serveOrganizationImage } from "../organizations/organization-images.js";
import { NO_WORKSPACE } from "./admin-organization-queries.js";
import { isStaff, STAFF_ONLY } from "./staff.js";
import { setWhiteLabelIcon, whiteLabelIconUrl } from "./white-label-icon.js";

const ICON_UPLOAD = {
  allowedTypes: LOGO_TYPES,
  notAnImage: "A white-label icon must be a PNG, JPEG or WebP image.",
  tooLarge: `A white-label icon can be at most ${LOGO_MAX_BYTES / 1024 / 1024} MB.`,
  maxBytes: LOGO_MAX_BYTES,
};

/** Upload (staff, /admin) and download (by signed URL) of workspaces' white-label icons. */
export async function whiteLabelRoutes(app: FastifyInstance, services: AppServices) {
  const { db, blobs, thumbnailSigner } = services;
  await app.register(fastifyMultipart, {
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });

  app.post<{ Params: { id: string } }>(
    "/api/v1/admin/organizations/:id/white-label-icon",
    async (request, reply) => {
      const viewer = await requireApiViewer(db, request, reply);
      if (!viewer) return reply;
      // Staff first: nobody else makes the server read or encode an image here.
      if (!(await isStaff(db, viewer.userId))) {
        return reply.code(403).send({ error: STAFF_ONLY, code: "FORBIDDEN" });
      }
      const organizationId = request.params.id;
      const exists =
        isUuid(organizationId) &&
        (await db
          .selectFrom("organizations")
          .select("id")
          .where("id", "=", organizationId)
          .executeTakeFirst());
      if (!exists) return reply.code(404).send({ error: NO_WORKSPACE, code: "NOT_FOUND" });
      try {
        const upload = await readImageUpload(request, reply, ICON_UPLOAD);
        if (!upload) return reply;
        const key = await setWhiteLabelIcon(db, blobs, viewer.userId, organizationId, upload);
        return {
          whiteLabelIconUrl: key ? whiteLabelIconUrl(thumbnailSigner, organizationId, key) : null,
        };
      } catch (error) {
        return sendApiError(reply, error);
      }
    },
  );

  serveOrganizationImage(app, services, "whiteLabelIcon");
}
