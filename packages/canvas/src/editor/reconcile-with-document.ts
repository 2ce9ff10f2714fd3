import { readFolders } from "../document/folder-views.js";
import {
  type ArtboardView,
  findLayer,
  readArtboards,
  readLayers,
} from "../document/workbench-document.js";
import { NO_GUIDES } from "../guides/guides.js";
import { readGuides } from "../guides/guides-document.js";
import type { Editor } from "./editor.js";
import type { EditorState } from "./editor-state.js";

type DocumentPatch = Partial<
  Pick<
    EditorState,
    | "activeLayerId"
    | "activeList"
    | "activeFolderId"
    | "selection"
    | "region"
    | "guides"
    | "selectedGuide"
  >
>;

/**
 * What keeps the editor's state true to the document after any change, local, undone or
 * remote: the active layer falls back to the top one when it goes (the active folder to none), the
 * selection drops what was removed, painting goes back to the layer's picture when its mask went
 * (deleted, applied, undone, or by someone else), and the guides are the artboard's (the selected
 * ellipse guide or ruler dropped when it went). Null when nothing needs to change.
 */
export function reconcileWithDocument(editor: Editor): DocumentPatch | null {
  const { activeLayerId, activeList, selection } = editor.state;
  const found = activeLayerId ? findLayer(editor.doc, activeLayerId) : null;
  const patch: DocumentPatch = {};
  if (activeList === "mask" && !found?.layer.mask) patch.activeList = "elements";
  let artboard: ArtboardView | null = found?.artboard ?? null;
  if (!found) {
    artboard = readArtboards(editor.doc)[0] ?? null;
    const top = artboard ? (readLayers(artboard).at(-1)?.id ?? null) : null;
    if (top !== activeLayerId) {
      Object.assign(patch, { activeLayerId: top, selection: [], region: null });
    }
  } else if (selection.length > 0) {
    const present = new Set(editor.activeElements().map((element) => element.id));
    const kept = selection.filter((id) => present.has(id));
    if (kept.length !== selection.length) patch.selection = kept;
  }
  const { activeFolderId } = editor.state;
  // The active folder is dropped when it goes (deleted, ungrouped, undone).
  if (
    activeFolderId !== null &&
    !(artboard && readFolders(artboard).some((folder) => folder.id === activeFolderId))
  ) {
    patch.activeFolderId = null;
  }
  const guides = artboard ? readGuides(artboard) : NO_GUIDES;
  if (guides !== editor.state.guides) {
    patch.guides = guides;
    const { selectedGuide } = editor.state;
    const stays = [...guides.ellipses, ...guides.rulers].some(
      (guide) => guide.id === selectedGuide,
    );
    if (selectedGuide && !stays) {
      patch.selectedGuide = null;
    }
  }
  return Object.keys(patch).length > 0 ? patch : null;
}
