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
 * Commits what the eraser drew on a layer (one mark, or one with its symmetric copies): each
 * element a mark reaches gets it as an erasure in its own frame, and an element with nothing
 * left to show is removed, so no invisible element stays to be selected. One transaction, so one
 * undo step; marks that reach nothing change nothing. Answers whether anything was erased.
 */
export function commitErasure(
  editor: Editor,
  layerId: string,
  strokes: readonly Stroke[],
): boolean {
  const block = editor.state.activeLayerId === layerId ? editor.editBlock() : "no-layer";
  editor.clearLiveStroke();
  const layer = findLayer(editor.doc, layerId)?.layer;
  if (block || !layer) {
    editor.noteRefusal(block);
    return false;
  }
  let erased = false;
  editor.doc.transact(() => {
    for (const stroke of strokes) {
      // Each mark reads the layer as the marks before it left it.
      const plan = eraseElements(readElements(layer), markOf(stroke));
      if (plan.replaced.length === 0 && plan.removed.length === 0) continue;
      erased = true;
      replaceElements(editor.doc, editor.origin, layerId, plan.replaced);
      removeElements(editor.doc, editor.origin, layerId, plan.removed);
    }
  }, editor.origin);
  return erased;
}
