import { describe, expect, test } from "vitest";
import { readMask } from "../document/workbench-document.js";
import { EditorDriver } from "../test/editor-driver.js";
import { findCommand } from "./commands.js";

const run = (driver: EditorDriver, id: string) => {
  const command = findCommand(id);
  if (!command?.isEnabled(driver.editor)) return false;
  command.run(driver.editor);
  return true;
};

const mask = (driver: EditorDriver) => {
  const layer = driver.editor.activeLayer();
  return layer ? readMask(layer) : null;
};

describe("painting on a layer's mask", () => {
  test("adding a mask makes it the target: the brush paints its colour's grey on it", () => {
    const driver = new EditorDriver();
    driver.drag([10, 10], [90, 10]);
    expect(driver.elements()).toHaveLength(1);
    expect(run(driver, "addMask")).toBe(true);
    expect(driver.editor.state.activeList).toBe("mask");
    driver.editor.setBrush({ color: "#ff0000" });
    driver.drag([10, 30], [90, 30]);
    expect(driver.elements()).toHaveLength(1);
    const [stroke] = mask(driver) ?? [];
    // Red's luminance (Rec. 709) is 0.2125: #363636.
    expect(stroke).toMatchObject({ kind: "stroke", color: "#363636" });
    // The brush keeps its colour, and a mask's grey does not become a recent colour.
    expect(driver.editor.state.brush.color).toBe("#ff0000");
  });

  test("one stroke on the mask is one undo step; undoing the mask's adding goes back to the picture", () => {
    const driver = new EditorDriver();
    run(driver, "addMask");
    driver.drag([10, 30], [90, 30]);
    driver.drag([10, 50], [90, 50]);
    expect(mask(driver)).toHaveLength(2);
    driver.press("Mod+Z");
    expect(mask(driver)).toHaveLength(1);
    driver.press("Mod+Z");
    driver.press("Mod+Z");
    expect(mask(driver)).toBeNull();
    expect(driver.editor.state.activeList).toBe("elements");
  });

  test("the eraser on the mask cuts the mask's strokes, not the picture's", () => {
    const driver = new EditorDriver();
    driver.drag([10, 30], [90, 30]);
    run(driver, "addMask");
    driver.drag([10, 30], [90, 30]);
    driver.press("E");
    driver.drag([50, 10], [50, 50]);
    expect(driver.elements()[0]).not.toHaveProperty("erasures");
    expect(mask(driver)?.[0]).toHaveProperty("erasures", [expect.anything()]);
  });

  test("choosing the picture again paints on it; a layer without a mask has no mask target", () => {
    const driver = new EditorDriver();
    const layerId = driver.editor.state.activeLayerId ?? "";
    driver.editor.setActiveLayer(layerId, "mask");
    expect(driver.editor.state.activeList).toBe("elements");
    run(driver, "addMask");
    // Selecting the layer again by its name keeps painting on the mask.
    driver.editor.setActiveLayer(layerId);
    expect(driver.editor.state.activeList).toBe("mask");
    driver.editor.setActiveLayer(layerId, "elements");
    driver.drag([10, 30], [90, 30]);
    expect(driver.elements()).toHaveLength(1);
    expect(mask(driver)).toEqual([]);
  });

  test("disable, enable, apply and delete; a viewer can do none of them", () => {
    const driver = new EditorDriver();
    driver.drag([10, 30], [90, 30]);
    run(driver, "addMask");
    driver.drag([10, 30], [50, 30]);
    run(driver, "toggleMask");
    expect(driver.editor.activeLayer()?.maskDisabled).toBe(true);
    expect(findCommand("applyMask")?.isEnabled(driver.editor)).toBe(false);
    run(driver, "toggleMask");
    expect(driver.editor.activeLayer()?.maskDisabled).toBeUndefined();
    expect(run(driver, "applyMask")).toBe(true);
    expect(mask(driver)).toBeNull();
    expect(driver.elements()[0]?.kind).toBe("group");
    expect(driver.editor.state.activeList).toBe("elements");
    run(driver, "addMask");
    expect(run(driver, "deleteMask")).toBe(true);
    expect(mask(driver)).toBeNull();
    const viewer = new EditorDriver({ doc: driver.doc, readOnly: true });
    run(driver, "addMask");
    for (const id of ["addMask", "toggleMask", "applyMask", "deleteMask"]) {
      expect(findCommand(id)?.isEnabled(viewer.editor), id).toBe(false);
    }
  });
});
