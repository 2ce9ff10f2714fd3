import type { FastifyInstance } from "fastify";
import { sendApiError } from "../../http/api-errors.js";
import type { AppServices } from "../../services.js";
import { requireApiViewer } from "../auth/bearer.js";
import { authorizeExport, renderExport } from "./export-png.js";

/** `Content-Disposition` for a download named after the workbench, whatever its characters. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}.png"; filename*=UTF-8''${encodeURIComponent(name)}.png`;
}

/** PNG export of a workbench's stored document (docs/api.md, "Export"). */
export async function exportRoutes(app: FastifyInstance, services: AppServices) {
  const { db, renderer } = services;

  app.get<{ Params: { id: string }; Querystring: { scale?: string; layerId?: string } }>(
    "/api/v1/workbenches/:id/export.png",
    async (request, reply) => {
      const viewer = await requireApiViewer(db, request, reply);
      if (!viewer) return reply;
      try {
        const exportRequest = await authorizeExport(db, viewer.userId, {
          id: request.params.id,
          scale: request.query.scale,
          layerId: request.query.layerId,
        });
        const png = await renderExport(db, renderer, exportRequest);
        return reply
          .header("cache-control", "private, no-store")
          .header("content-disposition", attachment(exportRequest.workbench.name))
          .type("image/png")
          .send(png);
      } catch (error) {
        return sendApiError(reply, error);
      }
    },
  );
}
