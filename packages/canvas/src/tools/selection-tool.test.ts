import { describe, expect, test } from "vitest";
import { decodePoints } from "../document/points.js";
import type { Element, PlacedImage, Stroke } from "../document/schema.js";
import { addElements } from "../document/workbench-document.js";
import { regionElements, regionSplit } from "../editor/region-selection.js";
import { boundsOfElement } from "../geometry/element-geometry.js";
import { type Point, rectsIntersect } from "../geometry/rect.js";
import { EditorDriver } from "../test/editor-driver.js";
import { buildImage, buildStroke } from "../test/elements.js";
import { selectionBounds, selectionOverlay } from "./selection-handles.js";

/** A stroke through the points at a constant pressure, 8 wide. */
const strokeThrough = (points: readonly Point[]) =>
  buildStroke(points.map((point) => ({ ...point, pressure: 1 })));

/**
 * A car's side: a long arc (the body) whose box covers the front wheel, a small circle stroke
 * (the wheel) under it, a line across the wheel and a diagonal whose box only overlaps the
 * wheel's corner. The box to drag around the wheel is 100,200 – 200,295.
 */
function setUpCar() {
  const driver = new EditorDriver();
  const arc = (from: number, to: number, centre: Point, rx: number, ry: number, steps: number) =>
    Array.from({ length: steps + 1 }, (_, index) => {
      const angle = from + ((to - from) * index) / steps;
      return { x: centre.x + rx * Math.cos(angle), y: centre.y - ry * Math.sin(angle) };
    });
  const body = strokeThrough(arc(Math.PI, 0, { x: 300, y: 300 }, 300, 250, 60));
  const wheel = strokeThrough(arc(0, 2 * Math.PI, { x: 150, y: 250 }, 30, 30, 24));
  const across = strokeThrough([
    { x: 50, y: 240 },
    { x: 250, y: 240 },
  ]);
  const diagonal = strokeThrough([
    { x: 180, y: 150 },
    { x: 260, y: 230 },
  ]);
  const elements = [body, wheel, across, diagonal];
  addElements(driver.doc, "setup", driver.editor.state.activeLayerId ?? "", elements);
  return { driver, body, wheel, across, diagonal };
}

