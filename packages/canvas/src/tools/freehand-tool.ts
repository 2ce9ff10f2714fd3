import { newId } from "../document/ids.js";
import type { PenTilt, StrokePoint } from "../document/schema.js";
import type { Editor } from "../editor/editor.js";
import type { PaintTarget } from "../editor/editor-state.js";
import { viewportMatrix } from "../editor/viewport.js";
import { turnedAngle } from "../geometry/affine.js";
import { invertMatrix } from "../geometry/element-frame.js";
import { createGuideSnap, type GuideSnap, SNAP_DECISION_DISTANCE } from "../guides/guide-snap.js";
import type { SymmetryGuide } from "../guides/guides.js";
import { recognizeShape } from "../guides/quick-shape.js";
import { symmetricCopies } from "../guides/symmetry.js";
import { commitErasure } from "./commit-erasure.js";
import { createPressureSimulator, type PressureSimulator } from "./simulated-pressure.js";
import { createStabiliser, type Stabiliser, stringLength } from "./stabiliser.js";
import { commitStroke, layerToDrawOn, strokeFromBrush } from "./stroke-from-brush.js";
import type { Tool, ToolInput } from "./tool.js";

type FreehandState =
  | { kind: "idle" }
  | {
      kind: "drawing";
      id: string;
      target: PaintTarget;
      /**
       * The stabilised samples, in order: the UI passes each coalesced pen event, and with the
       * stabiliser off every one is kept as it came.
       */
      samples: StrokePoint[];
      /** The pen's latest sample, ahead of the paint when the stabiliser is on. */
      pen: StrokePoint;
      /** Null for a pen, whose own pressure is kept. */
      simulator: PressureSimulator | null;
      stabiliser: Stabiliser;
      /** The guide the stroke follows, when the guides show and drawing assist is on. */
      snap: GuideSnap | null;
      /** The symmetry it is drawn with, on the same terms. */
      symmetry: SymmetryGuide | null;
      /** Shift held: a straight line from the first sample to the latest. */
      straight: boolean;
      /** Held still and made a clean shape (QuickShape): the samples are final, moves ignored. */
      shaped: boolean;
    };

/**
 * The brush and the eraser: pointer down starts a stroke on the active layer, every move adds a
 * sample, pointer up commits one stroke element (a click without movement commits a dot). The
 * eraser draws the same stroke with tool "eraser", previewed as destination-out within its
 * layer, and on pointer up cuts it from each element it crossed (commit-erasure.ts). The
 * samples are placed on the guide the stroke follows (guide-snap.ts), then stored as the
 * stabiliser lets them through (stabiliser.ts; all of them when it is off), and the end catches
 * up to the pen on pointer up; perfect-freehand shapes them when drawn. A brush stroke held still
 * becomes the clean line, ellipse or arc it was heading for (QuickShape, quick-shape.ts).
 */
export function createFreehandTool(editor: Editor, id: "brush" | "eraser"): Tool {
  let state: FreehandState = { kind: "idle" };

  // A straight line goes to the pen itself: the stabiliser's lag would only shorten it.
  const pointsOf = (drawing: Extract<FreehandState, { kind: "drawing" }>) => {
    const first = drawing.samples[0];
    return drawing.straight && first && drawing.pen !== first
      ? [first, drawing.pen]
      : drawing.samples;
  };

  const showLive = (drawing: Extract<FreehandState, { kind: "drawing" }>) => {
    const liveStroke = strokeFromBrush(editor, drawing.id, id, pointsOf(drawing));
    editor.setState({ liveStroke, liveCopies: symmetricCopies(liveStroke, drawing.symmetry) });
  };

  /**
   * A pen's tilt on the artboard: its azimuth was the screen's, and a turned or mirrored view
   * turns it back. A mouse or a finger has none; the stroke keeps it where its tip answers to it
   * (stroke-from-brush.ts).
   */
  const tiltOf = (input: ToolInput): PenTilt | undefined => {
    if (input.pointerType !== "pen" || !input.tilt) return undefined;
    const toBoard = invertMatrix(viewportMatrix(editor.state.viewport));
    return { altitude: input.tilt.altitude, azimuth: turnedAngle(toBoard, input.tilt.azimuth) };
  };

  const addSample = (drawing: Extract<FreehandState, { kind: "drawing" }>, input: ToolInput) => {
    if (drawing.shaped) return;
    const pressure = drawing.simulator
      ? drawing.simulator.next(input.x, input.y, input.time)
      : Math.min(1, Math.max(0, input.pressure));
    const at = drawing.snap ? drawing.snap.place(input.point) : input.point;
    const tilt = tiltOf(input);
    drawing.pen = { x: at.x, y: at.y, pressure, ...(tilt ? { tilt } : {}) };
    const painted = drawing.stabiliser.follow(drawing.pen);
    if (painted) drawing.samples.push(painted);
    const wasStraight = drawing.straight;
    drawing.straight = input.shiftKey;
    if (!painted && !wasStraight && !drawing.straight) return;
    showLive(drawing);
  };

  return {
    id,
    handlePointerDown(input) {
      const target = layerToDrawOn(editor);
      if (!target) return;
      const { brush, viewport, guides, guidesShown, guideSnapping } = editor.state;
      const assisted = guidesShown && guideSnapping;
      state = {
        kind: "drawing",
        id: newId(),
        target,
        samples: [],
        pen: { ...input.point, pressure: 0 },
        simulator: input.pointerType === "pen" ? null : createPressureSimulator(),
        stabiliser: createStabiliser(stringLength(brush.stabiliser, viewport.scale)),
        snap: assisted
          ? createGuideSnap(guides, input.point, SNAP_DECISION_DISTANCE / viewport.scale)
          : null,
        symmetry: assisted ? guides.symmetry : null,
        straight: false,
        shaped: false,
      };
      addSample(state, input);
    },
    handlePointerMove(input) {
      if (state.kind === "drawing") addSample(state, input);
    },
    handlePointerUp(input) {
      if (state.kind !== "drawing") return;
      if (!state.shaped) {
        // The up event is not a sample (a pen reports pressure 0 on lift), but Shift may change.
        state.straight = input.shiftKey;
        const end = state.stabiliser.catchUp();
        if (end) state.samples.push(end);
      }
      const stroke = strokeFromBrush(editor, state.id, id, pointsOf(state));
      const strokes = [stroke, ...symmetricCopies(stroke, state.symmetry)];
      const { target } = state;
      state = { kind: "idle" };
      if (id === "eraser") commitErasure(editor, target, strokes);
      else commitStroke(editor, target, strokes);
    },
    handleHold() {
      if (state.kind !== "drawing" || state.shaped || id !== "brush") return;
      if (!editor.state.quickShape || state.straight) return;
      const end = state.stabiliser.catchUp();
      const shape = recognizeShape(end ? [...state.samples, end] : state.samples);
      if (!shape) return;
      state.samples = shape.points;
      state.shaped = true;
      showLive(state);
    },
    handleCancel() {
      if (state.kind === "idle") return;
      state = { kind: "idle" };
      editor.clearLiveStroke();
    },
  };
}
