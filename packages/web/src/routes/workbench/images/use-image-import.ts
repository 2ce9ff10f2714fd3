import { addElements, type Editor, newId, screenToArtboard } from "@contour/canvas";
import {
  isAllowedImageSize,
  MESSAGES,
  WORKBENCH_IMAGE_MAX_BYTES,
  WORKBENCH_IMAGE_TYPES,
} from "@contour/core";
import { useCallback, useState } from "react";
import { notifyError, notifySuccess } from "../../../lib/notify";
import {
  importLayeredFile,
  isImportRefusal,
  layeredKind,
} from "../layered-import/import-layered-file";
import type { ImageCache } from "./image-cache";
import { imagePlacement } from "./image-placement";
import { readImageSize } from "./image-size";
import { uploadWorkbenchImage } from "./workbench-images";

const NOT_AN_IMAGE = "An image must be a PNG, JPEG or WebP file.";
const TOO_LARGE = `An image can be at most ${WORKBENCH_IMAGE_MAX_BYTES / 1024 / 1024} MB.`;
const IMPORT_ERROR = "Error while importing the image: ";

/** Why the active layer takes no image now, in the editor's words for a refused stroke. */
export const EDIT_BLOCK_TEXT = {
  "read-only": "You can look at this file but not change it.",
  "no-layer": "Add a layer to draw on.",
  locked: "This layer is locked. Unlock it to draw on it.",
  hidden: "This layer is hidden. Show it to draw on it.",
} as const;

/**
 * Dropped, pasted or picked images: each is uploaded to the blob store (docs/api.md), then
 * placed on the active layer at the centre of the view and selected, ready to move, scale or
 * rotate. One undo step per image. A PSD or OpenRaster file comes in as layers of its own
 * (layered-import/), one undo step for the file.
 */
export function useImageImport(workbenchId: string, editor: Editor, cache: ImageCache) {
  const [importing, setImporting] = useState(false);

  const importFile = useCallback(
    async (file: File) => {
      if (!(WORKBENCH_IMAGE_TYPES as readonly string[]).includes(file.type)) {
        return notifyError(NOT_AN_IMAGE);
      }
      if (file.size > WORKBENCH_IMAGE_MAX_BYTES) return notifyError(TOO_LARGE);
      const block = editor.editBlock();
      if (block) return notifyError(EDIT_BLOCK_TEXT[block]);
      // The server refuses the same (docs/security.md); asked before anything decodes the file.
      const size = await readImageSize(file);
      if (!size) return notifyError(NOT_AN_IMAGE);
      if (!isAllowedImageSize(size)) return notifyError(MESSAGES.imageTooManyPixels);
      const bitmap = await createImageBitmap(file).catch(() => null);
      if (!bitmap) return notifyError(NOT_AN_IMAGE);
      const blobId = await uploadWorkbenchImage(workbenchId, file);
      cache.put(blobId, bitmap);
      const artboard = editor.artboard();
      const layerId = editor.state.activeLayerId;
      if (!artboard || !layerId) return;
      const { screen, viewport } = editor.state;
      const centre = screenToArtboard(viewport, { x: screen.width / 2, y: screen.height / 2 });
      const id = newId();
      addElements(editor.doc, editor.origin, layerId, [
        { kind: "image", id, blobId, rotation: 0, ...imagePlacement(bitmap, artboard, centre) },
      ]);
      editor.setTool("select");
      editor.select([id]);
    },
    [workbenchId, editor, cache],
  );

  const importFiles = useCallback(
    async (files: readonly File[]) => {
      setImporting(true);
      try {
        for (const file of files) {
          const kind = layeredKind(file);
          if (!kind) await importFile(file);
          else if (editor.state.readOnly) notifyError(EDIT_BLOCK_TEXT["read-only"]);
          else notifySuccess(await importLayeredFile(file, kind, { workbenchId, editor, cache }));
        }
      } catch (error) {
        notifyError(
          isImportRefusal(error) ? error.message : `${IMPORT_ERROR}${(error as Error).message}`,
        );
      } finally {
        setImporting(false);
      }
    },
    [importFile, workbenchId, editor, cache],
  );

  return { importFiles, importing };
}
