import * as Y from "yjs";
import { artboardsOf } from "./workbench-document.js";

/**
 * Undo and redo of one person's own changes: only transactions with their `origin` are tracked,
 * so others' strokes, drawn in between, stay. Each action is its own step (no time-based
 * merging: two quick strokes are two undos, as in every painting tool).
 */
export function createHistory(doc: Y.Doc, origin: unknown): Y.UndoManager {
  return new Y.UndoManager(artboardsOf(doc), {
    trackedOrigins: new Set([origin]),
    captureTimeout: 0,
  });
}
