import { newId } from "../document/ids.js";
import type { StrokePoint } from "../document/schema.js";
import type { Editor } from "../editor/editor.js";
import { createPressureSimulator, type PressureSimulator } from "./simulated-pressure.js";
import { commitStroke, layerToDrawOn, strokeFromBrush } from "./stroke-from-brush.js";
import type { Tool, ToolInput } from "./tool.js";

type FreehandState =
  | { kind: "idle" }
  | {
      kind: "drawing";
      id: string;
      layerId: string;
      /** Every sample given, in order: the UI passes each coalesced pen event. */
      samples: StrokePoint[];
      /** Null for a pen, whose own pressure is kept. */
      simulator: PressureSimulator | null;
      /** Shift held: a straight line from the first sample to the latest. */
      straight: boolean;
    };

/**
 * The brush and the eraser: pointer down starts a stroke on the active layer, every move adds a
 * sample, pointer up commits one stroke element (a click without movement commits a dot). The
 * eraser is the same stroke with tool "eraser", which the renderer paints as destination-out
 * within its layer. The samples are stored raw; perfect-freehand shapes them when drawn.
 */
export function createFreehandTool(editor: Editor, id: "brush" | "eraser"): Tool {
  let state: FreehandState = { kind: "idle" };

  const pointsOf = (drawing: Extract<FreehandState, { kind: "drawing" }>) => {
    const first = drawing.samples[0];
    const last = drawing.samples.at(-1);
    return drawing.straight && first && last && last !== first ? [first, last] : drawing.samples;
  };

  const addSample = (drawing: Extract<FreehandState, { kind: "drawing" }>, input: ToolInput) => {
    const pressure = drawing.simulator
      ? drawing.simulator.next(input.x, input.y, input.time)
      : Math.min(1, Math.max(0, input.pressure));
    drawing.samples.push({ x: input.point.x, y: input.point.y, pressure });
    drawing.straight = input.shiftKey;
    editor.setState({ liveStroke: strokeFromBrush(editor, drawing.id, id, pointsOf(drawing)) });
  };

  return {
    id,
    handlePointerDown(input) {
      const layerId = layerToDrawOn(editor);
      if (!layerId) return;
      const simulator = input.pointerType === "pen" ? null : createPressureSimulator();
      state = { kind: "drawing", id: newId(), layerId, samples: [], simulator, straight: false };
      addSample(state, input);
    },
    handlePointerMove(input) {
      if (state.kind === "drawing") addSample(state, input);
    },
    handlePointerUp(input) {
      if (state.kind !== "drawing") return;
      // The up event is not a sample (a pen reports pressure 0 on lift), but Shift may change.
      state.straight = input.shiftKey;
      const stroke = strokeFromBrush(editor, state.id, id, pointsOf(state));
      const { layerId } = state;
      state = { kind: "idle" };
      commitStroke(editor, layerId, stroke);
    },
    handleCancel() {
      if (state.kind === "idle") return;
      state = { kind: "idle" };
      editor.setState({ liveStroke: null });
    },
  };
}
