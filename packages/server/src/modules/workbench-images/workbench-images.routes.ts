import { WORKBENCH_IMAGE_MAX_BYTES, WORKBENCH_IMAGE_TYPES } from "@contour/core";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isUuid } from "../../db/ids.js";
import { sendApiError } from "../../http/api-errors.js";
import { readImageUpload } from "../../http/image-upload.js";
import type { AppServices } from "../../services.js";
import { requireApiViewer } from "../auth/bearer.js";
import { requireEditable } from "../folders/require-access.js";
import { mimeTypeOfKey } from "../workbenches/image-type.js";
import { requireWorkbench, WORKBENCH_NOT_FOUND } from "../workbenches/require-workbench.js";
import { imagesInStoredDocument, imagesShownBy, recordImageUpload } from "./image-access.js";
import { imageKey, isImageBlobId, newImageBlobId } from "./image-key.js";

const IMAGE_UPLOAD = {
  allowedTypes: WORKBENCH_IMAGE_TYPES,
  notAnImage: "An image must be a PNG, JPEG or WebP file.",
  tooLarge: `An image can be at most ${WORKBENCH_IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
  maxBytes: WORKBENCH_IMAGE_MAX_BYTES,
};
const IMAGE_NOT_FOUND = "This image does not exist or you cannot see it.";

/** The signed-in viewer's id, or null once the route has answered 401 / 404. */
async function viewerFor(
  services: AppServices,
  request: FastifyRequest<{ Params: { id: string } }>,
  reply: FastifyReply,
): Promise<string | null> {
  const viewer = await requireApiViewer(services.db, request, reply);
  if (!viewer) return null;
  if (!isUuid(request.params.id)) {
    reply.code(404).send({ error: WORKBENCH_NOT_FOUND, code: "NOT_FOUND" });
    return null;
  }
  return viewer.userId;
}

/**
 * Images placed on a workbench: uploaded by those who may edit it, read (with the bearer token,
 * by the canvas, which draws them) through a workbench that has the image, by those who may see
 * that workbench.
 */
export async function workbenchImageRoutes(app: FastifyInstance, services: AppServices) {
  const { db, blobs } = services;
  await app.register(fastifyMultipart, {
    limits: { fileSize: WORKBENCH_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });

  app.post<{ Params: { id: string } }>("/api/v1/workbenches/:id/images", async (request, reply) => {
    const viewerId = await viewerFor(services, request, reply);
    if (!viewerId) return reply;
    try {
      const workbench = await requireWorkbench(db, viewerId, request.params.id);
      requireEditable(workbench);
      const upload = await readImageUpload(request, reply, IMAGE_UPLOAD);
      if (!upload) return reply;
      const blobId = newImageBlobId(upload.type);
      await blobs.put(imageKey(workbench.organization_id, blobId), upload.bytes);
      await recordImageUpload(db, workbench, blobId);
      return reply.code(201).send({ blobId });
    } catch (error) {
      return sendApiError(reply, error);
    }
  });

  app.get<{ Params: { id: string; blobId: string } }>(
    "/api/v1/workbenches/:id/images/:blobId",
    async (request, reply) => {
      const viewerId = await viewerFor(services, request, reply);
      if (!viewerId) return reply;
      try {
        const workbench = await requireWorkbench(db, viewerId, request.params.id);
        const { blobId } = request.params;
        const bytes = isImageBlobId(blobId)
          ? await blobs.get(imageKey(workbench.organization_id, blobId))
          : null;
        // Read through this workbench only if it has the image (image-access.ts).
        const shown =
          bytes &&
          (await imagesShownBy(db, workbench.id, [blobId], () =>
            imagesInStoredDocument(db, workbench.id),
          ));
        if (!bytes || !shown?.has(blobId)) {
          return reply.code(404).send({ error: IMAGE_NOT_FOUND, code: "NOT_FOUND" });
        }
        // A blob id names one image for good; only its viewers may keep it.
        return reply
          .header("content-type", mimeTypeOfKey(blobId))
          .header("cache-control", "private, max-age=31536000, immutable")
          .header("x-content-type-options", "nosniff")
          .send(bytes);
      } catch (error) {
        return sendApiError(reply, error);
      }
    },
  );
}
