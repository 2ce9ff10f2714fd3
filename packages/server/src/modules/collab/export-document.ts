import { findLayer, initializeDocument, readArtboards } from "@contour/canvas";
import { MESSAGES } from "@contour/core";
import * as Y from "yjs";
import type { Db } from "../../db/connection.js";
import { fail } from "../../graphql/errors.js";
import { assertPlanAllows } from "../organizations/assert-plan-allows.js";
import { requireWorkbench } from "../workbenches/require-workbench.js";
import type { WorkbenchNode } from "../workbenches/workbench-queries.js";
import type { DocumentRenderer, ExportScale } from "./document-renderer.js";
import { readStoredDocument, SERVER_ORIGIN } from "./document-store.js";
import { EXPORT_FORMATS, type ExportFormat } from "./export-formats.js";

const SCALES: Record<string, ExportScale> = { "1": 1, "2": 2, "4": 4 };
export const LAYER_NOT_FOUND = "This layer does not exist.";
export const ARTBOARD_NOT_FOUND = "This artboard does not exist.";
export const LAYERED_FILE_OF_LAYER =
  "A PSD or OpenRaster file holds every layer: export one layer as PNG or JPEG.";

export interface ExportRequest {
  workbench: WorkbenchNode;
  scale: ExportScale;
  layerId: string | undefined;
  /** Which artboard, when the workbench holds several; absent, the first. A layer says its own. */
  artboardId: string | undefined;
  format: ExportFormat;
}

/**
 * Who may export what (issue 5, spec workspace-admin §6): anyone who can see the workbench, at
 * 1x; 2x and 4x only on a plan with highDefinitionExport. Checked before any rendering.
 */
export async function authorizeExport(
  db: Db,
  viewerId: string,
  input: {
    id: string;
    scale: string | undefined;
    layerId: string | undefined;
    artboardId: string | undefined;
    format: ExportFormat;
  },
): Promise<ExportRequest> {
  const workbench = await requireWorkbench(db, viewerId, input.id);
  const scale = SCALES[input.scale ?? "1"];
  if (scale === undefined) fail("BAD_USER_INPUT", "The scale must be 1, 2 or 4.");
  const layerId = input.layerId || undefined;
  if (layerId && EXPORT_FORMATS[input.format].layered)
    fail("BAD_USER_INPUT", LAYERED_FILE_OF_LAYER);
  if (scale > 1) {
    await assertPlanAllows(
      db,
      workbench.organization_id,
      "highDefinitionExport",
      MESSAGES.highDefinitionExportNotInPlan,
    );
  }
  return {
    workbench,
    scale,
    layerId,
    artboardId: input.artboardId || undefined,
    format: input.format,
  };
}

/**
 * The stored document as a file of the format asked: what is saved, as the dashboard's
 * thumbnail shows it. A workbench never opened exports its blank first artboard; nothing is
 * stored for it here.
 */
export async function renderExport(
  db: Db,
  renderer: DocumentRenderer,
  request: ExportRequest,
): Promise<Buffer> {
  const doc = (await readStoredDocument(db, request.workbench.id)) ?? new Y.Doc();
  try {
    initializeDocument(doc, SERVER_ORIGIN);
    const artboard = request.layerId
      ? findLayer(doc, request.layerId)?.artboard
      : request.artboardId
        ? readArtboards(doc).find((candidate) => candidate.id === request.artboardId)
        : readArtboards(doc)[0];
    if (!artboard) fail("NOT_FOUND", request.layerId ? LAYER_NOT_FOUND : ARTBOARD_NOT_FOUND);
    return await renderer.renderFile(doc, {
      workbench: { id: request.workbench.id, organizationId: request.workbench.organization_id },
      artboardId: artboard.id,
      scale: request.scale,
      layerId: request.layerId,
      format: request.format,
    });
  } finally {
    doc.destroy();
  }
}
