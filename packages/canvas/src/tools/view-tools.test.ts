import { describe, expect, test } from "vitest";
import { artboardToScreen, screenToArtboard } from "../editor/viewport.js";
import { EditorDriver } from "../test/editor-driver.js";

describe("the hand, zoom and eyedropper tools", () => {
  test("the hand drags the artboard along", () => {
    const driver = new EditorDriver();
    driver.press("H").drag([100, 100], [130, 80]);
    expect(driver.editor.state.viewport).toEqual({
      scale: 1,
      x: 30,
      y: -20,
      rotation: 0,
      flipped: false,
    });
  });

  test("the middle button pans with any tool", () => {
    const driver = new EditorDriver();
    driver.drag([0, 0], [25, 5], { buttons: 4 });
    expect(driver.editor.state.viewport).toEqual({
      scale: 1,
      x: 25,
      y: 5,
      rotation: 0,
      flipped: false,
    });
    expect(driver.elements()).toHaveLength(0);
  });

  test("Space held pans with any tool and gives the tool back on release", () => {
    const driver = new EditorDriver();
    driver.keyDown(" ");
    expect(driver.editor.state.activeTool).toBe("hand");
    driver.drag([0, 0], [50, 0]);
    driver.keyUp(" ");
    expect(driver.editor.state.activeTool).toBe("brush");
    expect(driver.editor.state.viewport.x).toBe(50);
    expect(driver.elements()).toHaveLength(0);
  });

  test("a zoom click keeps the artboard point under the pointer where it was", () => {
    const driver = new EditorDriver();
    driver.editor.setViewport({ scale: 1.5, x: 40, y: -10, rotation: 0, flipped: false });
    const pointer = { x: 300, y: 200 };
    const under = screenToArtboard(driver.editor.state.viewport, pointer);
    driver.press("Z").click(pointer.x, pointer.y);
    expect(driver.editor.state.viewport.scale).toBe(3);
    const after = artboardToScreen(driver.editor.state.viewport, under);
    expect(after.x).toBeCloseTo(pointer.x, 9);
    expect(after.y).toBeCloseTo(pointer.y, 9);

    driver.click(pointer.x, pointer.y, { altKey: true });
    expect(driver.editor.state.viewport.scale).toBe(1.5);
    expect(screenToArtboard(driver.editor.state.viewport, pointer).x).toBeCloseTo(under.x, 9);
  });

  test("zoom stays between 5 % and 3200 %", () => {
    const driver = new EditorDriver();
    driver.press("Z");
    for (let index = 0; index < 10; index += 1) driver.click(10, 10);
    expect(driver.editor.state.viewport.scale).toBe(32);
    for (let index = 0; index < 20; index += 1) driver.click(10, 10, { altKey: true });
    expect(driver.editor.state.viewport.scale).toBe(0.05);
  });

  test("the eyedropper takes the colour under the pointer as brush and recent colour", () => {
    const picked: { x: number; y: number }[] = [];
    const driver = new EditorDriver({
      pickColor: (point) => {
        picked.push(point);
        return point.x < 100 ? "#FF0000" : point.x < 200 ? "#00ff00" : null;
      },
    });
    driver.editor.setViewport({ scale: 2, x: 0, y: 0, rotation: 0, flipped: false });
    driver.press("I").click(100, 20);
    expect(picked).toEqual([{ x: 50, y: 10 }]);
    expect(driver.editor.state.brush.color).toBe("#ff0000");
    expect(driver.editor.state.brush.recentColors).toEqual(["#ff0000"]);
    // A pick goes back to the brush (eyedropper-tool.test.ts), so each sampling chooses it again.
    driver.press("I").drag([100, 20], [300, 20]);
    expect(driver.editor.state.brush.color).toBe("#00ff00");
    expect(driver.editor.state.brush.recentColors).toEqual(["#00ff00", "#ff0000"]);
    driver.press("I").click(500, 20);
    expect(driver.editor.state.brush.recentColors).toEqual(["#00ff00", "#ff0000"]);
  });

  test("recent colours are the last 8 distinct ones, newest first", () => {
    const driver = new EditorDriver();
    for (const color of ["#000001", "#000002", "#000001"]) driver.editor.chooseColor(color);
    expect(driver.editor.state.brush.recentColors).toEqual(["#000001", "#000002"]);
    for (let index = 3; index <= 12; index += 1) driver.editor.chooseColor(`#0000${index + 10}`);
    expect(driver.editor.state.brush.recentColors).toHaveLength(8);
    expect(driver.editor.state.brush.recentColors[0]).toBe("#000022");
  });

  test("a stroke's colour becomes recent when the stroke is drawn", () => {
    const driver = new EditorDriver();
    driver.editor.setBrush({ color: "#123456" });
    expect(driver.editor.state.brush.recentColors).toEqual([]);
    driver.click(5, 5);
    expect(driver.editor.state.brush.recentColors).toEqual(["#123456"]);
  });

  test("the viewer's hand and zoom work", () => {
    const driver = new EditorDriver({ readOnly: true });
    driver.drag([0, 0], [10, 10]).press("Z").click(0, 0);
    expect(driver.editor.state.viewport).toEqual({
      scale: 2,
      x: 20,
      y: 20,
      rotation: 0,
      flipped: false,
    });
  });
});
