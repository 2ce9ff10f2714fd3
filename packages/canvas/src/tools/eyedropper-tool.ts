import type { Editor } from "../editor/editor.js";
import type { Tool } from "./tool.js";

type EyedropperState = { kind: "idle" } | { kind: "sampling"; picked: string | null };

/**
 * Press to pick the colour under the pointer, drag to keep sampling, release to keep the last
 * colour picked, which also becomes the most recent colour, and go back to the tool used before
 * the eyedropper was chosen (a release without a pick stays). Alt with a painting tool lends this
 * tool one gesture (tool.ts). The pixels are the renderer's: the editor asks the `pickColor`
 * callback it was given.
 */
export function createEyedropperTool(editor: Editor): Tool {
  let state: EyedropperState = { kind: "idle" };

  const sample = (point: { x: number; y: number }) => {
    if (state.kind !== "sampling") return;
    const color = editor.pickColor(point);
    if (!color) return;
    state.picked = color;
    editor.setBrush({ color });
  };

  return {
    id: "eyedropper",
    handlePointerDown(input) {
      state = { kind: "sampling", picked: null };
      sample(input.point);
    },
    handlePointerMove(input) {
      sample(input.point);
    },
    handlePointerUp() {
      const picked = state.kind === "sampling" ? state.picked : null;
      state = { kind: "idle" };
      if (!picked) return;
      editor.chooseColor(picked);
      editor.returnFromEyedropper();
    },
    handleCancel() {
      state = { kind: "idle" };
    },
  };
}
