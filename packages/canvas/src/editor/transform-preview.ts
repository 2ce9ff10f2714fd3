import { applyTransform } from "../geometry/pending-transform.js";
import type { ElementPreview } from "../render/renderer.js";
import type { Editor } from "./editor.js";

/**
 * The selected elements as the transform being dragged leaves them, for the renderer to show in
 * their place (`Renderer.setPreview`); null when no transform is being dragged.
 */
export function transformPreview(editor: Editor): ElementPreview | null {
  const { pendingTransform, activeLayerId } = editor.state;
  if (!pendingTransform || !activeLayerId) return null;
  const elements = editor
    .selectedElements()
    .map((element) => applyTransform(element, pendingTransform));
  return { layerId: activeLayerId, elements };
}
