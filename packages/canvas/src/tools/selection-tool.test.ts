import { describe, expect, test } from "vitest";
import { decodePoints } from "../document/points.js";
import type { Element, PlacedImage, Stroke } from "../document/schema.js";
import { addElements } from "../document/workbench-document.js";
import { EditorDriver } from "../test/editor-driver.js";
import { buildImage, buildStroke } from "../test/elements.js";
import { selectionBounds, selectionOverlay } from "./selection-handles.js";

/** A stroke (bounds 6,6 – 54,44 with its size 8), an image, and a stroke far away. */
function setUp(options: { readOnly?: boolean } = {}) {
  const driver = new EditorDriver(options);
  const stroke = buildStroke([
    { x: 10, y: 10, pressure: 0.5 },
    { x: 50, y: 40, pressure: 0.8 },
  ]);
  const image = buildImage({ x: 100, y: 100, width: 100, height: 80 });
  const far = buildStroke([
    { x: 400, y: 400, pressure: 1 },
    { x: 420, y: 420, pressure: 1 },
  ]);
  addElements(driver.doc, "setup", driver.editor.state.activeLayerId ?? "", [stroke, image, far]);
  return { driver, stroke, image, far };
}

function find<T extends Element>(driver: EditorDriver, element: T): T {
  return driver.elements().find((candidate) => candidate.id === element.id) as T;
}

const pointsOf = (stroke: Stroke) =>
  decodePoints(stroke.points).map(({ x, y }) => [round(x), round(y)]);
/** To a thousandth, and -0 as 0, so that rotated points compare as written. */
const round = (value: number) => Math.round(value * 1000) / 1000 || 0;

describe("selecting and transforming", () => {
  test("a rectangle selects the elements of the active layer whose bounds it touches", () => {
    const { driver, stroke, image } = setUp();
    driver.press("V").drag([0, 0], [120, 120]);
    expect(driver.editor.state.selection).toEqual([stroke.id, image.id]);
    expect(driver.editor.state.marquee).toBeNull();
    expect(selectionBounds(driver.editor)).toEqual({ x: 6, y: 6, width: 194, height: 174 });
  });

  test("a drag inside the selection moves it in one undo step", () => {
    const { driver, stroke, image } = setUp();
    driver.press("V").drag([0, 0], [120, 120]);
    const steps = driver.editor.history.undoStack.length;
    driver.drag([150, 140], [160, 160]);
    expect(driver.editor.history.undoStack.length).toBe(steps + 1);
    expect(pointsOf(find(driver, stroke))).toEqual([
      [20, 30],
      [60, 60],
    ]);
    expect(find(driver, image)).toMatchObject({ x: 110, y: 120, width: 100, height: 80 });
    expect(driver.editor.state.selection).toEqual([stroke.id, image.id]);

    driver.press("Mod+Z");
    expect(find(driver, stroke)).toEqual(stroke);
    expect(find(driver, image)).toEqual(image);
  });

  test("a corner handle scales about the opposite corner, and the stroke's size with it", () => {
    const { driver, stroke, image } = setUp();
    driver.press("V").drag([0, 0], [120, 120]);
    driver.drag([200, 180], [394, 354]);
    const scaled = find(driver, stroke);
    expect(pointsOf(scaled)).toEqual([
      [14, 14],
      [94, 74],
    ]);
    expect(scaled.size).toBe(16);
    expect(find(driver, image)).toMatchObject({ x: 194, y: 194, width: 200, height: 160 });
    driver.press("Mod+Z");
    expect(find(driver, stroke)).toEqual(stroke);
  });

  test("Shift keeps the aspect ratio while scaling", () => {
    const { driver, image } = setUp();
    driver.press("V").click(150, 140);
    expect(driver.editor.state.selection).toEqual([image.id]);
    driver.drag([200, 180], [300, 200], { shiftKey: true });
    expect(find(driver, image)).toMatchObject({ x: 100, y: 100, width: 200, height: 160 });
  });

  test("the rotation handle turns the selection about its centre", () => {
    const { driver, stroke, image } = setUp();
    driver.press("V").drag([0, 0], [120, 120]);
    const overlay = selectionOverlay(driver.editor);
    expect(overlay?.handles.rotate).toEqual({ x: 103, y: -18 });
    driver.drag([103, -18], [214, 93]);
    expect(pointsOf(find(driver, stroke))).toEqual([
      [186, 0],
      [156, 40],
    ]);
    const turned = find<PlacedImage>(driver, image);
    expect(turned.rotation).toBeCloseTo(Math.PI / 2, 6);
    expect(turned.x + turned.width / 2).toBeCloseTo(56, 3);
    expect(turned.y + turned.height / 2).toBeCloseTo(140, 3);
    expect(turned.width).toBe(100);
  });

  test("while dragging, the pending transform is state for the overlay, not the document", () => {
    const { driver, image } = setUp();
    driver.press("V").click(150, 140).pointerDown(150, 140).move(170, 140);
    expect(driver.editor.state.pendingTransform).toEqual({ kind: "move", dx: 20, dy: 0 });
    expect(selectionOverlay(driver.editor)?.frame[0]).toEqual({ x: 120, y: 100 });
    expect(find(driver, image)).toEqual(image);
    driver.up();
    expect(driver.editor.state.pendingTransform).toBeNull();
  });

  test("clicks select the element under the pointer; a click on nothing deselects", () => {
    const { driver, far, image } = setUp();
    driver.press("V").click(410, 410);
    expect(driver.editor.state.selection).toEqual([far.id]);
    driver.click(150, 140, { shiftKey: true });
    expect(driver.editor.state.selection).toEqual([far.id, image.id]);
    driver.click(700, 10);
    expect(driver.editor.state.selection).toEqual([]);
    driver.drag([410, 410], [420, 410]);
    expect(pointsOf(find(driver, far))[0]).toEqual([410, 400]);
  });

  test("the lasso selects only what it encloses", () => {
    const { driver, stroke } = setUp();
    const across = buildStroke([
      { x: 60, y: 30, pressure: 1 },
      { x: 150, y: 30, pressure: 1 },
    ]);
    addElements(driver.doc, "setup", driver.editor.state.activeLayerId ?? "", [across]);
    driver.press("L").drawStroke([
      { x: 0, y: 0 },
      { x: 70, y: 0 },
      { x: 70, y: 60 },
      { x: 0, y: 60 },
    ]);
    expect(driver.editor.state.selection).toEqual([stroke.id]);
    expect(driver.editor.state.marquee).toBeNull();
  });

  test("Delete and Backspace remove the selection in one undo step", () => {
    const { driver, stroke, image, far } = setUp();
    driver.press("V").drag([0, 0], [120, 120]).press("Delete");
    expect(driver.elements().map((element) => element.id)).toEqual([far.id]);
    expect(driver.editor.state.selection).toEqual([]);
    driver.press("Mod+Z");
    expect(driver.elements().map((element) => element.id)).toEqual([stroke.id, image.id, far.id]);
    driver.click(410, 410).press("Backspace");
    expect(driver.elements()).toHaveLength(2);
  });

  test("a viewer selects (to export) but cannot move or delete", () => {
    const { driver, stroke, image } = setUp({ readOnly: true });
    driver.press("V").drag([0, 0], [120, 120]);
    expect(driver.editor.state.selection).toEqual([stroke.id, image.id]);
    driver.drag([150, 140], [170, 160]).press("Delete");
    expect(find(driver, image)).toEqual(image);
    expect(driver.elements()).toHaveLength(3);
  });
});
