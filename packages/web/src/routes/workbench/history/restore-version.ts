import { type Editor, migrateDocument } from "@contour/canvas";
import * as Y from "yjs";

/** A version's drawing (the API's base64 Yjs update) as a document of its own, migrated. */
export function versionDocument(update: string): Y.Doc {
  const doc = new Y.Doc();
  const bytes = Uint8Array.from(atob(update), (char) => char.charCodeAt(0));
  Y.applyUpdate(doc, bytes);
  migrateDocument(doc);
  return doc;
}

/**
 * Restores a version in the open document: one change that the collaboration socket sends to
 * everyone, and one step of this editor's undo history (Ctrl+Z takes it back).
 */
export function restoreVersion(editor: Editor, update: string): boolean {
  const version = versionDocument(update);
  try {
    return editor.restoreDrawing(version);
  } finally {
    version.destroy();
  }
}
