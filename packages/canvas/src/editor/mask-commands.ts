import {
  addMask,
  applyMask,
  canApplyMask,
  deleteMask,
  setMaskDisabled,
} from "../document/layer-masks.js";
import type { EditorCommand } from "./commands.js";
import type { Editor } from "./editor.js";

/**
 * The active layer's mask (version 6), from the layers panel's menu and the "?" panel; each one
 * undo step, none for a read-only editor. Adding a mask makes it the paint target, as Photoshop
 * and Procreate do: the next stroke hides or shows.
 */

/** The active layer when the editor may change it, with whether it has a mask. */
function editable(editor: Editor) {
  const layer = editor.state.readOnly ? null : editor.activeLayer();
  return layer ? { layer, hasMask: layer.mask !== null } : null;
}

export const MASK_COMMANDS: EditorCommand[] = [
  {
    id: "addMask",
    label: "Add mask",
    group: "Layers",
    isEnabled: (editor) => editable(editor)?.hasMask === false,
    run: (editor) => {
      const layer = editable(editor)?.layer;
      if (layer && addMask(editor.doc, editor.origin, layer.id)) {
        editor.setActiveLayer(layer.id, "mask");
      }
    },
  },
  {
    id: "toggleMask",
    label: "Disable or enable mask",
    group: "Layers",
    isEnabled: (editor) => editable(editor)?.hasMask === true,
    run: (editor) => {
      const layer = editable(editor)?.layer;
      if (layer) setMaskDisabled(editor.doc, editor.origin, layer.id, !layer.maskDisabled);
    },
  },
  {
    id: "applyMask",
    label: "Apply mask",
    group: "Layers",
    isEnabled: (editor) => {
      const layer = editable(editor)?.layer;
      return layer !== undefined && canApplyMask(editor.doc, layer.id);
    },
    run: (editor) => {
      const layer = editable(editor)?.layer;
      if (layer) applyMask(editor.doc, editor.origin, layer.id);
    },
  },
  {
    id: "deleteMask",
    label: "Delete mask",
    group: "Layers",
    isEnabled: (editor) => editable(editor)?.hasMask === true,
    run: (editor) => {
      const layer = editable(editor)?.layer;
      if (layer) deleteMask(editor.doc, editor.origin, layer.id);
    },
  },
];
