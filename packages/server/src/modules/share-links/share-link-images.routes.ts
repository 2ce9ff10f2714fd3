import type { FastifyInstance } from "fastify";
import type { AppServices } from "../../services.js";
import { imagesInStoredDocument, imagesShownBy } from "../workbench-images/image-access.js";
import { imageKey, isImageBlobId } from "../workbench-images/image-key.js";
import { mimeTypeOfKey } from "../workbenches/image-type.js";
import { findOpenableLink } from "./share-link-queries.js";
import { verifyViewCredential } from "./view-credential.js";

/** The header that carries a link's view credential (openShareLink's viewToken). */
export const SHARE_LINK_HEADER = "x-share-link";

/**
 * The images placed on a shared workbench, for its link's visitors: only through the link's own
 * file (image-access.ts), only while the link opens. No session is read: a link grants what it
 * grants whoever holds it, and no more to a member.
 */
export async function shareLinkImageRoutes(app: FastifyInstance, services: AppServices) {
  const { db, blobs, linkTokens } = services;
  app.get<{ Params: { blobId: string } }>(
    "/api/v1/share-links/images/:blobId",
    async (request, reply) => {
      const credential = request.headers[SHARE_LINK_HEADER];
      const linkId =
        typeof credential === "string" ? await verifyViewCredential(linkTokens, credential) : null;
      const link = linkId === null ? null : await findOpenableLink(db, linkId);
      if (!link) {
        return reply
          .code(401)
          .send({ error: "This link does not work any more.", code: "UNAUTHENTICATED" });
      }
      const { blobId } = request.params;
      const bytes = isImageBlobId(blobId)
        ? await blobs.get(imageKey(link.organization_id, blobId))
        : null;
      const shown =
        bytes &&
        (await imagesShownBy(db, link.workbench_id, [blobId], () =>
          imagesInStoredDocument(db, link.workbench_id),
        ));
      if (!bytes || !shown?.has(blobId)) {
        return reply.code(404).send({ error: "Not found", code: "NOT_FOUND" });
      }
      return reply
        .header("content-type", mimeTypeOfKey(blobId))
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .send(bytes);
    },
  );
}
