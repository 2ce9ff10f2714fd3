import type { Element } from "../document/schema.js";
import { replaceElements } from "../document/workbench-document.js";
import type { Editor } from "../editor/editor.js";
import { type LayerRegion, liftRegion } from "../editor/region-selection.js";
import { boundsOfElement, isElementTouchingPolygon } from "../geometry/element-geometry.js";
import { isPaintedAt } from "../geometry/erasure-reach.js";
import { applyTransform, type PendingTransform } from "../geometry/pending-transform.js";
import {
  type Point,
  pointsBounds,
  rectCorners,
  rectFromCorners,
  rectsIntersect,
} from "../geometry/rect.js";
import { boundedOutlines } from "../geometry/split-by-region.js";
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
      clickSelection: ClickSelection;
    }
  | { kind: "marking"; start: Point; path: Point[]; base: string[] }
  | {
      kind: "transforming";
      drag: SelectionDrag;
      layerId: string;
      transform: PendingTransform;
      /** The selection as the drag found it, shown transformed while it goes, and their ids. */
      elements: readonly Element[];
      hidden: ReadonlySet<string>;
      /** The undo step the drag writes into: a lifted region's split, then the transform. */
      step: object;
    };

/** What a click without a drag selects: those ids, or what is selected already. */
type ClickSelection = string[] | "unchanged";

/** A drag marks a new selection (added to `base` with Shift) or moves, scales or rotates. */
type Intent = { kind: "mark" } | { kind: "transform"; handle: SelectionDrag["handle"] };

/** Screen pixels the pointer must travel before a press becomes a drag. */
const DRAG_THRESHOLD = 3;
/** How far from a stroke a click still hits it, in screen pixels. */
const HIT_TOLERANCE = 4;

/**
 * Rectangle selection (V) and lasso (L) on the active layer, and the transform of what is
 * selected: drag inside it to move, a corner to scale about the opposite corner, the handle above
 * to rotate about the centre. A rectangle or lasso selects the pixels inside it, cutting through
 * strokes and images (region-selection.ts; Shift adds an outline); with Alt held it selects the
 * elements whose paint it touches, whole (docs/decisions.md, "Selecting by shape"). A click
 * selects the element under it (select tool). The artwork follows a transform drag live
 * (`floating`); on release it is one write joined to the region's split, so one undo step.
 * Selecting works read-only (to export a part); transforming needs an editable layer.
 */
