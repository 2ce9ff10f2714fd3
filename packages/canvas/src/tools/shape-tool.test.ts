import { describe, expect, test } from "vitest";
import { pointsBounds } from "../geometry/rect.js";
import { EditorDriver } from "../test/editor-driver.js";

describe("the line, rectangle and ellipse tools", () => {
  test("the line tool draws a two-point line at full pressure; Shift snaps it to 45°", () => {
    const driver = new EditorDriver();
    driver.press("U").drag([10, 10], [110, 30]);
    expect(driver.strokes().at(-1)?.tool).toBe("line");
    expect(driver.lastStrokePoints()).toEqual([
      { x: 10, y: 10, pressure: 1 },
      { x: 110, y: 30, pressure: 1 },
    ]);

    driver.drag([0, 0], [100, 90], { shiftKey: true });
    const [start, end] = driver.lastStrokePoints();
    expect(start).toEqual({ x: 0, y: 0, pressure: 1 });
    expect(end?.x).toBeCloseTo(end?.y ?? 0, 3);
  });

  test("a rectangle is its closed outline from corner to corner; Shift makes a square", () => {
    const driver = new EditorDriver();
    driver.press("R").drag([50, 40], [10, 100]);
    expect(driver.strokes().at(-1)?.tool).toBe("rectangle");
    expect(driver.lastStrokePoints().map(({ x, y }) => [x, y])).toEqual([
      [10, 40],
      [50, 40],
      [50, 100],
      [10, 100],
      [10, 40],
    ]);

    driver.drag([0, 0], [30, 80], { shiftKey: true });
    expect(pointsBounds(driver.lastStrokePoints())).toEqual({ x: 0, y: 0, width: 80, height: 80 });
    expect(driver.lastStrokePoints().every((point) => point.pressure === 1)).toBe(true);
  });

  test("an ellipse fills its box and closes; Shift makes a circle", () => {
    const driver = new EditorDriver();
    driver.press("O").drag([0, 0], [200, 100]);
    const points = driver.lastStrokePoints();
    expect(driver.strokes().at(-1)?.tool).toBe("ellipse");
    expect(points.length).toBeGreaterThanOrEqual(25);
    expect(points[0]).toEqual(points.at(-1));
    const bounds = pointsBounds(points);
    expect(bounds?.width).toBeCloseTo(200, 1);
    expect(bounds?.height).toBeCloseTo(100, 1);
    for (const { x, y } of points) {
      expect(((x - 100) / 100) ** 2 + ((y - 50) / 50) ** 2).toBeCloseTo(1, 4);
    }

    driver.drag([100, 100], [40, 180], { shiftKey: true });
    const circle = pointsBounds(driver.lastStrokePoints());
    expect(circle?.width).toBeCloseTo(80, 1);
    expect(circle?.height).toBeCloseTo(80, 1);
    expect(circle?.x).toBeCloseTo(20, 1);
  });

  test("a click without a drag draws no shape", () => {
    const driver = new EditorDriver();
    driver.press("R").click(10, 10);
    driver.press("U").click(10, 10);
    expect(driver.elements()).toHaveLength(0);
  });

  test("the shape being dragged is the live stroke, and Escape drops it", () => {
    const driver = new EditorDriver();
    driver.press("O").pointerDown(0, 0).move(50, 50);
    expect(driver.editor.state.liveStroke?.tool).toBe("ellipse");
    driver.press("Escape");
    expect(driver.editor.state.liveStroke).toBeNull();
    driver.up(50, 50);
    expect(driver.elements()).toHaveLength(0);
  });
});

describe("the line tool along the perspective", () => {
  const vanishing = { x: 1000, y: 0 };
  const withPerspective = () => {
    const driver = new EditorDriver();
    driver.editor.setGuides({
      perspective: { points: [vanishing] },
      ellipses: [],
      symmetry: null,
      rulers: [],
    });
    return driver;
  };

  test("a line dragged near the way to the vanishing point ends on the line to it", () => {
    const driver = withPerspective();
    driver.press("U").drag([0, 1000], [500, 560]);
    const [start, end] = driver.lastStrokePoints();
    expect(start).toMatchObject({ x: 0, y: 1000 });
    // On the line from the start to the vanishing point: x + y = 1000.
    expect((end?.x ?? 0) + (end?.y ?? 0)).toBeCloseTo(1000, 3);
    expect(end?.x).toBeCloseTo(470, 0);
  });

  test("a line dragged near the horizontal stays level; with snapping off it goes where dragged", () => {
    const driver = withPerspective();
    driver.press("U").drag([0, 1000], [500, 1040]);
    expect(driver.lastStrokePoints()[1]).toMatchObject({ x: 500, y: 1000 });
    driver.editor.snapToGuides(false);
    driver.drag([0, 1000], [500, 560]);
    expect(driver.lastStrokePoints()[1]).toMatchObject({ x: 500, y: 560 });
  });
});
