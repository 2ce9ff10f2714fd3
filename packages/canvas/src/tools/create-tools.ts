import type { Editor } from "../editor/editor.js";
import { createGuidesTool } from "../guides/guides-tool.js";
import { createEyedropperTool } from "./eyedropper-tool.js";
import { createFreehandTool } from "./freehand-tool.js";
import { createHandTool } from "./hand-tool.js";
import { createSelectionTool } from "./selection-tool.js";
import { createShapeTool } from "./shape-tool.js";
import type { Tool, ToolId } from "./tool.js";
import { createZoomTool } from "./zoom-tool.js";

/** One instance of every tool for an editor; each keeps its own gesture state. */
export function createTools(editor: Editor): Record<ToolId, Tool> {
  return {
    select: createSelectionTool(editor, "select"),
    lasso: createSelectionTool(editor, "lasso"),
    brush: createFreehandTool(editor, "brush"),
    eraser: createFreehandTool(editor, "eraser"),
    line: createShapeTool(editor, "line"),
    rectangle: createShapeTool(editor, "rectangle"),
    ellipse: createShapeTool(editor, "ellipse"),
    guides: createGuidesTool(editor),
    eyedropper: createEyedropperTool(editor),
    hand: createHandTool(editor),
    zoom: createZoomTool(editor),
  };
}
