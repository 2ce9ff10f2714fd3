import { foldersAround } from "../document/folder-views.js";
import type { ArtboardView, LayerView } from "../document/workbench-document.js";
import type { EditBlock } from "./editor-state.js";

/**
 * Why a layer cannot be drawn on because of the folders it is in: a locked or hidden folder
 * locks or hides all it holds, as in Photoshop. Null when none of them blocks it.
 */
export function folderBlock(
  artboard: Pick<ArtboardView, "layers">,
  layers: readonly LayerView[],
  layerId: string,
): EditBlock | null {
  const folders = foldersAround(artboard, layers, layerId);
  if (folders.some((folder) => folder.locked)) return "folder-locked";
  if (folders.some((folder) => !folder.visible)) return "folder-hidden";
  return null;
}
