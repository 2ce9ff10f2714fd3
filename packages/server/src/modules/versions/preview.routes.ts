import { VERSION_MESSAGES } from "@contour/core";
import type { FastifyInstance } from "fastify";
import { sendApiError } from "../../http/api-errors.js";
import type { AppServices } from "../../services.js";
import { requireApiViewer } from "../auth/bearer.js";
import { findWorkbenches } from "../workbenches/workbench-queries.js";
import { readVersionUpdate } from "./version-chains.js";
import { versionDocument } from "./version-state.js";
import { findVersion } from "./version-store.js";

export const VERSION_PREVIEW_PATH = "/api/v1/workbench-versions/:id/preview.png";

/**
 * A version's preview: its first artboard as the dashboard's thumbnails are rendered (the render
 * pool's background lane, within the render budget), for whoever sees its file. A version never
 * changes, so the browser keeps it; the route is rate limited per user (versionPreviews).
 */
export async function versionPreviewRoutes(app: FastifyInstance, services: AppServices) {
  const { db, renderer } = services;
  app.get<{ Params: { id: string } }>(VERSION_PREVIEW_PATH, async (request, reply) => {
    const viewer = await requireApiViewer(db, request, reply);
    if (!viewer) return reply;
    try {
      const version = await findVersion(db, request.params.id);
      const [workbench] = version
        ? await findWorkbenches(db, viewer.userId, [version.workbench_id])
        : [];
      if (!version || !workbench) {
        return reply.code(404).send({ error: VERSION_MESSAGES.notFound, code: "NOT_FOUND" });
      }
      const doc = versionDocument(await readVersionUpdate(db, version.id));
      let png: Buffer | null;
      try {
        png = await renderer.renderThumbnail(doc, {
          id: workbench.id,
          organizationId: workbench.organization_id,
        });
      } finally {
        doc.destroy();
      }
      if (!png) {
        return reply.code(404).send({ error: VERSION_MESSAGES.notFound, code: "NOT_FOUND" });
      }
      return reply
        .header("cache-control", "private, max-age=31536000, immutable")
        .type("image/png")
        .send(png);
    } catch (error) {
      return sendApiError(reply, error);
    }
  });
}
