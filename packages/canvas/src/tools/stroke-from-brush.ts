import { encodePoints, encodeSamples } from "../document/points.js";
import type { BrushStyle, Stroke, StrokePoint, StrokeTool } from "../document/schema.js";
import { addElements } from "../document/workbench-document.js";
import { ERASER_STYLE } from "../editor/brush-presets.js";
import type { Editor } from "../editor/editor.js";
import { isSolidStyle } from "../render/brush-dabs.js";
import { isTiltStyle } from "../render/tilted-tip.js";

/** A stroke element drawn with the editor's brush settings, by this editor's user. */
export function strokeFromBrush(
  editor: Editor,
  id: string,
  tool: StrokeTool,
  points: readonly StrokePoint[],
): Stroke {
  const { color, size, opacity, smoothing, style } = editor.state.brush;
  const kept = tool === "brush" ? style : tool === "eraser" ? eraserStyleOf(style) : null;
  // A pen's tilt is kept where a tip may lean: brush strokes, and an eraser whose tip answers to
  // it (any other eraser would only carry bytes that change nothing). Shapes have no tip.
  const keepsTilt = tool === "brush" || (kept !== null && isTiltStyle(kept));
  // Paint on an alpha-locked layer lands only on its pixels, for good (schema.ts `composite`);
  // an eraser still cuts.
  const atop = tool !== "eraser" && editor.activeLayer()?.alphaLocked === true;
  return {
    kind: "stroke",
    id,
    tool,
    color,
    size,
    opacity,
    smoothing,
    author: editor.userId,
    ...(keepsTilt ? encodeSamples(points) : { points: encodePoints(points) }),
    ...(kept ? { style: kept } : {}),
    ...(atop ? { composite: "atop" as const } : {}),
  };
}

/**
 * The style an eraser stroke keeps: none for a tip that erases as the plain eraser (solid, not
 * laid down by tilt, sized by pressure as ERASER_STYLE), so that the eraser as it comes cuts
 * exactly as it did before it had a style and its erasures stay as small.
 */
function eraserStyleOf(style: BrushStyle | null): BrushStyle | null {
  if (!style) return null;
  const { sizeCurve } = ERASER_STYLE;
  const isPlainSize =
    style.sizeCurve.length === sizeCurve.length &&
    style.sizeCurve.every(
      (point, index) => point.x === sizeCurve[index]?.x && point.y === sizeCurve[index]?.y,
    );
  return isSolidStyle(style) && !isTiltStyle(style) && isPlainSize ? null : style;
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
