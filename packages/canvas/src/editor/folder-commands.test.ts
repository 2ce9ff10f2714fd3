import { describe, expect, test } from "vitest";
import { readFolders } from "../document/folder-views.js";
import { updateFolder } from "../document/layer-folders.js";
import { canMergeDown } from "../document/merge-down.js";
import { readArtboards, readLayers } from "../document/workbench-document.js";
import { EditorDriver } from "../test/editor-driver.js";
import { findCommand } from "./commands.js";

/** A driver with two layers, the upper one active, and their ids. */
function twoLayers() {
  const driver = new EditorDriver();
  const lower = driver.editor.state.activeLayerId as string;
  driver.press("Shift+Mod+N");
  const upper = driver.editor.state.activeLayerId as string;
  return { driver, lower, upper };
}

const folders = (driver: EditorDriver) => readFolders(readArtboards(driver.doc)[0] as never);
const layerIds = (driver: EditorDriver) =>
  readLayers(readArtboards(driver.doc)[0] as never).map((layer) => layer.id);

describe("group and ungroup", () => {
  test("Mod+G puts the active layer in a new folder, which becomes the active row", () => {
    const { driver, upper } = twoLayers();
    driver.press("Mod+G");
    const [folder] = folders(driver);
    expect(folder?.name).toBe("Group 1");
    expect(driver.editor.state.activeFolderId).toBe(folder?.id);
    expect(driver.editor.state.activeLayerId).toBe(upper);
    // A folder holds layers, not paint: drawing waits for a layer to be chosen.
    expect(driver.editor.editBlock()).toBe("folder");
    driver.drag([10, 10], [60, 60]);
    expect(driver.strokes()).toHaveLength(0);
    expect(driver.editor.state.refusal).toBe("folder");
    driver.editor.setActiveLayer(upper);
    expect(driver.editor.editBlock()).toBeNull();
  });

  test("Shift+Mod+G ungroups, keeping the order; undo brings the folder back", () => {
    const { driver, lower, upper } = twoLayers();
    driver.editor.setActiveLayer(lower);
    driver.press("Mod+G");
    expect(layerIds(driver)).toEqual([lower, upper]);
    driver.press("Shift+Mod+G");
    expect(folders(driver)).toEqual([]);
    expect(driver.editor.state.activeFolderId).toBeNull();
    expect(layerIds(driver)).toEqual([lower, upper]);
    driver.press("Mod+Z");
    expect(folders(driver)).toHaveLength(1);
  });

  test("a locked or hidden folder blocks drawing on what it holds", () => {
    const { driver, upper } = twoLayers();
    driver.press("Mod+G");
    const folder = driver.editor.state.activeFolderId as string;
    driver.editor.setActiveLayer(upper);
    updateFolder(driver.doc, "test", folder, { locked: true });
    expect(driver.editor.editBlock()).toBe("folder-locked");
    updateFolder(driver.doc, "test", folder, { locked: false, visible: false });
    expect(driver.editor.editBlock()).toBe("folder-hidden");
  });

  test("merge down stays among siblings and never merges onto a folder", () => {
    const { driver, lower, upper } = twoLayers();
    driver.editor.setActiveLayer(lower);
    driver.press("Mod+G");
    // The upper layer's sibling below is the folder: not offered.
    expect(canMergeDown(driver.doc, upper)).toBe(false);
    // The lower layer is the folder's bottom layer: nothing below it among its siblings.
    expect(canMergeDown(driver.doc, lower)).toBe(false);
    driver.editor.setActiveLayer(lower);
    driver.press("Shift+Mod+N");
    const added = driver.editor.state.activeLayerId as string;
    expect(canMergeDown(driver.doc, added)).toBe(true);
    expect(findCommand("moveOutOfGroup")?.isEnabled(driver.editor)).toBe(true);
    findCommand("moveOutOfGroup")?.run(driver.editor);
    expect(canMergeDown(driver.doc, added)).toBe(false);
  });

  test("a viewer can do none of it", () => {
    const { driver } = twoLayers();
    const viewer = new EditorDriver({ doc: driver.doc, readOnly: true });
    for (const id of ["groupLayers", "ungroupLayers", "moveOutOfGroup"]) {
      expect(findCommand(id)?.isEnabled(viewer.editor)).toBe(false);
    }
    viewer.press("Mod+G");
    expect(folders(driver)).toEqual([]);
  });
});
