import * as Y from "yjs";
import { artboardsOf } from "./workbench-document.js";

/**
 * Undo and redo of one person's own changes: only transactions with their `origin` are tracked,
 * so others' strokes, drawn in between, stay. Each action is its own step (no time-based
 * merging: two quick strokes are two undos, as in every painting tool); a change made of many
 * writes joins them with `createGroupedWriter`.
 */
export function createHistory(doc: Y.Doc, origin: unknown): Y.UndoManager {
  return new Y.UndoManager(artboardsOf(doc), {
    trackedOrigins: new Set([origin]),
    captureTimeout: 0,
  });
}

/**
 * Runs a write so that it joins the undo step of the previous write of the same `group` when
 * nothing of one's own came between (another change, an undo, a redo): a slider's drag writes
 * the document at every move, so the canvas and collaborators follow it, and undoes in one step.
 * A group is any object, new for each drag; nothing needs closing.
 */
export type GroupedWriter = (group: object, write: () => void) => void;

export function createGroupedWriter(history: Y.UndoManager): GroupedWriter {
  /** The group of the newest undo step, when a grouped write made it. */
  let last: { group: object; step: unknown } | null = null;
  return (group, write) => {
    const before = history.undoStack.at(-1);
    const joins = last?.group === group && before !== undefined && before === last.step;
    const { captureTimeout } = history;
    if (joins) {
      // The UndoManager appends a tracked change to the newest step within its capture time.
      history.captureTimeout = Number.POSITIVE_INFINITY;
    } else {
      history.stopCapturing();
    }
    try {
      write();
    } finally {
      history.captureTimeout = captureTimeout;
    }
    const after = history.undoStack.at(-1);
    if (joins || after !== before) last = { group, step: after };
  };
}
