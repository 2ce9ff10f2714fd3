import { describe, expect, test } from "vitest";
import { addElements, deleteLayer, readLayers } from "../document/workbench-document.js";
import { EditorDriver, keyInput } from "../test/editor-driver.js";
import { buildStroke } from "../test/elements.js";
import { commandForKey, EDITOR_COMMANDS } from "./commands.js";
import { shortcutOf } from "./input.js";

describe("editor commands and shortcuts", () => {
  test("each shortcut maps to its command, and no shortcut to two", () => {
    const expected: Record<string, string> = {
      V: "tool.select",
      L: "tool.lasso",
      B: "tool.brush",
      E: "tool.eraser",
      U: "tool.line",
      R: "tool.rectangle",
      O: "tool.ellipse",
      G: "tool.guides",
      I: "tool.eyedropper",
      H: "tool.hand",
      Z: "tool.zoom",
      "Mod+Z": "undo",
      "Shift+Mod+Z": "redo",
      "Mod+Y": "redo",
      "[": "brushSmaller",
      "]": "brushLarger",
      "Mod+0": "zoomToFit",
      "Mod+1": "zoomTo100",
      "Mod+=": "zoomIn",
      "Mod+Plus": "zoomIn",
      "Mod+Minus": "zoomOut",
      Delete: "deleteSelection",
      Backspace: "deleteSelection",
      Escape: "deselect",
      "Shift+Mod+I": "invertSelection",
      "Mod+D": "deselect",
      "Mod+A": "selectAll",
      "Shift+Mod+N": "addLayer",
      "Mod+J": "duplicateLayer",
      "Mod+E": "mergeDown",
      "Alt+Mod+G": "toggleClipping",
      "/": "toggleAlphaLock",
      "Mod+G": "groupLayers",
      "Shift+Mod+G": "ungroupLayers",
      "4": "rotateLeft",
      "6": "rotateRight",
      "5": "resetRotation",
      M: "flipView",
    };
    for (const [shortcut, id] of Object.entries(expected)) {
      expect(commandForKey(keyInput(shortcut))?.id, shortcut).toBe(id);
    }
    const all = EDITOR_COMMANDS.flatMap((command) => command.shortcut ?? []);
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort()).toEqual(Object.keys(expected).sort());
  });

  test("keys are read as designers type them", () => {
    const key = (fields: Partial<Parameters<typeof shortcutOf>[0]>) =>
      shortcutOf({
        key: "",
        shiftKey: false,
        altKey: false,
        ctrlKey: false,
        metaKey: false,
        ...fields,
      });
    expect(key({ key: "z", metaKey: true })).toBe("Mod+Z");
    expect(key({ key: "Z", code: "KeyZ", metaKey: true, shiftKey: true })).toBe("Shift+Mod+Z");
    expect(key({ key: "+", ctrlKey: true, shiftKey: true })).toBe("Mod+Plus");
    expect(key({ key: "и", code: "KeyB" })).toBe("B");
    expect(key({ key: "-", ctrlKey: true })).toBe("Mod+Minus");
    expect(
      commandForKey({ key: "b", shiftKey: false, altKey: false, ctrlKey: false, metaKey: false })
        ?.id,
    ).toBe("tool.brush");
  });

  test("tool shortcuts switch tools; a held key does not switch again", () => {
    const driver = new EditorDriver();
    for (const [shortcut, tool] of [
      ["V", "select"],
      ["L", "lasso"],
      ["E", "eraser"],
      ["I", "eyedropper"],
      ["H", "hand"],
      ["B", "brush"],
    ] as const) {
      driver.press(shortcut);
      expect(driver.editor.state.tool).toBe(tool);
    }
  });

  test("[ and ] step the brush size within its range", () => {
    const driver = new EditorDriver();
    driver.press("]");
    expect(driver.editor.state.brush.size).toBe(9);
    driver.editor.setBrush({ size: 100 });
    driver.press("]");
    expect(driver.editor.state.brush.size).toBe(110);
    driver.press("[").press("[");
    expect(driver.editor.state.brush.size).toBe(89);
    driver.editor.setBrush({ size: 1 });
    driver.press("[");
    expect(driver.editor.state.brush.size).toBe(1);
  });

  test("undo and redo take back only this session's own strokes", () => {
    const driver = new EditorDriver();
    const layerId = driver.editor.state.activeLayerId ?? "";
    driver.click(1, 1);
    const theirs = buildStroke();
    addElements(driver.doc, "another session", layerId, [theirs]);
    driver.click(2, 2);
    expect(driver.elements()).toHaveLength(3);

    driver.press("Mod+Z").press("Mod+Z");
    expect(driver.elements().map((element) => element.id)).toEqual([theirs.id]);
    expect(driver.editor.state.canUndo).toBe(false);
    expect(driver.editor.state.canRedo).toBe(true);
    driver.press("Mod+Z");
    expect(driver.elements()).toHaveLength(1);

    driver.press("Shift+Mod+Z").press("Mod+Y");
    expect(driver.elements()).toHaveLength(3);
    expect(driver.elements()[1]?.id).toBe(theirs.id);
  });

  test("clipping and alpha lock are switches of the active layer, one undo step each", () => {
    const driver = new EditorDriver();
    const layer = () => driver.editor.activeLayer();
    driver.press("Alt+Mod+G");
    expect(layer()?.clipped).toBe(true);
    driver.press("/");
    expect(layer()?.alphaLocked).toBe(true);
    // A stroke drawn now is kept atop the layer's pixels; one drawn after the lock is off is not.
    driver.click(5, 5);
    expect(driver.elements().at(-1)).toMatchObject({ composite: "atop" });
    driver.press("/");
    driver.click(8, 8);
    expect(driver.elements().at(-1)).not.toHaveProperty("composite");
    expect(driver.elements()[0]).toMatchObject({ composite: "atop" });
  });

  test("turning clipping on is one undo step", () => {
    const driver = new EditorDriver();
    driver.press("Alt+Mod+G");
    expect(driver.editor.activeLayer()?.clipped).toBe(true);
    driver.press("Mod+Z");
    expect(driver.editor.activeLayer()).not.toHaveProperty("clipped");
    driver.press("Shift+Mod+Z");
    expect(driver.editor.activeLayer()?.clipped).toBe(true);
  });

  test("a viewer's undo, delete and layer commands are disabled", () => {
    const driver = new EditorDriver({ readOnly: true });
    const disabled = [
      "undo",
      "redo",
      "deleteSelection",
      "addLayer",
      "duplicateLayer",
      "toggleClipping",
      "toggleAlphaLock",
      "tool.brush",
    ];
    for (const id of disabled) {
      const command = EDITOR_COMMANDS.find((candidate) => candidate.id === id);
      expect(command?.isEnabled(driver.editor), id).toBe(false);
    }
    for (const id of ["tool.hand", "tool.zoom", "tool.select", "zoomIn", "zoomToFit"]) {
      const command = EDITOR_COMMANDS.find((candidate) => candidate.id === id);
      expect(command?.isEnabled(driver.editor), id).toBe(true);
    }
  });

  test("a viewer who picks a drawing tool is told why", () => {
    const driver = new EditorDriver({ readOnly: true });
    expect(driver.editor.state.refusal).toBeNull();
    expect(driver.editor.setTool("brush")).toBe(false);
    expect(driver.editor.state.tool).toBe("hand");
    expect(driver.editor.state.refusal).toBe("read-only");
  });

  test("a viewer pressing B or Ctrl+Z is told why; pressing H is not refused", () => {
    for (const key of ["B", "Mod+Z"]) {
      const driver = new EditorDriver({ readOnly: true });
      driver.press(key);
      expect(driver.editor.state.refusal, key).toBe("read-only");
    }
    const driver = new EditorDriver({ readOnly: true });
    driver.press("H");
    expect(driver.editor.state.refusal).toBeNull();
  });

  test("zoom commands zoom about the screen's centre; fit and 100 % centre the artboard", () => {
    const driver = new EditorDriver({ screen: { width: 1000, height: 600 } });
    driver.press("Mod+1");
    expect(driver.editor.state.viewport).toEqual({
      scale: 1,
      x: -460,
      y: -240,
      rotation: 0,
      flipped: false,
    });
    driver.press("Mod+Plus");
    expect(driver.editor.state.viewport).toEqual({
      scale: 2,
      x: -1420,
      y: -780,
      rotation: 0,
      flipped: false,
    });
    driver.press("Mod+Minus");
    expect(driver.editor.state.viewport).toEqual({
      scale: 1,
      x: -460,
      y: -240,
      rotation: 0,
      flipped: false,
    });
    driver.press("Mod+0");
    const { scale, x, y } = driver.editor.state.viewport;
    expect(scale).toBeCloseTo(936 / 1920, 9);
    expect(x).toBeCloseTo(32, 9);
    expect(y).toBeCloseTo((600 - 1080 * scale) / 2, 9);
  });

  test("layer commands add, duplicate, merge and delete around the active layer", () => {
    const driver = new EditorDriver();
    const names = () => {
      const artboard = driver.editor.artboard();
      return artboard ? readLayers(artboard).map((layer) => layer.name) : [];
    };
    const first = driver.editor.state.activeLayerId;
    driver.press("Shift+Mod+N");
    expect(names()).toEqual(["Layer 1", "Layer 2"]);
    expect(driver.editor.activeLayer()?.name).toBe("Layer 2");
    driver.click(3, 3).press("Mod+J");
    expect(names()).toEqual(["Layer 1", "Layer 2", "Layer 2 copy"]);
    expect(driver.elements()).toHaveLength(1);
    driver.press("Mod+E");
    expect(names()).toEqual(["Layer 1", "Layer 2"]);
    expect(driver.elements()).toHaveLength(2);

    EDITOR_COMMANDS.find((command) => command.id === "deleteLayer")?.run(driver.editor);
    expect(names()).toEqual(["Layer 1"]);
    expect(driver.editor.state.activeLayerId).toBe(first);
    const deleteLayer = EDITOR_COMMANDS.find((command) => command.id === "deleteLayer");
    expect(deleteLayer?.isEnabled(driver.editor)).toBe(false);
  });

  test("state follows the document: undone strokes leave the selection, a layer deleted elsewhere hands over", () => {
    const driver = new EditorDriver();
    const first = driver.editor.state.activeLayerId;
    driver.press("Shift+Mod+N").click(5, 5).click(9, 9).press("Mod+A");
    expect(driver.editor.state.selection).toHaveLength(2);
    driver.press("Mod+Z");
    expect(driver.editor.state.selection).toHaveLength(1);

    deleteLayer(driver.doc, "elsewhere", driver.editor.state.activeLayerId ?? "");
    expect(driver.editor.state.activeLayerId).toBe(first);
    expect(driver.editor.state.selection).toEqual([]);
  });
});
