import type { Element } from "../document/schema.js";
import { replaceElements } from "../document/workbench-document.js";
import type { Editor } from "../editor/editor.js";
import {
  boundsOfElement,
  isElementInPolygon,
  isElementTouchingPolygon,
  isPointOnElement,
} from "../geometry/element-geometry.js";
import { applyTransform, type PendingTransform } from "../geometry/pending-transform.js";
import {
  type Point,
  pointsBounds,
  rectCorners,
  rectFromCorners,
  rectsIntersect,
} from "../geometry/rect.js";
import { isIdentityTransform, type SelectionDrag, transformForDrag } from "./selection-drag.js";
import { hitSelection, selectionBounds } from "./selection-handles.js";
import type { Tool, ToolInput } from "./tool.js";

type SelectionState =
  | { kind: "idle" }
  /** Down, not yet moved: a click leaves `clickSelection`, a drag does what `intent` says. */
  | {
      kind: "pointing";
      start: Point;
      startScreen: Point;
      intent: Intent;
      base: string[];
      clickSelection: string[];
    }
  | { kind: "marking"; start: Point; path: Point[]; base: string[] }
  | { kind: "transforming"; drag: SelectionDrag; layerId: string; transform: PendingTransform };

/** A drag marks a new selection (added to `base` with Shift) or moves, scales or rotates. */
type Intent = { kind: "mark" } | { kind: "transform"; handle: SelectionDrag["handle"] };

/** Screen pixels the pointer must travel before a press becomes a drag. */
const DRAG_THRESHOLD = 3;
/** How far from a stroke a click still hits it, in screen pixels. */
const HIT_TOLERANCE = 4;

/**
 * Rectangle selection (V) and lasso (L) of elements on the active layer, and the transform of
 * what is selected: drag inside it to move, a corner to scale about the opposite corner, the
 * handle above to rotate about the centre. A rectangle or lasso selects the elements it encloses,
 * with Alt held those whose paint it touches (as Figma; docs/decisions.md, "Selecting by shape").
 * Shift adds to the selection. On release a transform
 * is one `replaceElements`, so one undo step. Selecting works read-only (to export a part);
 * transforming needs an editable layer.
 */
