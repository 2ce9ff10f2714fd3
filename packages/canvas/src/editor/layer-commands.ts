import { canMergeDown, mergeDown } from "../document/merge-down.js";
import {
  addLayer,
  deleteLayer,
  duplicateLayer,
  findLayer,
  readLayers,
  updateLayer,
} from "../document/workbench-document.js";
import type { EditorCommand } from "./commands.js";
import type { Editor } from "./editor.js";
import { activeEntryId, deleteActiveFolder, duplicateActiveFolder } from "./folder-commands.js";

/** The layers panel's actions on the active layer; none of them for a read-only editor. */

/** "Layer N" with the first N no layer of the artboard is called. */
function nextLayerName(editor: Editor): string {
  const artboard = editor.artboard();
  const names = new Set(artboard ? readLayers(artboard).map((layer) => layer.name) : []);
  let number = names.size + 1;
  while (names.has(`Layer ${number}`)) number += 1;
  return `Layer ${number}`;
}

const canEdit = (editor: Editor) => !editor.state.readOnly && editor.activeLayer() !== null;
/** A layer's own switches and merge down are not a folder's (version 6). */
const canEditLayer = (editor: Editor) => canEdit(editor) && editor.state.activeFolderId === null;

/** Turns a switch of the active layer on or off, one undo step. */
function toggleActiveLayer(editor: Editor, key: "clipped" | "alphaLocked"): void {
  const layer = editor.activeLayer();
  if (!layer || editor.state.readOnly) return;
  updateLayer(editor.doc, editor.origin, layer.id, { [key]: !layer[key] });
}

export const LAYER_COMMANDS: EditorCommand[] = [
  {
    id: "addLayer",
    label: "New layer",
    group: "Layers",
    shortcut: ["Shift+Mod+N"],
    isEnabled: (editor) => !editor.state.readOnly && editor.artboard() !== null,
    run: (editor) => {
      const artboard = editor.artboard();
      if (!artboard) return;
      const above = activeEntryId(editor) ?? undefined;
      const id = addLayer(editor.doc, editor.origin, artboard.id, nextLayerName(editor), above);
      editor.setActiveLayer(id);
    },
  },
  {
    id: "deleteLayer",
    label: "Delete layer",
    group: "Layers",
    isEnabled: (editor) => canEdit(editor) && (editor.artboard()?.layers.size ?? 0) > 1,
    run: (editor) => {
      const { activeFolderId } = editor.state;
      if (activeFolderId) return deleteActiveFolder(editor, activeFolderId);
      const layerId = editor.state.activeLayerId;
      const found = layerId ? findLayer(editor.doc, layerId) : null;
      if (!layerId || !found) return;
      const next = found.layers[found.position - 1] ?? found.layers[found.position + 1];
      if (deleteLayer(editor.doc, editor.origin, layerId) && next) editor.setActiveLayer(next.id);
    },
  },
  {
    id: "duplicateLayer",
    label: "Duplicate layer",
    group: "Layers",
    shortcut: ["Mod+J"],
    isEnabled: canEdit,
    run: (editor) => {
      const { activeFolderId } = editor.state;
      if (activeFolderId) return duplicateActiveFolder(editor, activeFolderId);
      const layerId = editor.state.activeLayerId;
      const copy = layerId ? duplicateLayer(editor.doc, editor.origin, layerId) : null;
      if (copy) editor.setActiveLayer(copy);
    },
  },
  {
    // Photoshop's Create Clipping Mask (Alt+Mod+G), Procreate's Clipping Mask.
    id: "toggleClipping",
    label: "Clip to layer below",
    group: "Layers",
    shortcut: ["Alt+Mod+G"],
    isEnabled: canEditLayer,
    run: (editor) => toggleActiveLayer(editor, "clipped"),
  },
  {
    // Photoshop's Lock Transparent Pixels ("/"), Procreate's Alpha Lock.
    id: "toggleAlphaLock",
    label: "Lock transparent pixels",
    group: "Layers",
    shortcut: ["/"],
    isEnabled: canEditLayer,
    run: (editor) => toggleActiveLayer(editor, "alphaLocked"),
  },
  {
    id: "mergeDown",
    label: "Merge down",
    group: "Layers",
    shortcut: ["Mod+E"],
    isEnabled: (editor) => {
      const layerId = editor.state.activeLayerId;
      return canEditLayer(editor) && layerId !== null && canMergeDown(editor.doc, layerId);
    },
    run: (editor) => {
      const layerId = editor.state.activeLayerId;
      const lower = layerId ? mergeDown(editor.doc, editor.origin, layerId) : null;
      if (lower) editor.setActiveLayer(lower);
    },
  },
];
