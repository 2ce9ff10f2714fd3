import type { Editor } from "../editor/editor.js";
import { ZOOM_STEP, zoomAt } from "../editor/viewport.js";
import type { Tool } from "./tool.js";

/** Click zooms in one step around the pointer; Alt-click zooms out. */
export function createZoomTool(editor: Editor): Tool {
  return {
    id: "zoom",
    handlePointerDown() {},
    handlePointerMove() {},
    handlePointerUp(input) {
      const factor = input.altKey ? 1 / ZOOM_STEP : ZOOM_STEP;
      editor.setViewport(zoomAt(editor.state.viewport, input, factor));
    },
    handleCancel() {},
  };
}