export function createSelectionTool(editor: Editor, id: "select" | "lasso"): Tool {
  let state: SelectionState = { kind: "idle" };

  const topmostAt = (input: ToolInput): Element | undefined => {
    const tolerance = HIT_TOLERANCE / editor.state.viewport.scale;
    return editor
      .activeElements()
      .reverse()
      .find((element) => isPointOnElement(element, input.point, tolerance));
  };

  /** The elements the rectangle or lasso marks: those it encloses, or touches (Alt). */
  const marked = (path: Point[], start: Point, touching: boolean): string[] => {
    const polygon =
      id === "lasso" ? path : rectCorners(rectFromCorners(start, path.at(-1) ?? start));
    const area = pointsBounds(polygon);
    if (!area || polygon.length < 3) return [];
    const selects = touching ? isElementTouchingPolygon : isElementInPolygon;
    return editor
      .activeElements()
      .filter(
        // The cached box rules out most elements before any points are decoded.
        (element) => rectsIntersect(boundsOfElement(element), area) && selects(element, polygon),
      )
      .map(({ id }) => id);
  };

  const showMarking = (
    marking: Extract<SelectionState, { kind: "marking" }>,
    touching: boolean,
  ) => {
    const { start, path, base } = marking;
    if (id === "lasso") {
      editor.setState({ marquee: { kind: "lasso", points: [...path] } });
      return;
    }
    const rect = rectFromCorners(start, path.at(-1) ?? start);
    const selection = [...new Set([...base, ...marked(path, start, touching)])];
    editor.setState({ marquee: { kind: "rectangle", rect }, selection });
  };

  const startDrag = (start: Point, handle: SelectionDrag["handle"]) => {
    const bounds = selectionBounds(editor);
    const layerId = editor.state.activeLayerId;
    if (!bounds || !layerId) return;
    const drag = { handle, bounds, start, mode: editor.state.transformMode };
    state = { kind: "transforming", drag, layerId, transform: { kind: "move", dx: 0, dy: 0 } };
  };

  /** What pressing at `input` means: which drag, and what a click without one selects. */
  const intentAt = (input: ToolInput): { intent: Intent; clickSelection: string[] } => {
    const { selection } = editor.state;
    const base = input.shiftKey ? [...selection] : [];
    const canTransform = editor.editBlock() === null;
    const hit = hitSelection(editor, input.point);
    const element = id === "select" ? topmostAt(input) : undefined;
    const clickSelection = selectionAfterClick(selection, element?.id, hit, input.shiftKey);
    if (canTransform && hit && hit !== "inside") {
      return { intent: { kind: "transform", handle: hit }, clickSelection: [...selection] };
    }
    if (canTransform && hit === "inside") {
      return { intent: { kind: "transform", handle: "move" }, clickSelection };
    }
    if (canTransform && element) {
      // Pressing on an unselected element selects it at once, so that the drag moves it.
      if (!selection.includes(element.id)) editor.select([...base, element.id]);
      return { intent: { kind: "transform", handle: "move" }, clickSelection };
    }
    return { intent: { kind: "mark" }, clickSelection };
  };

  return {
    id,
    handlePointerDown(input) {
      const startScreen = { x: input.x, y: input.y };
      const base = input.shiftKey ? [...editor.state.selection] : [];
      state = { kind: "pointing", start: input.point, startScreen, base, ...intentAt(input) };
    },
    handlePointerMove(input) {
      if (state.kind === "pointing") {
        const travel = Math.hypot(input.x - state.startScreen.x, input.y - state.startScreen.y);
        if (travel < DRAG_THRESHOLD) return;
        const { start, intent, base } = state;
        if (intent.kind === "transform") startDrag(start, intent.handle);
        else state = { kind: "marking", start, path: [start], base };
      }
      if (state.kind === "marking") {
        state.path.push(input.point);
        showMarking(state, input.altKey);
      } else if (state.kind === "transforming") {
        state.transform = transformForDrag(state.drag, input.point, input.shiftKey);
        editor.setState({ pendingTransform: state.transform });
      }
    },
    handlePointerUp(input) {
      const ended = state;
      state = { kind: "idle" };
      if (ended.kind === "pointing") {
        editor.select(ended.clickSelection);
      } else if (ended.kind === "marking") {
        ended.path.push(input.point);
        const selection = [
          ...new Set([...ended.base, ...marked(ended.path, ended.start, input.altKey)]),
        ];
        editor.setState({ marquee: null, selection });
      } else if (ended.kind === "transforming") {
        editor.setState({ pendingTransform: null });
        commitTransform(editor, ended.layerId, ended.transform);
      }
    },
    handleCancel() {
      state = { kind: "idle" };
      editor.setState({ marquee: null, pendingTransform: null });
    },
  };
}

/**
 * What a click without a drag leaves selected: the element clicked (Shift toggles it in the
 * selection), the selection itself when clicked inside it, nothing (Shift: no change) elsewhere.
 */
function selectionAfterClick(
  selection: readonly string[],
  clicked: string | undefined,
  hit: ReturnType<typeof hitSelection>,
  shift: boolean,
): string[] {
  if (clicked === undefined) return hit === "inside" || shift ? [...selection] : [];
  if (!shift) return [clicked];
  return selection.includes(clicked)
    ? selection.filter((selected) => selected !== clicked)
    : [...selection, clicked];
}

/** Replaces the selected elements with their transformed values: one transaction, one undo. */
function commitTransform(editor: Editor, layerId: string, transform: PendingTransform): void {
  if (isIdentityTransform(transform)) return;
  const block = editor.state.activeLayerId === layerId ? editor.editBlock() : "no-layer";
  editor.noteRefusal(block);
  if (block) return;
  const moved = editor.selectedElements().map((element) => applyTransform(element, transform));
  replaceElements(editor.doc, editor.origin, layerId, moved);
}
