import type { Editor } from "../editor/editor.js";
import { panBy, rotateTo } from "../editor/viewport.js";
import type { Point } from "../geometry/rect.js";
import type { Tool } from "./tool.js";

type HandState =
  | { kind: "idle" }
  | { kind: "panning"; last: Point }
  | { kind: "rotating"; center: Point; last: number };

/** The pointer's angle around `center`, in degrees clockwise on screen. */
const angleAround = (center: Point, point: Point) =>
  (Math.atan2(point.y - center.y, point.x - center.x) * 180) / Math.PI;

/**
 * Drag to pan: the artboard follows the pointer, in screen pixels. With Shift held at the press
 * (Shift+Space in Krita) the drag turns the view around the screen centre instead, as far as
 * the pointer turns around it.
 */
export function createHandTool(editor: Editor): Tool {
  let state: HandState = { kind: "idle" };
  return {
    id: "hand",
    handlePointerDown(input) {
      if (input.shiftKey) {
        const { width, height } = editor.state.screen;
        const center = { x: width / 2, y: height / 2 };
        state = { kind: "rotating", center, last: angleAround(center, input) };
      } else {
        state = { kind: "panning", last: { x: input.x, y: input.y } };
      }
    },
    handlePointerMove(input) {
      const { viewport } = editor.state;
      if (state.kind === "panning") {
        const { last } = state;
        state = { kind: "panning", last: { x: input.x, y: input.y } };
        editor.setViewport(panBy(viewport, input.x - last.x, input.y - last.y));
      } else if (state.kind === "rotating") {
        const { center, last } = state;
        const angle = angleAround(center, input);
        state = { kind: "rotating", center, last: angle };
        editor.setViewport(rotateTo(viewport, center, viewport.rotation + angle - last));
      }
    },
    handlePointerUp() {
      state = { kind: "idle" };
    },
    handleCancel() {
      state = { kind: "idle" };
    },
  };
}
