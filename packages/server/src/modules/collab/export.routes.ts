import type { FastifyInstance } from "fastify";
import { sendApiError } from "../../http/api-errors.js";
import type { AppServices } from "../../services.js";
import { requireApiViewer } from "../auth/bearer.js";
import { authorizeExport, renderExport } from "./export-document.js";
import { EXPORT_FORMAT_IDS, EXPORT_FORMATS, type ExportFormat } from "./export-formats.js";

/** `Content-Disposition` for a download named after the workbench, whatever its characters. */
function attachment(name: string, format: ExportFormat): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const encoded = encodeURIComponent(name);
  return `attachment; filename="${ascii}.${format}"; filename*=UTF-8''${encoded}.${format}`;
}

/** Export of a workbench's stored document to each format (docs/api.md, "Export"). */
export async function exportRoutes(app: FastifyInstance, services: AppServices) {
  const { db, renderer } = services;

  for (const format of EXPORT_FORMAT_IDS) {
    app.get<{
      Params: { id: string };
      Querystring: { scale?: string; layerId?: string; artboardId?: string };
    }>(`/api/v1/workbenches/:id/export.${format}`, async (request, reply) => {
      const viewer = await requireApiViewer(db, request, reply);
      if (!viewer) return reply;
      try {
        const exportRequest = await authorizeExport(db, viewer.userId, {
          id: request.params.id,
          scale: request.query.scale,
          layerId: request.query.layerId,
          artboardId: request.query.artboardId,
          format,
        });
        const file = await renderExport(db, renderer, exportRequest);
        return reply
          .header("cache-control", "private, no-store")
          .header("content-disposition", attachment(exportRequest.workbench.name, format))
          .type(EXPORT_FORMATS[format].contentType)
          .send(file);
      } catch (error) {
        return sendApiError(reply, error);
      }
    });
  }
}
