import { describe, expect, test } from "vitest";
import * as Y from "yjs";
import { decodePoints } from "../document/points.js";
import { readArtboards } from "../document/workbench-document.js";
import { EditorDriver } from "../test/editor-driver.js";
import { concentricScale, ellipseHandles } from "./ellipse-geometry.js";
import { addEllipseGuide, addRuler, choosePerspective } from "./guide-actions.js";
import { readGuides } from "./guides-document.js";
import { rulerEnd } from "./ruler-edges.js";

/** An editor with a two-point grid whose horizon is at y 400, its points at x -500 and 2500. */
function withGrid() {
  const driver = new EditorDriver();
  choosePerspective(driver.editor, 2);
  driver.press("G");
  const [left, right] = driver.editor.state.guides.perspective?.points ?? [];
  if (!left || !right) throw new Error("no grid");
  driver.drag([left.x, left.y], [-500, 400]).drag([right.x, 400], [2500, 400]);
  return driver;
}

describe("the guides tool", () => {
  test("dragging a vanishing point writes the grid, one undo step, the horizon level", () => {
    const driver = withGrid();
    expect(driver.editor.state.guides.perspective?.points).toEqual([
      { x: -500, y: 400 },
      { x: 2500, y: 400 },
    ]);
    const artboard = readArtboards(driver.doc)[0];
    if (!artboard) throw new Error("no artboard");
    expect(readGuides(artboard)).toBe(driver.editor.state.guides);
    driver.press("Mod+Z");
    expect(driver.editor.state.guides.perspective?.points[1]?.x).not.toBe(2500);
    expect(driver.editor.state.guides.perspective?.points[0]).toEqual({ x: -500, y: 400 });
  });

  test("an ellipse guide is placed in the view, moved by its inside, its degree set by its minor axis", () => {
    const driver = new EditorDriver();
    driver.editor.setScreenSize({ width: 1000, height: 800 });
    expect(addEllipseGuide(driver.editor)).toBe(true);
    const { editor } = driver;
    expect(editor.state.tool).toBe("guides");
    const [ellipse] = editor.state.guides.ellipses;
    if (!ellipse) throw new Error("no ellipse");
    expect(ellipse.center).toEqual({ x: 500, y: 400 });
    expect(editor.state.selectedGuide).toBe(ellipse.id);

    driver.drag([520, 400], [620, 450]);
    const moved = editor.state.guides.ellipses[0];
    expect(moved?.center).toEqual({ x: 600, y: 450 });
    if (!moved) throw new Error("gone");

    const { minor } = ellipseHandles(moved);
    driver.drag([minor.x, minor.y], [moved.center.x, moved.center.y - moved.radius]);
    expect(editor.state.guides.ellipses[0]?.degree).toBeCloseTo(90, 6);

    driver.click(50, 50);
    expect(editor.state.selectedGuide).toBeNull();
  });

  test("a ruler is laid in the view, moved by its edge, turned by its end, and drawn along", () => {
    const driver = new EditorDriver();
    driver.editor.setScreenSize({ width: 1000, height: 800 });
    expect(addRuler(driver.editor, "straight")).toBe(true);
    const { editor } = driver;
    const [laid] = editor.state.guides.rulers;
    if (!laid) throw new Error("no ruler");
    expect(laid).toMatchObject({ center: { x: 500, y: 400 }, length: 480, angle: 0 });
    // Its edge, away from the middle, takes it down by 100.
    driver.drag([650, 400], [650, 500]);
    expect(editor.state.guides.rulers[0]?.center).toEqual({ x: 500, y: 500 });
    // Its end turns it upright and makes it 600 long.
    const moved = editor.state.guides.rulers[0];
    if (!moved) throw new Error("gone");
    const end = rulerEnd(moved);
    driver.drag([end.x, end.y], [500, 800]);
    expect(editor.state.guides.rulers[0]?.angle).toBeCloseTo(Math.PI / 2, 9);
    expect(editor.state.guides.rulers[0]?.length).toBeCloseTo(600, 9);
    // A brush stroke set down at its edge runs down it, straight.
    driver.press("B").drawStroke([
      { x: 508, y: 300 },
      { x: 530, y: 400 },
      { x: 490, y: 500 },
      { x: 520, y: 600 },
    ]);
    expect(driver.lastStrokePoints().every((point) => Math.abs(point.x - 500) < 1e-9)).toBe(true);
    driver.press("Mod+Z").press("Mod+Z");
    expect(editor.state.guides.rulers[0]?.angle).toBe(0);
  });

  test("a viewer neither edits the guides nor takes the tool", () => {
    const driver = new EditorDriver({ readOnly: true });
    expect(choosePerspective(driver.editor, 1)).toBe(false);
    expect(driver.editor.state.refusal).toBe("read-only");
    driver.press("G");
    expect(driver.editor.state.tool).toBe("hand");
  });

  test("a collaborator's grid reaches the editor", () => {
    const driver = new EditorDriver();
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(driver.doc));
    const otherDriver = new EditorDriver({ doc: other });
    choosePerspective(otherDriver.editor, 3);
    Y.applyUpdate(driver.doc, Y.encodeStateAsUpdate(other, Y.encodeStateVector(driver.doc)));
    expect(driver.editor.state.guides.perspective?.points).toHaveLength(3);
  });
});

