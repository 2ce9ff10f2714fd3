import { encodePoints, encodeSamples } from "../document/points.js";
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
    // A pen's tilt is kept on brush strokes only: the eraser and the shapes have no tip to lean.
    ...(tool === "brush" ? encodeSamples(points) : { points: encodePoints(points) }),
    ...(tool === "brush" && style ? { style } : {}),
  };
}

/**
 * Adds the strokes (one, or one with its symmetric copies) to the layer they were started on, as
 * one undo step, unless that layer can no longer be drawn on (it was locked or hidden
 * meanwhile). The brush's colour becomes recent.
 */
export function commitStroke(editor: Editor, layerId: string, strokes: readonly Stroke[]): boolean {
  const block = editor.state.activeLayerId === layerId ? editor.editBlock() : "no-layer";
  editor.clearLiveStroke();
  const [first] = strokes;
  if (block || !first) {
    editor.noteRefusal(block);
    return false;
  }
  addElements(editor.doc, editor.origin, layerId, strokes);
  if (first.tool !== "eraser") editor.chooseColor(first.color);
  return true;
}

/** The active layer's id when a stroke may start on it; otherwise notes why not and answers null. */
export function layerToDrawOn(editor: Editor): string | null {
  const block = editor.editBlock();
  editor.noteRefusal(block);
  return block ? null : editor.state.activeLayerId;
}
