import {
  addElements,
  addLayer,
  addMask,
  type Editor,
  foldersAround,
  groupEntries,
  MAX_FOLDER_DEPTH,
  newId,
  readLayers,
  setMaskDisabled,
  updateFolder,
  updateLayer,
} from "@contour/canvas";
import type { FileFolder, ImportedLayer } from "./layered-file";

/** How many levels of the file's groups can come in as folders where the layers go. */
export function folderLevelsLeft(editor: Editor): number {
  const artboard = editor.artboard();
  const active = editor.state.activeLayerId;
  if (!artboard || !active) return MAX_FOLDER_DEPTH;
  return MAX_FOLDER_DEPTH - foldersAround(artboard, readLayers(artboard), active).length;
}

/**
 * Puts the imported layers (added side by side, in order) into folders as the file's groups
 * held them, the innermost first: each group's layers and folders are then next to each other,
 * and grouping them at the topmost one's place keeps the order.
 */
function groupAsInFile(editor: Editor, ids: ReadonlyMap<ImportedLayer, string>): void {
  const entries = new Map<FileFolder, string[]>();
  const add = (folder: FileFolder, id: string) => {
    const list = entries.get(folder);
    if (list) list.push(id);
    else entries.set(folder, [id]);
  };
  for (const [layer, id] of ids) if (layer.folder) add(layer.folder, id);
  const deepestFirst = (folders: Iterable<FileFolder>) =>
    [...folders].sort((a, b) => b.depth - a.depth);
  const done = new Set<FileFolder>();
  let pending = deepestFirst(entries.keys());
  while (pending.length > 0) {
    const folder = pending[0] as FileFolder;
    const children = entries.get(folder) ?? [];
    const { name, visible, opacity, blendMode } = folder;
    const id = groupEntries(editor.doc, editor.origin, children, name);
    done.add(folder);
    if (id) {
      updateFolder(editor.doc, editor.origin, id, { visible, opacity, blendMode });
      if (folder.parent) add(folder.parent, id);
    }
    pending = deepestFirst(entries.keys()).filter((candidate) => !done.has(candidate));
  }
}

/**
 * The imported layers, uploaded, as layers above the active one, bottom to top, in one undo step:
 * each with its name, visibility, opacity, blend mode and clipping, its pixels a placed image
 * (`blobId`) where they were in the file, times `scale`, its layer mask a mask holding its greys
 * as an image (`maskBlobId`), in folders as the file's groups.
 */
export function placeImportedLayers(
  editor: Editor,
  artboardId: string,
  uploaded: readonly { layer: ImportedLayer; blobId: string; maskBlobId: string | null }[],
  scale: number,
): void {
  let below = editor.state.activeLayerId ?? undefined;
  const ids = new Map<ImportedLayer, string>();
  editor.doc.transact(() => {
    uploaded.forEach(({ layer, blobId, maskBlobId }, index) => {
      const layerId = addLayer(editor.doc, editor.origin, artboardId, layer.name, below);
      const { visible, opacity, blendMode } = layer;
      // Clipped to the file's layer below, never to one of ours the file did not know.
      const clipped = layer.clipped === true && index > 0;
      updateLayer(editor.doc, editor.origin, layerId, {
        visible,
        opacity,
        blendMode,
        ...(clipped ? { clipped } : {}),
      });
      const placed = (
        id: string,
        box: Pick<ImportedLayer, "left" | "top" | "width" | "height">,
      ) => ({
        kind: "image" as const,
        id: newId(),
        blobId: id,
        x: box.left * scale,
        y: box.top * scale,
        width: box.width * scale,
        height: box.height * scale,
        rotation: 0,
      });
      addElements(editor.doc, editor.origin, layerId, [placed(blobId, layer)]);
      if (layer.mask) {
        // The file's layer mask as ours: its greys an image in the mask (version 6).
        addMask(editor.doc, editor.origin, layerId);
        const picture = layer.mask.picture;
        if (picture && maskBlobId) {
          addElements(editor.doc, editor.origin, layerId, [placed(maskBlobId, picture)], "mask");
        }
        if (layer.mask.disabled) setMaskDisabled(editor.doc, editor.origin, layerId, true);
      }
      below = layerId;
      ids.set(layer, layerId);
    });
    groupAsInFile(editor, ids);
  }, editor.origin);
  if (below) editor.setActiveLayer(below);
}
