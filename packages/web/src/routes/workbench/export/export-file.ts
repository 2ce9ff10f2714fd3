import { apiRequest } from "../../../lib/api-request";

export type ExportScale = 1 | 2 | 4;

/**
 * The files the server writes (docs/api.md, "Export"): flat PNG and JPEG, and the layered files
 * for Photoshop (PSD) and for Krita, GIMP or MyPaint (OpenRaster).
 */
export type ExportFormat = "png" | "jpg" | "psd" | "ora";

type Named = { id: string; name: string };

/**
 * What to export: an artboard at a scale in a format (`artboard` when the workbench holds
 * several; else its only one), or one layer at 1x as a flat picture (a layered file holds every
 * layer).
 */
export type ExportChoice =
  | { format: ExportFormat; scale: ExportScale; artboard?: Named | null }
  | { format: "png" | "jpg"; scale: 1; layer: Named };

/** The downloaded file's name: the file's, with the artboard or the layer, and the scale. */
export function exportFileName(workbenchName: string, choice: ExportChoice): string {
  const base = workbenchName.replace(/[\\/:*?"<>|]+/g, "-").trim() || "Untitled";
  if ("layer" in choice) return `${base} - ${choice.layer.name}.${choice.format}`;
  const named = choice.artboard ? `${base} - ${choice.artboard.name}` : base;
  return choice.scale === 1
    ? `${named}.${choice.format}`
    : `${named} @${choice.scale}x.${choice.format}`;
}

export function exportUrl(workbenchId: string, choice: ExportChoice): string {
  const query = new URLSearchParams({ scale: String(choice.scale) });
  if ("layer" in choice) query.set("layerId", choice.layer.id);
  else if (choice.artboard) query.set("artboardId", choice.artboard.id);
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
