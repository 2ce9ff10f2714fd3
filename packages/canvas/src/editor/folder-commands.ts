import { foldersAround, readLayerTree } from "../document/folder-views.js";
import {
  canWrap,
  deleteFolder,
  duplicateFolder,
  groupEntries,
  moveOutOfFolder,
  ungroupFolder,
} from "../document/layer-folders.js";
import { findNode } from "../document/layer-tree.js";
import { readLayers } from "../document/workbench-document.js";
import type { EditorCommand } from "./commands.js";
import type { Editor } from "./editor.js";

/**
 * Layer folders' commands (issue 17, version 6), on the active row: the active folder when one
 * is chosen, else the active layer. None of them for a read-only editor.
 */

/** The active row's id: the chosen folder, or the active layer. */
export const activeEntryId = (editor: Editor): string | null =>
  editor.state.activeFolderId ?? editor.state.activeLayerId;

/** The folder the active row is in, or null at the top level. */
function parentFolderId(editor: Editor): string | null {
  const artboard = editor.artboard();
  const id = activeEntryId(editor);
  if (!artboard || !id) return null;
  return foldersAround(artboard, readLayers(artboard), id)[0]?.id ?? null;
}

/** Whether the active row can go into a new folder where it is, within the depth limit. */
function canGroup(editor: Editor): boolean {
  const artboard = editor.artboard();
  const id = activeEntryId(editor);
  if (editor.state.readOnly || !artboard || !id) return false;
  const tree = readLayerTree(artboard, readLayers(artboard));
  const found = findNode(tree, id);
  return found !== null && canWrap(tree, [found.node], found.parent?.id ?? null);
}

/** The folder "Ungroup" takes apart: the active one, else the active layer's. */
const folderToUngroup = (editor: Editor) => editor.state.activeFolderId ?? parentFolderId(editor);

export const FOLDER_COMMANDS: EditorCommand[] = [
  {
    // Photoshop's Group Layers (Mod+G).
    id: "groupLayers",
    label: "Group layers",
    group: "Layers",
    shortcut: ["Mod+G"],
    isEnabled: canGroup,
    run: (editor) => {
      const id = activeEntryId(editor);
      const folder = id && canGroup(editor) ? groupEntries(editor.doc, editor.origin, [id]) : null;
      if (folder) editor.setActiveFolder(folder);
    },
  },
  {
    // Photoshop's Ungroup Layers (Shift+Mod+G).
    id: "ungroupLayers",
    label: "Ungroup",
    group: "Layers",
    shortcut: ["Shift+Mod+G"],
    isEnabled: (editor) => !editor.state.readOnly && folderToUngroup(editor) !== null,
    run: (editor) => {
      const folder = editor.state.readOnly ? null : folderToUngroup(editor);
      if (folder && ungroupFolder(editor.doc, editor.origin, folder)) editor.setActiveFolder(null);
    },
  },
  {
    id: "moveOutOfGroup",
    label: "Move out of group",
    group: "Layers",
    isEnabled: (editor) => !editor.state.readOnly && parentFolderId(editor) !== null,
    run: (editor) => {
      const id = activeEntryId(editor);
      if (id && !editor.state.readOnly) moveOutOfFolder(editor.doc, editor.origin, id);
    },
  },
];

/** "Delete layer" and "Duplicate layer" on a chosen folder: the folder with all it holds. */
export function deleteActiveFolder(editor: Editor, folderId: string): void {
  if (deleteFolder(editor.doc, editor.origin, folderId)) editor.setActiveFolder(null);
}

export function duplicateActiveFolder(editor: Editor, folderId: string): void {
  const copy = duplicateFolder(editor.doc, editor.origin, folderId);
  if (copy) editor.setActiveFolder(copy);
}
