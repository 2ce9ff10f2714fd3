import { describe, expect, test } from "vitest";
import { decodePoints } from "../document/points.js";
import type { StrokePoint } from "../document/schema.js";
import { EditorDriver } from "../test/editor-driver.js";
import { chooseSymmetry } from "./guide-actions.js";
import { recognizeShape } from "./quick-shape.js";

/** A hand's path: `at(t)` for t from 0 to 1, pushed ±`wobble` across at every other sample. */
function handPath(at: (t: number) => { x: number; y: number }, wobble: number, count = 60) {
  return Array.from({ length: count + 1 }, (_, i): StrokePoint => {
    const { x, y } = at(i / count);
    const off = i % 2 === 0 ? wobble : -wobble;
    return { x: x + off * 0.7, y: y + off * 0.7, pressure: 0.4 + (i % 3) * 0.1 };
  });
}

const onEllipse = (cx: number, cy: number, a: number, b: number, turn: number) => (t: number) => {
  const angle = t * 2 * Math.PI;
  const [u, v] = [a * Math.cos(angle), b * Math.sin(angle)];
  return {
    x: cx + u * Math.cos(turn) - v * Math.sin(turn),
    y: cy + u * Math.sin(turn) + v * Math.cos(turn),
  };
};

describe("recognizing the shape a held stroke was heading for", () => {
  test("a wobbly line becomes its chord, at the stroke's mean pressure", () => {
    const shape = recognizeShape(handPath((t) => ({ x: 100 + 400 * t, y: 200 + 100 * t }), 4));
    expect(shape?.kind).toBe("line");
    expect(shape?.points.map(({ x, y }) => [Math.round(x), Math.round(y)])).toEqual([
      [103, 203],
      [503, 303],
    ]);
    expect(shape?.points[0]?.pressure).toBeCloseTo(0.5, 1);
  });

  test("a pen's tilt is kept: every point of the shape at the stroke's mean lean", () => {
    const degree = Math.PI / 180;
    const samples = handPath((t) => ({ x: 100 + 400 * t, y: 200 }), 3).map((sample, index) => ({
      ...sample,
      tilt: { altitude: 40 * degree, azimuth: (index % 2 === 0 ? 10 : 30) * degree },
    }));
    const shape = recognizeShape(samples);
    expect(shape?.kind).toBe("line");
    for (const point of shape?.points ?? []) {
      expect((point.tilt?.azimuth ?? 0) / degree).toBeCloseTo(20, 0);
      // The mean of leans 20° apart, seen from above, is a little less of a lean.
      expect((point.tilt?.altitude ?? 0) / degree).toBeGreaterThanOrEqual(40);
      expect((point.tilt?.altitude ?? 0) / degree).toBeLessThan(41.5);
    }
    // Without tilt, none is made up.
    const plain = recognizeShape(handPath((t) => ({ x: 100 + 400 * t, y: 200 }), 3));
    expect(plain?.points.every((point) => point.tilt === undefined)).toBe(true);
  });

  test("a wobbly closed loop becomes the ellipse it went round, turned as it was", () => {
    const shape = recognizeShape(handPath(onEllipse(400, 300, 200, 80, 0.4), 5, 80));
    expect(shape?.kind).toBe("ellipse");
    const points = shape?.points ?? [];
    // Every point of the shape lies on the ellipse drawn round, within the wobble.
    for (const point of points) {
      const [dx, dy] = [point.x - 400, point.y - 300];
      const u = dx * Math.cos(0.4) + dy * Math.sin(0.4);
      const v = -dx * Math.sin(0.4) + dy * Math.cos(0.4);
      expect(Math.abs(Math.hypot(u / 200, v / 80) - 1)).toBeLessThan(0.05);
    }
    expect(points[0]).toEqual(points.at(-1));
  });

  test("an open bow becomes the arc through its ends and middle", () => {
    const bow = handPath((t) => {
      const angle = Math.PI * (0.1 + 0.6 * t);
      return { x: 500 + 300 * Math.cos(angle), y: 500 - 300 * Math.sin(angle) };
    }, 4);
    const shape = recognizeShape(bow);
    expect(shape?.kind).toBe("arc");
    for (const point of shape?.points ?? []) {
      expect(Math.abs(Math.hypot(point.x - 500, point.y - 500) - 300)).toBeLessThan(10);
    }
  });

  test("a scribble is no shape", () => {
    const scribble = handPath((t) => ({ x: 100 + 300 * t, y: 200 + 150 * Math.sin(t * 20) }), 0);
    expect(recognizeShape(scribble)).toBeNull();
  });
});

describe("QuickShape in the editor", () => {
  const wobblyLine = handPath((t) => ({ x: 100 + 400 * t, y: 200 }), 5, 30);

  /** An editor with QuickShape turned on, the brush chosen. */
  function withQuickShape() {
    const driver = new EditorDriver();
    driver.editor.setQuickShape(true);
    return driver.press("B");
  }

  function drawAndHold(driver: EditorDriver, path: readonly StrokePoint[]) {
    const [first, ...rest] = path;
    if (!first) throw new Error("empty path");
    driver.pointerDown(first.x, first.y);
    for (const point of rest) driver.move(point.x, point.y);
    return driver.hold();
  }

  test("a brush stroke held still is committed as the clean line, moves after the hold ignored", () => {
    const driver = withQuickShape();
    drawAndHold(driver, wobblyLine).move(900, 900).up();
    const points = driver.lastStrokePoints();
    expect(points).toHaveLength(2);
    expect(points.every((point) => Math.abs(point.y - 200) < 4)).toBe(true);
  });

  test("the live stroke shows the shape while the pen is still down", () => {
    const driver = withQuickShape();
    drawAndHold(driver, wobblyLine);
    expect(driver.editor.state.liveStroke?.points.byteLength).toBe(2 * 12);
    driver.up();
  });

  test("off (as it comes), or with the eraser, a held stroke stays as drawn", () => {
    const driver = new EditorDriver().press("B");
    expect(driver.editor.state.quickShape).toBe(false);
    drawAndHold(driver, wobblyLine).up();
    expect(driver.lastStrokePoints().length).toBeGreaterThan(20);
    driver.editor.setQuickShape(true);
    driver.press("E");
    drawAndHold(driver, wobblyLine);
    const erasing = driver.editor.state.liveStroke;
    expect(erasing && decodePoints(erasing.points).length).toBeGreaterThan(20);
    driver.up();
  });

  test("a shape drawn with symmetry is mirrored as a shape", () => {
    const driver = withQuickShape();
    chooseSymmetry(driver.editor, "horizontal");
    drawAndHold(driver, wobblyLine).up();
    const strokes = driver.strokes();
    expect(strokes).toHaveLength(2);
    // Both the line's two ends: the mirror is of the shape, not of the wobbly stroke.
    expect(strokes.map((stroke) => stroke.points.byteLength)).toEqual([24, 24]);
  });
});
