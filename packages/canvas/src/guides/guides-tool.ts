import type { Editor } from "../editor/editor.js";
import type { Point } from "../geometry/rect.js";
import type { Tool } from "../tools/tool.js";
import { degreeFromMinorHandle } from "./ellipse-geometry.js";
import { withEllipse, withRuler, withSymmetryCenter, withVanishingPoint } from "./guide-edits.js";
import { type Grip, gripAt } from "./guide-grips.js";
import type { Guides } from "./guides.js";

type GuidesToolState =
  | { kind: "idle" }
  | {
      kind: "dragging";
      grip: Grip;
      /** The guides as they were at the press; every move is applied to these. */
      before: Guides;
      /** Where the press landed, so that a centre moves by the drag, not to the pointer. */
      from: Point;
    };

/**
 * The guides tool (G): drag a vanishing point, the symmetry's centre, a ruler by its edge or
 * middle or turn it by its end, or an ellipse by its inside, the end of its
 * major axis (size and turn) or of its minor axis (degree); a press on nothing deselects. The
 * drag shows as it goes (`pendingGuides`) and is written on release as one undo step.
 */
export function createGuidesTool(editor: Editor): Tool {
  let state: GuidesToolState = { kind: "idle" };

  const dragged = (drag: Extract<GuidesToolState, { kind: "dragging" }>, to: Point): Guides => {
    const { grip, before, from } = drag;
    if (grip.kind === "vanishing") return withVanishingPoint(before, grip.index, to);
    if (grip.kind === "symmetry") return withSymmetryCenter(before, to);
    if (grip.kind === "ruler" || grip.kind === "rulerEnd") {
      const ruler = before.rulers.find((each) => each.id === grip.id);
      if (!ruler) return before;
      if (grip.kind === "ruler") {
        const center = { x: ruler.center.x + to.x - from.x, y: ruler.center.y + to.y - from.y };
        return withRuler(before, { ...ruler, center });
      }
      const [dx, dy] = [to.x - ruler.center.x, to.y - ruler.center.y];
      const length = Math.max(1, 2 * Math.hypot(dx, dy));
      return withRuler(before, { ...ruler, length, angle: Math.atan2(dy, dx) });
    }
    const ellipse = before.ellipses.find((each) => each.id === grip.id);
    if (!ellipse) return before;
    switch (grip.kind) {
      case "center": {
        const center = {
          x: ellipse.center.x + to.x - from.x,
          y: ellipse.center.y + to.y - from.y,
        };
        return withEllipse(before, { ...ellipse, center });
      }
      case "major": {
        const dx = to.x - ellipse.center.x;
        const dy = to.y - ellipse.center.y;
        const radius = Math.max(1, Math.hypot(dx, dy));
        return withEllipse(before, { ...ellipse, radius, angle: Math.atan2(dy, dx) });
      }
      case "minor":
        return withEllipse(before, { ...ellipse, degree: degreeFromMinorHandle(ellipse, to) });
    }
  };

  return {
    id: "guides",
    handlePointerDown(input) {
      const { guides, selectedGuide, viewport } = editor.state;
      const grip = gripAt(guides, selectedGuide, viewport, input);
      editor.selectGuide(grip && "id" in grip ? grip.id : null);
      if (grip) state = { kind: "dragging", grip, before: guides, from: input.point };
    },
    handlePointerMove(input) {
      if (state.kind === "dragging")
        editor.setState({ pendingGuides: dragged(state, input.point) });
    },
    handlePointerUp(input) {
      if (state.kind !== "dragging") return;
      const next = dragged(state, input.point);
      const moved =
        next !== state.before && (input.point.x !== state.from.x || input.point.y !== state.from.y);
      state = { kind: "idle" };
      editor.setState({ pendingGuides: null });
      if (moved) editor.setGuides(next);
    },
    handleCancel() {
      state = { kind: "idle" };
      editor.setState({ pendingGuides: null });
    },
  };
}
