import { describe, expect, test } from "vitest";
import { MAX_ARTBOARDS, nextArtboardName } from "../document/artboards.js";
import { readArtboards } from "../document/workbench-document.js";
import { EditorDriver } from "../test/editor-driver.js";

const stroke = [
  { x: 100, y: 100 },
  { x: 300, y: 120 },
];

const names = (driver: EditorDriver) => readArtboards(driver.doc).map((artboard) => artboard.name);

describe("several artboards", () => {
  test("a new artboard comes after the last, of the shown one's size, with a layer, and is shown", () => {
    const driver = new EditorDriver();
    const { editor } = driver;
    editor.resizeArtboard({ width: 800, height: 600 }, "center");
    driver.drawStroke(stroke);
    const first = editor.artboard();
    expect(editor.addArtboard()).toBe(true);
    expect(names(driver)).toEqual(["Artboard 1", "Artboard 2"]);
    const second = editor.artboard();
    expect(second).toMatchObject({ name: "Artboard 2", width: 800, height: 600 });
    expect(editor.activeLayer()?.name).toBe("Layer 1");
    // What is drawn now goes on the new board; the first keeps its stroke alone.
    expect(driver.elements()).toEqual([]);
    driver.drawStroke(stroke);
    expect(driver.elements()).toHaveLength(1);
    editor.showArtboard(first?.id ?? "");
    expect(editor.artboard()?.id).toBe(first?.id);
    expect(driver.elements()).toHaveLength(1);
  });

  test("showing an artboard drops the selection and fits the view to it", () => {
    const driver = new EditorDriver();
    const { editor } = driver;
    driver.drawStroke(stroke);
    const first = editor.artboard()?.id ?? "";
    editor.addArtboard();
    editor.showArtboard(first);
    editor.select(driver.elements().map((element) => element.id));
    const second = readArtboards(driver.doc)[1]?.id ?? "";
    editor.setViewport({ ...editor.state.viewport, scale: 7, x: -900 });
    editor.showArtboard(second);
    expect(editor.state.selection).toEqual([]);
    expect(editor.state.viewport.scale).toBeLessThan(7);
  });

  test("delete takes the shown artboard and shows the first; undo brings it back; the last stays", () => {
    const driver = new EditorDriver();
    const { editor } = driver;
    expect(editor.deleteArtboard()).toBe(false);
    editor.addArtboard();
    driver.drawStroke(stroke);
    expect(editor.deleteArtboard()).toBe(true);
    expect(names(driver)).toEqual(["Artboard 1"]);
    expect(editor.artboard()?.name).toBe("Artboard 1");
    driver.press("Mod+Z");
    expect(names(driver)).toEqual(["Artboard 1", "Artboard 2"]);
    // Undoing the add too leaves the first artboard shown.
    driver.press("Mod+Z").press("Mod+Z");
    expect(names(driver)).toEqual(["Artboard 1"]);
    expect(editor.artboard()?.name).toBe("Artboard 1");
  });

  test("a workbench holds at most MAX_ARTBOARDS; a viewer may show them but not add or delete", () => {
    const driver = new EditorDriver();
    const { editor } = driver;
    for (let added = 1; added < MAX_ARTBOARDS; added += 1) expect(editor.addArtboard()).toBe(true);
    expect(editor.addArtboard()).toBe(false);
    expect(readArtboards(driver.doc)).toHaveLength(MAX_ARTBOARDS);

    const viewer = new EditorDriver({ doc: driver.doc, readOnly: true });
    const last = readArtboards(driver.doc).at(-1)?.id ?? "";
    viewer.editor.showArtboard(last);
    expect(viewer.editor.artboard()?.id).toBe(last);
    expect(viewer.editor.deleteArtboard()).toBe(false);
    expect(readArtboards(driver.doc)).toHaveLength(MAX_ARTBOARDS);
  });

  test("new names count on from the artboards there are, skipping names taken", () => {
    expect(nextArtboardName(["Artboard 1"])).toBe("Artboard 2");
    expect(nextArtboardName(["Side", "Artboard 3", "Artboard 4"])).toBe("Artboard 5");
    expect(nextArtboardName(["Artboard 2", "Front"])).toBe("Artboard 3");
  });
});
