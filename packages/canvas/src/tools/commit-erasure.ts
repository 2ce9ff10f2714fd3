import type { Stroke } from "../document/schema.js";
import {
  findLayer,
  readElements,
  removeElements,
  replaceElements,
} from "../document/workbench-document.js";
import type { Editor } from "../editor/editor.js";
import type { PaintTarget } from "../editor/editor-state.js";
import { eraseElements, markOf } from "../geometry/erase-elements.js";
import { isPaintTarget } from "./stroke-from-brush.js";

/**
 * Commits what the eraser drew on a layer or its mask (one mark, or one with its symmetric
 * copies; on a mask it cuts the mask's strokes, which shows the layer again there): each
 * element a mark reaches gets it as an erasure in its own frame, and an element with nothing
 * left to show is removed, so no invisible element stays to be selected. One transaction, so one
 * undo step; marks that reach nothing change nothing. Answers whether anything was erased.
 */
export function commitErasure(
  editor: Editor,
  target: PaintTarget,
  strokes: readonly Stroke[],
): boolean {
  const block = isPaintTarget(editor, target) ? editor.editBlock() : "no-layer";
  editor.clearLiveStroke();
  const { layerId, list } = target;
  const layer = findLayer(editor.doc, layerId)?.layer;
  const elements = list === "mask" ? layer?.mask : layer?.elements;
  if (block || !elements) {
    editor.noteRefusal(block);
    return false;
  }
  let erased = false;
  editor.doc.transact(() => {
    for (const stroke of strokes) {
      // Each mark reads the layer as the marks before it left it.
      const plan = eraseElements(readElements({ elements }), markOf(stroke));
      if (plan.replaced.length === 0 && plan.removed.length === 0) continue;
      erased = true;
      replaceElements(editor.doc, editor.origin, layerId, plan.replaced, list);
      removeElements(editor.doc, editor.origin, layerId, plan.removed, list);
    }
  }, editor.origin);
  return erased;
}
