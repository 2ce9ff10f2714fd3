import { addElements, addLayer, type Editor, newId, screenToArtboard } from "@contour/canvas";
import { useCallback, useState } from "react";
import { notifyError, notifySuccess } from "../../../lib/notify";
import {
  importLayeredFile,
  isImportRefusal,
  layeredKind,
} from "../layered-import/import-layered-file";
import { MAX_LAYER_NAME_LENGTH } from "../layered-import/layered-file";
import type { ImageCache } from "./image-cache";
import { imageFileRefusal, NOT_AN_IMAGE } from "./image-file-check";
import { imagePlacement } from "./image-placement";
import { uploadWorkbenchImage } from "./workbench-images";

const IMPORT_ERROR = "Error while importing the image: ";

/** Why the active layer takes no image now, in the editor's words for a refused stroke. */
export const EDIT_BLOCK_TEXT = {
  "read-only": "You can look at this file but not change it.",
  "no-layer": "Add a layer to draw on.",
  locked: "This layer is locked. Unlock it to draw on it.",
  hidden: "This layer is hidden. Show it to draw on it.",
  folder: "A group holds layers, not paint. Choose a layer in it to draw on.",
  "folder-locked": "This layer's group is locked. Unlock the group to draw on it.",
  "folder-hidden": "This layer's group is hidden. Show the group to draw on it.",
} as const;

/** A layer's name from a file's: without its extension ("front view.jpg": "front view"). */
export const layerNameOf = (fileName: string) =>
  fileName
    .replace(/\.[^.]+$/, "")
    .trim()
    .slice(0, MAX_LAYER_NAME_LENGTH) || "Image";

/**
 * Dropped, pasted or picked images: each is uploaded to the blob store (docs/api.md), then
 * placed on a layer of its own above the active one, named after the file (as Procreate inserts
 * a photo), centred where it was dropped or else in the middle of the view, and selected, ready
 * to move, scale or rotate. One undo step per image. A PSD or OpenRaster file comes in as layers
 * of its own (layered-import/), one undo step for the file.
 */
export function useImageImport(workbenchId: string, editor: Editor, cache: ImageCache) {
  const [importing, setImporting] = useState(false);

  const importFile = useCallback(
    async (file: File, droppedAt: { x: number; y: number } | undefined) => {
      if (editor.state.readOnly) return notifyError(EDIT_BLOCK_TEXT["read-only"]);
      const refusal = await imageFileRefusal(file);
      if (refusal) return notifyError(refusal);
      const bitmap = await createImageBitmap(file).catch(() => null);
      if (!bitmap) return notifyError(NOT_AN_IMAGE);
      const blobId = await uploadWorkbenchImage(workbenchId, file);
      cache.put(blobId, bitmap);
      const artboard = editor.artboard();
      if (!artboard) return;
      const { screen, viewport } = editor.state;
      const at = droppedAt ?? { x: screen.width / 2, y: screen.height / 2 };
      const centre = screenToArtboard(viewport, at);
      const id = newId();
      const below = editor.state.activeLayerId ?? undefined;
      let layerId = "";
      editor.doc.transact(() => {
        layerId = addLayer(editor.doc, editor.origin, artboard.id, layerNameOf(file.name), below);
        addElements(editor.doc, editor.origin, layerId, [
          { kind: "image", id, blobId, rotation: 0, ...imagePlacement(bitmap, artboard, centre) },
        ]);
      }, editor.origin);
      editor.setActiveLayer(layerId);
      editor.setTool("select");
      editor.select([id]);
    },
    [workbenchId, editor, cache],
  );

  const importFiles = useCallback(
    async (files: readonly File[], droppedAt?: { x: number; y: number }) => {
      setImporting(true);
      try {
        for (const file of files) {
          const kind = layeredKind(file);
          if (!kind) await importFile(file, droppedAt);
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
