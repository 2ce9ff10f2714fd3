import type { Editor } from "../editor/editor.js";
import { panBy } from "../editor/viewport.js";
import type { Point } from "../geometry/rect.js";
import type { Tool } from "./tool.js";

type HandState = { kind: "idle" } | { kind: "panning"; last: Point };

/** Drag to pan: the artboard follows the pointer, in screen pixels. */
export function createHandTool(editor: Editor): Tool {
  let state: HandState = { kind: "idle" };
  return {
    id: "hand",
    handlePointerDown(input) {
      state = { kind: "panning", last: { x: input.x, y: input.y } };
    },
    handlePointerMove(input) {
      if (state.kind !== "panning") return;
      const { last } = state;
      state = { kind: "panning", last: { x: input.x, y: input.y } };
      editor.setViewport(panBy(editor.state.viewport, input.x - last.x, input.y - last.y));
    },
    handlePointerUp() {
      state = { kind: "idle" };
    },
    handleCancel() {
      state = { kind: "idle" };
    },
  };
}