export function createSelectionTool(editor: Editor, id: "select" | "lasso"): Tool {
  let state: SelectionState = { kind: "idle" };

  const topmostAt = (input: ToolInput): Element | undefined => {
    const tolerance = HIT_TOLERANCE / editor.state.viewport.scale;
    return editor
      .activeElements()
      .reverse()
      .find((element) => isPaintedAt(element, input.point, tolerance));
  };

  /** The elements whose paint the rectangle or lasso touches (Alt): whole elements. */
  const touched = (path: Point[], start: Point): string[] => {
    const polygon = outlineOf(path, start);
    const area = pointsBounds(polygon);
    if (!area || polygon.length < 3) return [];
    return editor
      .activeElements()
      .filter(
        // The cached box rules out most elements before any points are decoded.
        (element) =>
          rectsIntersect(boundsOfElement(element), area) &&
          isElementTouchingPolygon(element, polygon),
      )
      .map(({ id }) => id);
  };

  const outlineOf = (path: Point[], start: Point): Point[] =>
    id === "lasso" ? [...path] : rectCorners(rectFromCorners(start, path.at(-1) ?? start));

  const showMarking = (marking: Extract<SelectionState, { kind: "marking" }>) => {
    const { start, path } = marking;
    editor.setState({
      marquee:
        id === "lasso"
          ? { kind: "lasso", points: [...path] }
          : { kind: "rectangle", rect: rectFromCorners(start, path.at(-1) ?? start) },
    });
  };

  /** The region a finished rectangle or lasso selects; Shift adds its outline to the region. */
  const regionAfterMarking = (outline: Point[], adding: boolean): LayerRegion | null => {
    const layerId = editor.state.activeLayerId;
    if (!layerId || outline.length < 3) return null;
    const current = editor.state.region;
    const feather = editor.state.feather;
    if (adding && current && !current.inverted) {
      return { ...current, outlines: boundedOutlines([...current.outlines, outline]) };
    }
    return { layerId, outlines: boundedOutlines([outline]), feather, inverted: false };
  };

  const startDrag = (start: Point, handle: SelectionDrag["handle"]) => {
    const step = {};
    // A region's pixels are lifted (the elements it crosses split) before they can move.
    if (editor.state.region && !liftRegion(editor, step)) return;
    const bounds = selectionBounds(editor);
    const layerId = editor.state.activeLayerId;
    if (!bounds || !layerId) return;
    const drag = { handle, bounds, start, mode: editor.state.transformMode };
    const elements = editor.selectedElements();
    const hidden = new Set(elements.map((element) => element.id));
    const transform = { kind: "move", dx: 0, dy: 0 } as const;
    state = { kind: "transforming", drag, layerId, transform, elements, hidden, step };
  };

  /** What pressing at `input` means: which drag, and what a click without one selects. */
  const intentAt = (input: ToolInput): { intent: Intent; clickSelection: ClickSelection } => {
    const { selection } = editor.state;
    const base = input.shiftKey ? [...selection] : [];
    const canTransform = editor.editBlock() === null;
    const hit = hitSelection(editor, input.point);
    const element = id === "select" ? topmostAt(input) : undefined;
    const clickSelection = selectionAfterClick(selection, element?.id, hit, input.shiftKey);
    if (canTransform && hit && hit !== "inside") {
      return { intent: { kind: "transform", handle: hit }, clickSelection: "unchanged" };
    }
    // A click inside a selected region keeps it; a drag from there moves its pixels.
    if (hit === "inside" && editor.state.region) {
      const intent: Intent = canTransform
        ? { kind: "transform", handle: "move" }
        : { kind: "mark" };
      return { intent, clickSelection: "unchanged" };
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
        showMarking(state);
      } else if (state.kind === "transforming") {
        const transform = transformForDrag(state.drag, input.point, input.shiftKey);
        state.transform = transform;
        const { layerId, elements, hidden } = state;
        editor.setState({
          pendingTransform: transform,
          floating: {
            layerId,
            hidden,
            elements: elements.map((element) => applyTransform(element, transform)),
          },
        });
      }
    },
    handlePointerUp(input) {
      const ended = state;
      state = { kind: "idle" };
      if (ended.kind === "pointing") {
        if (ended.clickSelection !== "unchanged") editor.select(ended.clickSelection);
      } else if (ended.kind === "marking") {
        ended.path.push(input.point);
        editor.setState({ marquee: null });
        if (input.altKey) {
          editor.select([...new Set([...ended.base, ...touched(ended.path, ended.start)])]);
        } else {
          const outline = outlineOf(ended.path, ended.start);
          const region = regionAfterMarking(outline, input.shiftKey);
          if (region) editor.selectRegion(region);
          else editor.select(ended.base);
        }
      } else if (ended.kind === "transforming") {
        commitTransform(editor, ended);
        editor.setState({ pendingTransform: null, floating: null });
      }
    },
    handleCancel() {
      state = { kind: "idle" };
      editor.setState({ marquee: null, pendingTransform: null, floating: null });
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

/**
 * Replaces the selected elements with their transformed values, in the drag's undo step (with
 * the region's split, when it lifted one).
 */
function commitTransform(
  editor: Editor,
  { layerId, transform, step }: Extract<SelectionState, { kind: "transforming" }>,
): void {
  if (isIdentityTransform(transform)) return;
  const block = editor.state.activeLayerId === layerId ? editor.editBlock() : "no-layer";
  editor.noteRefusal(block);
  if (block) return;
  const moved = editor.selectedElements().map((element) => applyTransform(element, transform));
  editor.writeGrouped(step, () => replaceElements(editor.doc, editor.origin, layerId, moved));
}
