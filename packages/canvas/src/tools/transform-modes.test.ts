import { describe, expect, test } from "vitest";
import { decodePoints } from "../document/points.js";
import type { PlacedImage, Stroke } from "../document/schema.js";
import { addElements } from "../document/workbench-document.js";
import { findCommand } from "../editor/commands.js";
import { imageLattice } from "../geometry/image-mesh.js";
import { EditorDriver } from "../test/editor-driver.js";
import { buildImage, buildStroke, cutBy } from "../test/elements.js";
import { line } from "../test/surfaces.js";
import { selectionBounds, selectionOverlay } from "./selection-handles.js";
import type { TransformMode } from "./transform-mode.js";

/** A 100 × 100 square of strokes at 100, 100, selected, in a transform mode. */
function setUp(mode: TransformMode) {
  const driver = new EditorDriver();
  const top = buildStroke(line({ x: 100, y: 100 }, { x: 200, y: 100 }, undefined, 1), { size: 2 });
  const left = buildStroke(line({ x: 100, y: 100 }, { x: 100, y: 200 }, undefined, 1), {
    size: 2,
  });
  const bottom = buildStroke(line({ x: 100, y: 200 }, { x: 200, y: 200 }, undefined, 1), {
    size: 2,
  });
  addElements(driver.doc, "setup", driver.editor.state.activeLayerId ?? "", [top, left, bottom]);
  driver.press("V");
  driver.editor.select([top.id, left.id, bottom.id]);
  findCommand(`transformMode.${mode}`)?.run(driver.editor);
  const elementById = (id: string) =>
    driver.editor.activeElements().find((element) => element.id === id) as Stroke;
  return { driver, top, left, bottom, elementById };
}

const xs = (stroke: Stroke) => decodePoints(stroke.points).map((point) => point.x);
const ys = (stroke: Stroke) => decodePoints(stroke.points).map((point) => point.y);

describe("the transform modes of the selection", () => {
  test("Distort moves the dragged corner alone, live, and commits one undo step on release", () => {
    const { driver, top, bottom, elementById } = setUp("distort");
    const overlay = selectionOverlay(driver.editor);
    expect(overlay?.handles.rotate).toBeUndefined();
    const corner = overlay?.handles.se ?? { x: 0, y: 0 };
    driver.pointerDown(corner.x, corner.y).move(corner.x + 20, corner.y + 10);
    driver.move(corner.x + 40, corner.y + 30);
    // Live: the preview holds the strokes bent, the document does not yet.
    const floating = driver.editor.state.floating;
    const previewBottom = floating?.elements.find((element) => element.id === bottom.id) as Stroke;
    expect(Math.max(...xs(previewBottom))).toBeGreaterThan(230);
    expect(Math.max(...xs(elementById(bottom.id)))).toBe(200);
    driver.up();
    expect(driver.editor.state.pendingTransform).toBeNull();
    // The top edge stays; the bottom's right end went where the corner went (its paint's edge).
    expect(Math.max(...xs(elementById(top.id)))).toBeCloseTo(200, 0);
    expect(Math.max(...xs(elementById(bottom.id)))).toBeGreaterThan(235);
    expect(Math.max(...ys(elementById(bottom.id)))).toBeGreaterThan(225);
    driver.press("Mod+Z");
    expect(Math.max(...xs(elementById(bottom.id)))).toBe(200);
  });

  test("Perspective moves the mirror corner the other way: a symmetric trapezoid", () => {
    const { driver, top, elementById } = setUp("perspective");
    const corner = selectionOverlay(driver.editor)?.handles.nw ?? { x: 0, y: 0 };
    driver.drag([corner.x, corner.y], [corner.x + 30, corner.y + 3]);
    const topXs = xs(elementById(top.id));
    // The top edge shrank equally at both ends, about its middle; it stayed level.
    expect(Math.min(...topXs) + Math.max(...topXs)).toBeCloseTo(300, 2);
    expect(Math.max(...topXs) - Math.min(...topXs)).toBeLessThan(45);
    const topYs = ys(elementById(top.id));
    expect(Math.max(...topYs) - Math.min(...topYs)).toBeLessThan(0.01);
    expect(Math.abs((topYs[0] ?? 0) - 100)).toBeLessThan(1);
  });

  test("Warp drags a mesh point: the artwork under it follows, the box's far side stays", () => {
    const { driver, top, bottom, elementById } = setUp("warp");
    const overlay = selectionOverlay(driver.editor);
    expect(Object.keys(overlay?.handles ?? {})).toHaveLength(16);
    expect(overlay?.mesh).toHaveLength(4);
    // The second point of the top row, a third of the way along the top edge.
    const point = overlay?.handles["warp-1"] ?? { x: 0, y: 0 };
    driver.drag([point.x, point.y], [point.x, point.y - 30]);
    const bentTop = decodePoints(elementById(top.id).points);
    const under = bentTop.reduce((nearest, sample) =>
      Math.abs(sample.x - point.x) < Math.abs(nearest.x - point.x) ? sample : nearest,
    );
    expect(under.y).toBeLessThan(point.y - 20);
    expect(ys(elementById(bottom.id)).every((y) => Math.abs(y - 200) < 1)).toBe(true);
  });

  test("Escape during a drag cancels it and leaves the document as it was", () => {
    const { driver, bottom, elementById } = setUp("distort");
    const corner = selectionOverlay(driver.editor)?.handles.se ?? { x: 0, y: 0 };
    driver.pointerDown(corner.x, corner.y).move(corner.x + 40, corner.y + 30);
    driver.press("Escape");
    driver.up();
    expect(driver.editor.state.pendingTransform).toBeNull();
    expect(Math.max(...xs(elementById(bottom.id)))).toBe(200);
  });

  test("a distorted image gets a mesh and a baked erasure; its frame is the identity", () => {
    const driver = new EditorDriver();
    const eraser = buildStroke(line({ x: 50, y: 0 }, { x: 50, y: 80 }), { tool: "eraser" });
    const image = cutBy(buildImage({ x: 0, y: 0, width: 100, height: 80 }), eraser) as PlacedImage;
    addElements(driver.doc, "setup", driver.editor.state.activeLayerId ?? "", [image]);
    driver.press("V");
    driver.editor.select([image.id]);
    findCommand("transformMode.distort")?.run(driver.editor);
    driver.drag([100, 80], [140, 120]);
    const distorted = driver.editor.activeElements()[0] as PlacedImage;
    expect(distorted.frame).toBeUndefined();
    expect(distorted.mesh?.columns).toBe(16);
    const corners = imageLattice(distorted).points;
    expect(corners.at(-1)?.x).toBeCloseTo(140, 3);
    expect(corners.at(-1)?.y).toBeCloseTo(120, 3);
    const bounds = selectionBounds(driver.editor);
    expect(bounds?.width).toBeCloseTo(140, 3);
    expect(bounds?.height).toBeCloseTo(120, 3);
    expect(distorted.erasures).toHaveLength(1);
  });
});
