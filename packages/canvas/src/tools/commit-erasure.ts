import type { Stroke } from "../document/schema.js";
import {
  findLayer,
  readElements,
  removeElements,
  replaceElements,
} from "../document/workbench-document.js";
import type { Editor } from "../editor/editor.js";
import { eraseElements, markOf } from "../geometry/erase-elements.js";

/**
 * Commits what the eraser drew on a layer: each element it reaches gets the mark as an erasure
 * in its own frame, and an element with nothing left to show is removed, so no invisible element
 * stays to be selected. One transaction, so one undo step; a mark that reaches nothing changes
 * nothing. Answers whether anything was erased.
 */
export function commitErasure(editor: Editor, layerId: string, stroke: Stroke): boolean {
  const block = editor.state.activeLayerId === layerId ? editor.editBlock() : "no-layer";
  editor.setState({ liveStroke: null });
  const layer = findLayer(editor.doc, layerId)?.layer;
  if (block || !layer) {
    editor.noteRefusal(block);
    return false;
  }
  const plan = eraseElements(readElements(layer), markOf(stroke));
  if (plan.replaced.length === 0 && plan.removed.length === 0) return false;
  editor.doc.transact(() => {
    replaceElements(editor.doc, editor.origin, layerId, plan.replaced);
    removeElements(editor.doc, editor.origin, layerId, plan.removed);
  }, editor.origin);
  return true;
}
