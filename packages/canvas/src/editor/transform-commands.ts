import { replaceElements } from "../document/workbench-document.js";
import { rectCenter } from "../geometry/rect.js";
import { transformElement } from "../geometry/transform-element.js";
import { selectionBounds } from "../tools/selection-handles.js";
import { TRANSFORM_MODE_LABELS, TRANSFORM_MODES } from "../tools/transform-mode.js";
import type { EditorCommand } from "./commands.js";
import type { Editor } from "./editor.js";
import { liftRegion } from "./region-selection.js";

/**
 * Mirrors the selection about its centre, as one undo step (a selected region's pixels lifted
 * first, in the same step). An affine flip composes into each element's frame, so its erasures
 * are mirrored with it; an image keeps a `flipped` mark. Refused, and said why, when the active
 * layer cannot be changed.
 */
export function flipSelection(editor: Editor, axis: "horizontal" | "vertical"): boolean {
  const layerId = editor.state.activeLayerId;
  const bounds = selectionBounds(editor);
  const block = editor.editBlock();
  editor.noteRefusal(bounds ? block : null);
  if (!layerId || !bounds || block) return false;
  const step = {};
  if (editor.state.region && !liftRegion(editor, step)) return false;
  const flip = { kind: "flip", origin: rectCenter(bounds), axis } as const;
  const flipped = editor.selectedElements().map((element) => transformElement(element, flip));
  editor.writeGrouped(step, () => replaceElements(editor.doc, editor.origin, layerId, flipped));
  return true;
}

const canTransform = (editor: Editor) =>
  (editor.state.selection.length > 0 || editor.state.region !== null) &&
  editor.editBlock() === null;

/**
 * The selection's flips and transform modes, for its bar, the menus and the "?" panel. The
 * flips have no shortcut, as in Photoshop (Procreate has no keys): H and V are taken by tools.
 */
export const TRANSFORM_COMMANDS: EditorCommand[] = [
  {
    id: "flipHorizontal",
    label: "Flip horizontally",
    group: "Edit",
    isEnabled: canTransform,
    run: (editor) => {
      flipSelection(editor, "horizontal");
    },
  },
  {
    id: "flipVertical",
    label: "Flip vertically",
    group: "Edit",
    isEnabled: canTransform,
    run: (editor) => {
      flipSelection(editor, "vertical");
    },
  },
  ...TRANSFORM_MODES.map(
    (mode): EditorCommand => ({
      id: `transformMode.${mode}`,
      label: `${TRANSFORM_MODE_LABELS[mode]} transform`,
      group: "Edit",
      isEnabled: (editor) => !editor.state.readOnly,
      run: (editor) => editor.setState({ transformMode: mode }),
    }),
  ),
];
