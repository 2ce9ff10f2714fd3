import type { Editor } from "@contour/canvas";
import { isAllowedImageSize, MESSAGES } from "@contour/core";
import type { ImageCache } from "../images/image-cache";
import { uploadWorkbenchImage } from "../images/workbench-images";
import {
  type ImportedLayer,
  type LayeredFile,
  MAX_IMPORTED_LAYERS,
  psdCanvasSize,
} from "./layered-file";
import { folderLevelsLeft, placeImportedLayers } from "./place-imported-layers";

/** The largest layered file read in the browser: a heavy, many-layered Photoshop file. */
export const MAX_LAYERED_FILE_BYTES = 200 * 1024 * 1024;

export const LAYERED_IMPORT_TEXT = {
  tooLarge: `A PSD or OpenRaster file can be at most ${MAX_LAYERED_FILE_BYTES / 1024 / 1024} MB.`,
  unreadable: "This file could not be read as a PSD or OpenRaster file.",
  empty: "This file has no layers with pixels to import.",
  tooManyLayers: (count: number) =>
    `This file has ${count} layers; Contour imports at most ${MAX_IMPORTED_LAYERS} at a time.`,
  imported: (count: number, name: string) =>
    `${count === 1 ? "1 layer" : `${count} layers`} imported from ${name}.`,
} as const;

/** Whether a dropped or picked file is a layered file (by its name: browsers give them no type). */
export function layeredKind(file: File): "psd" | "ora" | null {
  const name = file.name.toLowerCase();
  if (name.endsWith(".psd") || file.type === "image/vnd.adobe.photoshop") return "psd";
  if (name.endsWith(".ora") || file.type === "image/openraster") return "ora";
  return null;
}

/** Refusals are thrown as errors whose message the UI shows. */
class ImportRefusal extends Error {}

async function readLayeredFile(
  file: File,
  kind: "psd" | "ora",
  maxDepth: number,
): Promise<LayeredFile> {
  const bytes = await file.arrayBuffer();
  const declared = kind === "psd" ? psdCanvasSize(bytes) : null;
  if (declared && !isAllowedImageSize(declared)) {
    throw new ImportRefusal(MESSAGES.imageTooManyPixels);
  }
  try {
    // The readers (ag-psd, fflate) load only when a file is imported.
    if (kind === "psd") return (await import("./read-psd")).readPsdFile(bytes, maxDepth);
    return (await import("./read-ora")).readOraFile(bytes, maxDepth);
  } catch {
    throw new ImportRefusal(LAYERED_IMPORT_TEXT.unreadable);
  }
}

/**
 * Imports a PSD or OpenRaster file as layers above the active one, bottom to top, each with its
 * name, visibility, opacity, blend mode and clipping, its pixels a placed image where they were in the
 * file, its groups as folders (as deep as the folder limit allows where they go). A file larger than the artboard is scaled down to fit it, all its layers alike. Every
 * layer's pixels are uploaded first; the layers then come in as one undo step. Answers the
 * message to show; throws an ImportRefusal (nothing changed) when the file cannot come in.
 */
export async function importLayeredFile(
  file: File,
  kind: "psd" | "ora",
  { workbenchId, editor, cache }: { workbenchId: string; editor: Editor; cache: ImageCache },
): Promise<string> {
  if (file.size > MAX_LAYERED_FILE_BYTES) throw new ImportRefusal(LAYERED_IMPORT_TEXT.tooLarge);
  const layered = await readLayeredFile(file, kind, folderLevelsLeft(editor));
  const { layers } = layered;
  if (layers.length === 0) throw new ImportRefusal(LAYERED_IMPORT_TEXT.empty);
  if (layers.length > MAX_IMPORTED_LAYERS) {
    throw new ImportRefusal(LAYERED_IMPORT_TEXT.tooManyLayers(layers.length));
  }
  const masks = layers.flatMap((layer) => (layer.mask?.picture ? [layer.mask.picture] : []));
  if (![...layers, ...masks].every(isAllowedImageSize)) {
    throw new ImportRefusal(MESSAGES.imageTooManyPixels);
  }
  const artboard = editor.artboard();
  if (!artboard) throw new ImportRefusal(LAYERED_IMPORT_TEXT.unreadable);

  const upload = async (picture: { png: () => Promise<Blob> }) => {
    const png = await picture.png();
    const blobId = await uploadWorkbenchImage(workbenchId, png);
    const bitmap = await createImageBitmap(png).catch(() => null);
    if (bitmap) cache.put(blobId, bitmap);
    return blobId;
  };
  const uploaded: { layer: ImportedLayer; blobId: string; maskBlobId: string | null }[] = [];
  for (const layer of layers) {
    const blobId = await upload(layer);
    const maskPicture = layer.mask?.picture;
    uploaded.push({ layer, blobId, maskBlobId: maskPicture ? await upload(maskPicture) : null });
  }

  const scale = Math.min(1, artboard.width / layered.width, artboard.height / layered.height);
  placeImportedLayers(editor, artboard.id, uploaded, scale);
  return LAYERED_IMPORT_TEXT.imported(uploaded.length, file.name);
}

export const isImportRefusal = (error: unknown): error is ImportRefusal =>
  error instanceof ImportRefusal;
