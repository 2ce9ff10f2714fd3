import { encodePoints } from "../document/points.js";
import type { Stroke, StrokePoint, StrokeTool } from "../document/schema.js";
import { addElements } from "../document/workbench-document.js";
import type { Editor } from "../editor/editor.js";

/** A stroke element drawn with the editor's brush settings, by this editor's user. */
export function strokeFromBrush(
  editor: Editor,
  id: string,
  tool: StrokeTool,
  points: readonly StrokePoint[],
): Stroke {
  const { color, size, opacity, smoothing, style } = editor.state.brush;
  return {
    kind: "stroke",
    id,
    tool,
    color,
    size,
    opacity,
    smoothing,
    author: editor.userId,
    points: encodePoints(points),
    ...(tool === "brush" && style ? { style } : {}),
  };
}

/**
 * Adds the stroke to the layer it was started on, as one undo step, unless that layer can no
 * longer be drawn on (it was locked or hidden meanwhile). The brush's colour becomes recent.
 */
export function commitStroke(editor: Editor, layerId: string, stroke: Stroke): boolean {
  const block = editor.state.activeLayerId === layerId ? editor.editBlock() : "no-layer";
  editor.setState({ liveStroke: null });
  if (block) {
    editor.noteRefusal(block);
    return false;
  }
  addElements(editor.doc, editor.origin, layerId, [stroke]);
  if (stroke.tool !== "eraser") editor.chooseColor(stroke.color);
  return true;
}

/** The active layer's id when a stroke may start on it; otherwise notes why not and answers null. */
export function layerToDrawOn(editor: Editor): string | null {
  const block = editor.editBlock();
  editor.noteRefusal(block);
  return block ? null : editor.state.activeLayerId;
}
