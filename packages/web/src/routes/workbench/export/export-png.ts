import { apiRequest } from "../../../lib/api-request";

export type ExportScale = 1 | 2 | 4;

/** What to export: the artboard at a scale, or one layer of it at 1x. */
export type ExportChoice = { scale: ExportScale; layer?: { id: string; name: string } };

/** The downloaded file's name: the file's, with the scale or the layer after it. */
export function exportFileName(workbenchName: string, choice: ExportChoice): string {
  const base = workbenchName.replace(/[\\/:*?"<>|]+/g, "-").trim() || "Untitled";
  if (choice.layer) return `${base} - ${choice.layer.name}.png`;
  return choice.scale === 1 ? `${base}.png` : `${base} @${choice.scale}x.png`;
}

export function exportUrl(workbenchId: string, choice: ExportChoice): string {
  const query = new URLSearchParams({ scale: String(choice.scale) });
  if (choice.layer) query.set("layerId", choice.layer.id);
  return `/api/v1/workbenches/${workbenchId}/export.png?${query}`;
}

/**
 * Renders the stored document on the server (docs/api.md) and saves the PNG. Rejects with the
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