describe("drawing along the guides", () => {
  /** A wobbly stroke from (800, 700) to the right, rising towards the right-hand point. */
  const wobbly = Array.from({ length: 30 }, (_, i) => ({
    x: 800 + i * 20,
    y: 700 - i * 3.5 + Math.sin(i) * 4 * Math.min(1, i / 5),
  }));

  /** How far each sample of the last stroke lies from the line from (800, 700) to (2500, 400). */
  const offGrid = (driver: EditorDriver) =>
    driver.lastStrokePoints().map((point) => {
      const [dx, dy] = [1700, -300];
      return Math.abs(dx * (700 - point.y) - (800 - point.x) * dy) / Math.hypot(dx, dy);
    });

  test("a brush stroke lands on the grid line it set off along", () => {
    const driver = withGrid();
    driver.press("B").drawStroke(wobbly);
    expect(Math.max(...offGrid(driver))).toBeLessThan(1e-3);
    expect(driver.lastStrokePoints().at(-1)?.x).toBeGreaterThan(1350);
  });

  test("with snapping off, or the guides hidden, the stroke is as drawn", () => {
    const driver = withGrid();
    driver.editor.snapToGuides(false);
    driver.press("B").drawStroke(wobbly);
    expect(Math.max(...offGrid(driver))).toBeGreaterThan(2);
    driver.editor.snapToGuides(true);
    driver.editor.showGuides(false);
    driver.drawStroke(wobbly);
    expect(Math.max(...offGrid(driver))).toBeGreaterThan(2);
  });

  test("a stroke round a wheel follows its ellipse guide", () => {
    const driver = new EditorDriver();
    driver.editor.setScreenSize({ width: 1000, height: 800 });
    addEllipseGuide(driver.editor);
    const [wheel] = driver.editor.state.guides.ellipses;
    if (!wheel) throw new Error("no ellipse");
    const path = Array.from({ length: 40 }, (_, i) => {
      const t = (i / 39) * Math.PI * 2;
      const wander = Math.sin(i * 1.3) * 5 * Math.min(1, i / 8);
      return {
        x: wheel.center.x + (wheel.radius + wander) * Math.cos(t),
        y: wheel.center.y + (wheel.radius * Math.sin((35 * Math.PI) / 180) + wander) * Math.sin(t),
      };
    });
    driver.press("B").drawStroke(path);
    const scales = driver.lastStrokePoints().map((point) => concentricScale(wheel, point));
    for (const scale of scales) expect(scale).toBeCloseTo(1, 6);
    const stroke = driver.strokes().at(-1);
    expect(stroke && decodePoints(stroke.points).length).toBeGreaterThan(30);
  });
});