describe("selecting by shape, not by bounding box", () => {
  test("a box around the front wheel selects the wheel's pixels and the line's inside it, none of the car's body", () => {
    const { driver, body, wheel, across } = setUpCar();
    expect(rectsIntersect(boundsOfElement(body), { x: 100, y: 200, width: 100, height: 95 })).toBe(
      true,
    );
    driver.press("V").drag([100, 200], [200, 295]);
    expect(driver.editor.state.region?.outlines).toHaveLength(1);
    const split = regionSplit(driver.editor);
    expect(split?.whole.map(({ id }) => id)).toEqual([wheel.id]);
    expect(split?.crossed.map(({ staying }) => staying.id)).toEqual([across.id]);
    // Only the part of the line inside the box is selected.
    expect(selectionBounds(driver.editor)).toMatchObject({ x: 100, width: 100 });
  });

  test("while dragging, the box shows and nothing is selected until it is let go", () => {
    const { driver } = setUpCar();
    driver.press("V").pointerDown(100, 200).move(150, 250).move(200, 295);
    expect(driver.editor.state.marquee).toMatchObject({ kind: "rectangle" });
    expect(driver.editor.state.region).toBeNull();
    driver.up();
    expect(driver.editor.state.region).not.toBeNull();
  });

  test("Alt selects what the box's edge crosses, not what only its bounding box overlaps", () => {
    const { driver, wheel, across } = setUpCar();
    driver.press("V").drag([100, 200], [200, 295], { altKey: true });
    expect(driver.editor.state.selection).toEqual([wheel.id, across.id]);
  });

  test("Alt: a box inside a thick stroke's paint touches it", () => {
    const driver = new EditorDriver();
    const thick = buildStroke(
      [
        { x: 0, y: 100, pressure: 1 },
        { x: 300, y: 100, pressure: 1 },
      ],
      { size: 60 },
    );
    addElements(driver.doc, "setup", driver.editor.state.activeLayerId ?? "", [thick]);
    driver.press("V").drag([140, 110], [160, 120], { altKey: true });
    expect(driver.editor.state.selection).toEqual([thick.id]);
  });
});

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
  test("a rectangle selects the pixels of the active layer inside it", () => {
    const { driver, stroke, image } = setUp();
    // The image is only partly inside: its top left corner is selected.
    driver.press("V").drag([0, 0], [120, 120]);
    expect(regionElements(driver.editor).map(({ id }) => id)).toEqual([
      stroke.id,
      expect.not.stringMatching(image.id),
    ]);
    expect(selectionBounds(driver.editor)).toEqual({ x: 6, y: 6, width: 114, height: 114 });
    driver.drag([0, 0], [210, 190]);
    expect(regionElements(driver.editor).map(({ id }) => id)).toEqual([stroke.id, image.id]);
    expect(driver.editor.state.marquee).toBeNull();
    expect(selectionBounds(driver.editor)).toEqual({ x: 6, y: 6, width: 194, height: 174 });
  });

  test("a drag inside the selection moves it in one undo step", () => {
    const { driver, stroke, image } = setUp();
    driver.press("V").drag([0, 0], [210, 190]);
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
    driver.press("V").drag([0, 0], [210, 190]);
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

  test("scaling keeps the aspect ratio; Shift scales freely", () => {
    const { driver, image } = setUp();
    driver.press("V").click(150, 140);
    expect(driver.editor.state.selection).toEqual([image.id]);
    driver.drag([200, 180], [300, 200]);
    expect(find(driver, image)).toMatchObject({ x: 100, y: 100, width: 200, height: 160 });
    driver.press("Mod+Z");
    driver.drag([200, 180], [300, 200], { shiftKey: true });
    expect(find(driver, image)).toMatchObject({ x: 100, y: 100, width: 200, height: 100 });
  });

  test("the rotation handle turns the selection about its centre", () => {
    const { driver, stroke, image } = setUp();
    driver.press("V").drag([0, 0], [210, 190]);
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

  test("the lasso selects what is inside it, cutting through a stroke it crosses", () => {
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
    const split = regionSplit(driver.editor);
    expect(split?.whole.map(({ id }) => id)).toEqual([stroke.id]);
    expect(split?.crossed.map(({ staying }) => staying.id)).toEqual([across.id]);
    expect(driver.editor.state.marquee).toBeNull();
  });

  test("Alt: the lasso selects what its outline crosses", () => {
    const { driver, stroke, image } = setUp();
    // Around the stroke's first half and the image's top left corner.
    driver.keyDown("Alt");
    driver.press("L").drawStroke([
      { x: 0, y: 0 },
      { x: 120, y: 0 },
      { x: 120, y: 120 },
      { x: 0, y: 20 },
    ]);
    driver.keyUp("Alt");
    expect(driver.editor.state.selection).toEqual([stroke.id, image.id]);
  });

  test("Delete and Backspace remove the selection in one undo step", () => {
    const { driver, stroke, image, far } = setUp();
    driver.press("V").drag([0, 0], [210, 190]).press("Delete");
    expect(driver.elements().map((element) => element.id)).toEqual([far.id]);
    expect(driver.editor.state.selection).toEqual([]);
    driver.press("Mod+Z");
    expect(driver.elements().map((element) => element.id)).toEqual([stroke.id, image.id, far.id]);
    driver.click(410, 410).press("Backspace");
    expect(driver.elements()).toHaveLength(2);
  });

  test("a viewer selects (to export) but cannot move or delete", () => {
    const { driver, stroke, image } = setUp({ readOnly: true });
    driver.press("V").drag([0, 0], [210, 190]);
    expect(regionElements(driver.editor).map(({ id }) => id)).toEqual([stroke.id, image.id]);
    driver.drag([150, 140], [170, 160]).press("Delete");
    expect(find(driver, image)).toEqual(image);
    expect(driver.elements()).toHaveLength(3);
  });
});

test("a click in a gap the eraser cut through a stroke selects nothing; on the stroke, it selects it", () => {
  const driver = new EditorDriver();
  const line = strokeThrough([
    { x: 100, y: 100 },
    { x: 400, y: 100 },
  ]);
  addElements(driver.doc, "setup", driver.editor.state.activeLayerId ?? "", [line]);
  driver.press("E").drawStroke([
    { x: 250, y: 40 },
    { x: 250, y: 160 },
  ]);
  expect(driver.strokes()[0]?.erasures).toHaveLength(1);
  driver.press("V").click(250, 100);
  expect(driver.editor.state.selection).toEqual([]);
  driver.click(150, 100);
  expect(driver.editor.state.selection).toEqual([line.id]);
});
