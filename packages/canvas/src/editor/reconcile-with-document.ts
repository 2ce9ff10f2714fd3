import { findLayer, readArtboards, readLayers } from "../document/workbench-document.js";
import type { Editor } from "./editor.js";
import type { EditorState } from "./editor-state.js";

/**
 * What keeps the editor's state true to the document after any change, local, undone or
 * remote: the active layer falls back to the top one when it goes, and the selection drops what
 * was removed. Null when nothing needs to change.
 */
export function reconcileWithDocument(
  editor: Editor,
): Pick<EditorState, "activeLayerId" | "selection"> | null {
  const { activeLayerId, selection } = editor.state;
  if (!activeLayerId || !findLayer(editor.doc, activeLayerId)) {
    const artboard = readArtboards(editor.doc)[0];
    const top = artboard ? (readLayers(artboard).at(-1)?.id ?? null) : null;
    return top === activeLayerId ? null : { activeLayerId: top, selection: [] };
  }
  if (selection.length === 0) return null;
  const present = new Set(editor.activeElements().map((element) => element.id));
  const kept = selection.filter((id) => present.has(id));
  return kept.length === selection.length ? null : { activeLayerId, selection: kept };
}
