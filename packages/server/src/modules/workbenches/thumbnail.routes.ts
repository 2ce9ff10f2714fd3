import { THUMBNAIL_MAX_BYTES, THUMBNAIL_TYPES } from "@contour/core";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { isUuid } from "../../db/ids.js";
import { fail } from "../../graphql/errors.js";
import { sendApiError } from "../../http/api-errors.js";
import { readImageUpload } from "../../http/image-upload.js";
import type { AppServices } from "../../services.js";
import { requireApiViewer } from "../auth/bearer.js";
import { requireEditable } from "../folders/require-access.js";
import { mimeTypeOfKey } from "./image-type.js";
import { THUMBNAIL_PLACEHOLDER_SVG } from "./placeholder.js";
import { requireWorkbench, WORKBENCH_NOT_FOUND } from "./require-workbench.js";
import { replaceThumbnail } from "./set-thumbnail.js";
import {
  isThumbnailVersion,
  thumbnailUrl,
  thumbnailVersion,
  verifyThumbnailUrl,
} from "./thumbnail-url.js";

const THUMBNAIL_UPLOAD = {
  allowedTypes: THUMBNAIL_TYPES,
  notAnImage: "A thumbnail must be a PNG, JPEG or WebP image.",
  tooLarge: `A thumbnail can be at most ${THUMBNAIL_MAX_BYTES / 1024 / 1024} MB.`,
  maxBytes: THUMBNAIL_MAX_BYTES,
};

/** Upload (for editors, with the bearer token) and download (by signed URL) of thumbnails. */
export async function thumbnailRoutes(app: FastifyInstance, services: AppServices) {
  const { db, blobs, thumbnailSigner } = services;
  await app.register(fastifyMultipart, {
    limits: { fileSize: THUMBNAIL_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });

  app.post<{ Params: { id: string } }>(
    "/api/v1/workbenches/:id/thumbnail",
    async (request, reply) => {
      const viewer = await requireApiViewer(db, request, reply);
      if (!viewer) return reply;
      if (!isUuid(request.params.id)) {
        return reply.code(404).send({ error: WORKBENCH_NOT_FOUND, code: "NOT_FOUND" });
      }
      try {
        // Before the image is read and encoded: nobody else can make the server spend work on one.
        const workbench = await requireWorkbench(db, viewer.userId, request.params.id);
        requireEditable(workbench);
        const upload = await readImageUpload(request, reply, THUMBNAIL_UPLOAD);
        if (!upload) return reply;
        const key =
          (await replaceThumbnail(db, blobs, workbench.id, upload.bytes, upload.type.extension)) ??
          fail("NOT_FOUND", WORKBENCH_NOT_FOUND);
        return { thumbnailUrl: thumbnailUrl(thumbnailSigner, request.params.id, key) };
      } catch (error) {
        return sendApiError(reply, error);
      }
    },
  );

  app.get<{ Params: { id: string }; Querystring: { v?: string; sig?: string } }>(
    "/api/v1/thumbnails/:id",
    async (request, reply) => {
      const { id } = request.params;
      const { v = "", sig = "" } = request.query;
      const signed =
        isUuid(id) &&
        isThumbnailVersion(v) &&
        (await verifyThumbnailUrl(thumbnailSigner, id, v, sig));
      if (!signed) return reply.code(404).send({ error: "Not found" });

      reply.header("x-content-type-options", "nosniff");
      const row = await db
        .selectFrom("workbenches")
        .select("thumbnail_path")
        .where("id", "=", id)
        // A file in the Trash shows nothing, even through a URL signed before.
        .where("trashed_at", "is", null)
        .executeTakeFirst();
      const key = row?.thumbnail_path ?? null;
      // An old URL (a newer image exists, or the file is gone) gets the placeholder, not the image.
      const bytes = key !== null && thumbnailVersion(key) === v ? await blobs.get(key) : null;
      if (key !== null && bytes) {
        // The URL names this very image, so it may be kept for good.
        return reply
          .header("cache-control", "private, max-age=31536000, immutable")
          .type(mimeTypeOfKey(key))
          .send(bytes);
      }
      return reply
        .header("cache-control", "private, max-age=300")
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
        .type("image/svg+xml")
        .send(THUMBNAIL_PLACEHOLDER_SVG);
    },
  );
}
