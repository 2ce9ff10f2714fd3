import { encodePoints, encodeSamples } from "../document/points.js";
import type { BrushStyle, Stroke, StrokePoint, StrokeTool } from "../document/schema.js";
import { addElements } from "../document/workbench-document.js";
import { ERASER_STYLE } from "../editor/brush-presets.js";
import type { Editor } from "../editor/editor.js";
import type { PaintTarget } from "../editor/editor-state.js";
import { isSolidStyle } from "../render/brush-dabs.js";
import { greyOf } from "../render/layer-mask.js";
import { isTiltStyle } from "../render/tilted-tip.js";

/**
 * A stroke element drawn with the editor's brush settings, by this editor's user. On a mask it
 * paints the grey of the brush's colour (its luminance, which is all a mask reads), so that the
 * mask holds greys only and shows as it works.
 */
export function strokeFromBrush(
  editor: Editor,
  id: string,
  tool: StrokeTool,
  points: readonly StrokePoint[],
): Stroke {
  const { brush, activeList } = editor.state;
  const { size, opacity, smoothing, style } = brush;
  const onMask = activeList === "mask";
  const color = onMask ? greyOf(brush.color) : brush.color;
  const kept = tool === "brush" ? style : tool === "eraser" ? eraserStyleOf(style) : null;
  // A pen's tilt is kept where a tip may lean: brush strokes, and an eraser whose tip answers to
  // it (any other eraser would only carry bytes that change nothing). Shapes have no tip.
  const keepsTilt = tool === "brush" || (kept !== null && isTiltStyle(kept));
  // Paint on an alpha-locked layer lands only on its pixels, for good (schema.ts `composite`);
  // an eraser still cuts. The lock is the picture's: a mask is painted freely.
  const atop = tool !== "eraser" && !onMask && editor.activeLayer()?.alphaLocked === true;
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

/** Whether painting still goes where a stroke was started: same layer, same list. */
export function isPaintTarget(editor: Editor, target: PaintTarget): boolean {
  const { activeLayerId, activeList } = editor.state;
  return activeLayerId === target.layerId && activeList === target.list;
}

/**
 * Adds the strokes (one, or one with its symmetric copies) to the layer (or mask) they were
 * started on, as one undo step, unless that can no longer be drawn on (the layer was locked or
 * hidden meanwhile, its mask deleted). The brush's colour becomes recent; a mask's grey does not.
 */
export function commitStroke(
  editor: Editor,
  target: PaintTarget,
  strokes: readonly Stroke[],
): boolean {
  const block = isPaintTarget(editor, target) ? editor.editBlock() : "no-layer";
  editor.clearLiveStroke();
  const [first] = strokes;
  if (block || !first) {
    editor.noteRefusal(block);
    return false;
  }
  addElements(editor.doc, editor.origin, target.layerId, strokes, target.list);
  if (first.tool !== "eraser" && target.list === "elements") editor.chooseColor(first.color);
  return true;
}

/**
 * Where a stroke may start: the active layer's picture or mask; otherwise notes why not and
 * answers null.
 */
export function layerToDrawOn(editor: Editor): PaintTarget | null {
  const block = editor.editBlock();
  editor.noteRefusal(block);
  const { activeLayerId, activeList } = editor.state;
  return block || !activeLayerId ? null : { layerId: activeLayerId, list: activeList };
}
