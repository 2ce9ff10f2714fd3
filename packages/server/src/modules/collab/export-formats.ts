/**
 * The files a workbench exports to (issue 17, "The board and files"): flat pictures, and the
 * layered files designers hand to Photoshop (PSD) and to Krita, GIMP or MyPaint (OpenRaster).
 */
export const EXPORT_FORMATS = {
  png: { contentType: "image/png", layered: false },
  jpg: { contentType: "image/jpeg", layered: false },
  psd: { contentType: "image/vnd.adobe.photoshop", layered: true },
  ora: { contentType: "image/openraster", layered: true },
} as const;
export type ExportFormat = keyof typeof EXPORT_FORMATS;

export const EXPORT_FORMAT_IDS = Object.keys(EXPORT_FORMATS) as ExportFormat[];
