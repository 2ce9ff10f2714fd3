import { describe, expect, test } from "vitest";
import { updateLayer } from "../document/workbench-document.js";
import { EditorDriver } from "../test/editor-driver.js";

describe("the brush and the eraser", () => {
  test("a pen stroke keeps every sample with its own pressure", () => {
    const driver = new EditorDriver();
    const samples = Array.from({ length: 40 }, (_, index) => ({
      x: 10 + index * 2.5,
      y: 20 + Math.sin(index / 4) * 10,
      pressure: 0.1 + (index % 9) / 10,
    }));
    driver.drawStroke(samples, { pointerType: "pen" });

    const [stroke] = driver.strokes();
    expect(driver.strokes()).toHaveLength(1);
    expect(stroke).toMatchObject({ tool: "brush", color: "#1f2937", size: 8, author: "user-1" });
    const points = driver.lastStrokePoints();
    expect(points).toHaveLength(samples.length);
    points.forEach((point, index) => {
      const sample = samples[index];
      expect(point.x).toBeCloseTo(sample?.x ?? Number.NaN, 4);
      expect(point.y).toBeCloseTo(sample?.y ?? Number.NaN, 4);
      expect(point.pressure).toBeCloseTo(sample?.pressure ?? Number.NaN, 5);
    });
  });

  test("the stroke being drawn is live until the pen lifts, then committed once", () => {
    const driver = new EditorDriver();
    driver.pointerDown(10, 10, { pointerType: "pen", pressure: 0.3 }).move(20, 12);
    expect(driver.editor.state.liveStroke?.tool).toBe("brush");
    expect(driver.elements()).toHaveLength(0);
    driver.up();
    expect(driver.editor.state.liveStroke).toBeNull();
    expect(driver.elements()).toHaveLength(1);
    expect(driver.elements()[0]?.id).toBeDefined();
  });

  test("a mouse stroke gets pressure from its speed: thinner when fast, always 0 to 1", () => {
    const driver = new EditorDriver();
    driver.pointerDown(0, 100);
    for (let index = 1; index <= 10; index += 1) driver.move(index, 100).wait(30); // slow
    for (let index = 1; index <= 10; index += 1) driver.move(10 + index * 40, 100); // fast
    driver.up();

    const pressures = driver.lastStrokePoints().map((point) => point.pressure);
    expect(pressures).toHaveLength(21);
    for (const pressure of pressures) {
      expect(pressure).toBeGreaterThanOrEqual(0);
      expect(pressure).toBeLessThanOrEqual(1);
    }
    const slowest = pressures[10] ?? 0;
    const fastest = pressures[20] ?? 1;
    expect(slowest).toBeGreaterThan(0.8);
    expect(fastest).toBeLessThan(0.4);
    expect(new Set(pressures).size).toBeGreaterThan(5);
  });

  test("a click without movement commits a dot", () => {
    const driver = new EditorDriver();
    driver.click(30, 40);
    expect(driver.lastStrokePoints()).toEqual([{ x: 30, y: 40, pressure: 0.5 }]);
  });

  test("Shift while drawing makes a straight line from the first point", () => {
    const driver = new EditorDriver();
    driver.pointerDown(10, 10, { pointerType: "pen", pressure: 0.4 }).move(20, 30).move(40, 15);
    driver.keyDown("Shift");
    driver.move(100, 50, { pressure: 0.9 });
    expect(driver.editor.state.liveStroke?.points.length).toBe(24);
    driver.up();
    driver.keyUp("Shift");
    expect(driver.lastStrokePoints()).toEqual([
      { x: 10, y: 10, pressure: expect.closeTo(0.4, 5) },
      { x: 100, y: 50, pressure: expect.closeTo(0.9, 5) },
    ]);
  });

  test("the eraser cuts the stroke it crosses instead of adding an element", () => {
    const driver = new EditorDriver();
    driver.drawStroke([
      { x: 0, y: 0 },
      { x: 50, y: 50 },
    ]);
    driver.press("E").drawStroke([
      { x: 0, y: 50 },
      { x: 50, y: 0 },
    ]);
    expect(driver.strokes().map((stroke) => stroke.tool)).toEqual(["brush"]);
    expect(driver.strokes()[0]?.erasures).toHaveLength(1);
  });

  test("a locked or hidden layer and a read-only editor refuse to be drawn on", () => {
    const driver = new EditorDriver();
    const layerId = driver.editor.state.activeLayerId ?? "";
    updateLayer(driver.doc, "someone", layerId, { locked: true });
    driver.drawStroke([
      { x: 0, y: 0 },
      { x: 9, y: 9 },
    ]);
    expect(driver.editor.state.refusal).toBe("locked");
    updateLayer(driver.doc, "someone", layerId, { locked: false, visible: false });
    driver.press("E").click(5, 5);
    expect(driver.editor.state.refusal).toBe("hidden");
    expect(driver.elements()).toHaveLength(0);

    const viewer = new EditorDriver({ readOnly: true });
    expect(viewer.editor.state.tool).toBe("hand");
    viewer.press("B").click(5, 5);
    expect(viewer.editor.state.tool).toBe("hand");
    expect(viewer.editor.setTool("brush")).toBe(false);
    expect(viewer.elements()).toHaveLength(0);
  });

  test("a layer locked while drawing keeps the stroke out of it", () => {
    const driver = new EditorDriver();
    driver.pointerDown(0, 0).move(10, 10);
    updateLayer(driver.doc, "someone", driver.editor.state.activeLayerId ?? "", { locked: true });
    driver.up();
    expect(driver.elements()).toHaveLength(0);
    expect(driver.editor.state.liveStroke).toBeNull();
  });

  test("a second pointer does not join the stroke in progress", () => {
    const driver = new EditorDriver();
    driver.pointerDown(0, 0, { pointerType: "pen" }).move(10, 0);
    driver.move(500, 500, { pointerId: 2 }).up(500, 500, { pointerId: 2 });
    driver.move(20, 0).up();
    expect(driver.lastStrokePoints().map((point) => point.x)).toEqual([0, 10, 20]);
  });

  test("a pen's eraser end erases while the brush is chosen", () => {
    const driver = new EditorDriver();
    driver.drawStroke([
      { x: 0, y: 20 },
      { x: 20, y: 0 },
    ]);
    driver.drag([0, 0], [20, 20], { pointerType: "pen", buttons: 32 });
    expect(driver.strokes().map((stroke) => stroke.erasures?.length)).toEqual([1]);
    expect(driver.editor.state.tool).toBe("brush");
    driver.click(5, 5, { buttons: 2 });
    expect(driver.elements()).toHaveLength(1);
  });

  test("samples land where the pointer is on the artboard, at any zoom and pan", () => {
    const driver = new EditorDriver();
    driver.editor.setViewport({ scale: 2, x: 100, y: -40, rotation: 0, flipped: false });
    driver.drawStroke(
      [
        { x: 300, y: 100 },
        { x: 310, y: 120 },
      ],
      { pointerType: "pen", pressure: 0.5 },
    );
    expect(driver.lastStrokePoints().map(({ x, y }) => [x, y])).toEqual([
      [100, 70],
      [105, 80],
    ]);
  });

  test("a tool key pressed mid-stroke lets the stroke finish", () => {
    const driver = new EditorDriver();
    driver.pointerDown(0, 0).move(10, 10).press("E").move(20, 20).up();
    expect(
      driver.strokes().map((stroke) => [stroke.tool, driver.lastStrokePoints().length]),
    ).toEqual([["brush", 3]]);
    expect(driver.editor.state.tool).toBe("eraser");
  });
});
