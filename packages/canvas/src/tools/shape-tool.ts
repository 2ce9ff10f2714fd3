import { newId } from "../document/ids.js";
import type { StrokePoint } from "../document/schema.js";
import type { Editor } from "../editor/editor.js";
import type { PaintTarget } from "../editor/editor-state.js";
import type { Point } from "../geometry/rect.js";
import { perspectiveLineEnd } from "../guides/guide-snap.js";
import {
  constrainToSquare,
  ellipseOutline,
  lineOutline,
  rectangleOutline,
  snapTo45Degrees,
} from "./shape-outlines.js";
import { commitStroke, layerToDrawOn, strokeFromBrush } from "./stroke-from-brush.js";
import type { Tool, ToolInput } from "./tool.js";

type ShapeKind = "line" | "rectangle" | "ellipse";

type ShapeState =
  | { kind: "idle" }
  /** Down, not yet moved far enough to mean a shape rather than a stray click. */
  | { kind: "pointing"; id: string; target: PaintTarget; start: Point; startScreen: Point }
  | { kind: "dragging"; id: string; target: PaintTarget; start: Point };

/** Screen pixels the pointer must travel before a press becomes a shape. */
const DRAG_THRESHOLD = 2;

const OUTLINES: Record<ShapeKind, (start: Point, end: Point) => StrokePoint[]> = {
  line: lineOutline,
  rectangle: rectangleOutline,
  ellipse: ellipseOutline,
};

/**
 * Line, rectangle and ellipse: drag from one corner (or end) to the other. Shift snaps the line
 * to 45° and makes the box a square or circle; with the guides' snapping on, the line runs along
 * the perspective (guide-snap.ts). The outline's points are generated, at full
 * pressure, and committed as one stroke with the shape's tool name.
 */
export function createShapeTool(editor: Editor, id: ShapeKind): Tool {
  let state: ShapeState = { kind: "idle" };

  const pointsTo = (start: Point, input: ToolInput) => {
    if (input.shiftKey) {
      const constrain = id === "line" ? snapTo45Degrees : constrainToSquare;
      return OUTLINES[id](start, constrain(start, input.point));
    }
    // A line follows the perspective guide, as the brush does, while snapping is on.
    const { guides, guidesShown, guideSnapping } = editor.state;
    const snaps = id === "line" && guidesShown && guideSnapping;
    return OUTLINES[id](
      start,
      snaps ? perspectiveLineEnd(guides, start, input.point) : input.point,
    );
  };

  return {
    id,
    handlePointerDown(input) {
      const target = layerToDrawOn(editor);
      if (!target) return;
      const startScreen = { x: input.x, y: input.y };
      state = { kind: "pointing", id: newId(), target, start: input.point, startScreen };
    },
    handlePointerMove(input) {
      if (state.kind === "pointing") {
        const travel = Math.hypot(input.x - state.startScreen.x, input.y - state.startScreen.y);
        if (travel < DRAG_THRESHOLD) return;
        state = { kind: "dragging", id: state.id, target: state.target, start: state.start };
      }
      if (state.kind !== "dragging") return;
      const liveStroke = strokeFromBrush(editor, state.id, id, pointsTo(state.start, input));
      editor.setState({ liveStroke });
    },
    handlePointerUp(input) {
      const ended = state;
      state = { kind: "idle" };
      if (ended.kind !== "dragging") return;
      const stroke = strokeFromBrush(editor, ended.id, id, pointsTo(ended.start, input));
      commitStroke(editor, ended.target, [stroke]);
    },
    handleCancel() {
      if (state.kind === "dragging") editor.clearLiveStroke();
      state = { kind: "idle" };
    },
  };
}
