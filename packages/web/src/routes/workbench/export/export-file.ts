import { apiRequest } from "../../../lib/api-request";

export type ExportScale = 1 | 2 | 4;

/**
 * The files the server writes (docs/api.md, "Export"): flat PNG and JPEG, and the layered files
 * for Photoshop (PSD) and for Krita, GIMP or MyPaint (OpenRaster).
 */
export type ExportFormat = "png" | "jpg" | "psd" | "ora";

/**
 * What to export: the artboard at a scale in a format, or one layer of it at 1x as a flat picture
 * (a layered file holds every layer).
 */
export type ExportChoice =
  | { format: ExportFormat; scale: ExportScale }
  | { format: "png" | "jpg"; scale: 1; layer: { id: string; name: string } };

/** The downloaded file's name: the file's, with the scale or the layer after it. */
export function exportFileName(workbenchName: string, choice: ExportChoice): string {
  const base = workbenchName.replace(/[\\/:*?"<>|]+/g, "-").trim() || "Untitled";
  if ("layer" in choice) return `${base} - ${choice.layer.name}.${choice.format}`;
  return choice.scale === 1
    ? `${base}.${choice.format}`
    : `${base} @${choice.scale}x.${choice.format}`;
}

export function exportUrl(workbenchId: string, choice: ExportChoice): string {
  const query = new URLSearchParams({ scale: String(choice.scale) });
  if ("layer" in choice) query.set("layerId", choice.layer.id);
  return `/api/v1/workbenches/${workbenchId}/export.${choice.format}?${query}`;
}

/**
 * Renders the stored document on the server (docs/api.md) and saves the file. Rejects with the
 * server's refusal (an ApiError: PLAN_LIMITATION_ERROR for HD on a plan without it).
 */
export async function downloadExport(
  workbenchId: string,
  workbenchName: string,
  choice: ExportChoice,
): Promise<void> {
  const response = await apiRequest(exportUrl(workbenchId, choice));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = exportFileName(workbenchName, choice);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
