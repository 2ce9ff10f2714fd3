import { describe, expect, test } from "vitest";
import type { StrokePoint } from "../document/schema.js";
import { EditorDriver } from "../test/editor-driver.js";
import { createStabiliser, MAX_STRING_LENGTH, stringLength } from "./stabiliser.js";

/** A slow hand drawing a horizontal line, shaking ±3 units up and down at every sample. */
const jitteryLine = (): StrokePoint[] =>
  Array.from({ length: 200 }, (_, index) => ({
    x: index * 2,
    y: 100 + (index % 2 === 0 ? 3 : -3) + Math.sin(index) * 2,
    pressure: 0.2 + (index % 7) / 10,
  }));

/** The stabilised path of the samples, its end caught up to the pen. */
function stabilise(samples: readonly StrokePoint[], length: number): StrokePoint[] {
  const stabiliser = createStabiliser(length);
  const path = samples.flatMap((sample) => stabiliser.follow(sample) ?? []);
  const end = stabiliser.catchUp();
  return end ? [...path, end] : path;
}

const verticalSpread = (points: readonly StrokePoint[]) =>
  Math.max(...points.map((point) => point.y)) - Math.min(...points.map((point) => point.y));

describe("the pulled-string stabiliser", () => {
  test("a jittery hand gives a path with a fraction of the jitter", () => {
    const samples = jitteryLine();
    const path = stabilise(samples, 20);
    // The part past the start, where the string is taut, before the catch-up at the end.
    const settled = path.slice(10, -1);
    expect(verticalSpread(samples)).toBeGreaterThan(9);
    expect(verticalSpread(settled)).toBeLessThan(verticalSpread(samples) / 5);
    // Still a line from start to end, not a few points.
    expect(path.length).toBeGreaterThan(100);
    const forwards = settled.every((point, index) => point.x > (settled[index - 1]?.x ?? -1));
    expect(forwards).toBe(true);
  });

  test("the paint stays at the string's length from the pen, and takes the pen's pressure", () => {
    const stabiliser = createStabiliser(10);
    expect(stabiliser.follow({ x: 0, y: 0, pressure: 0.3 })).toEqual({ x: 0, y: 0, pressure: 0.3 });
    // Within reach of the string: the paint stays.
    expect(stabiliser.follow({ x: 6, y: 8, pressure: 0.4 })).toBeNull();
    const moved = stabiliser.follow({ x: 30, y: 40, pressure: 0.9 });
    expect(moved?.pressure).toBe(0.9);
    expect(Math.hypot(30 - (moved?.x ?? 0), 40 - (moved?.y ?? 0))).toBeCloseTo(10, 6);
    // Along the line to the pen.
    expect(moved?.x).toBeCloseTo(24, 6);
    expect(moved?.y).toBeCloseTo(32, 6);
  });

  test("at strength 0 every sample is kept exactly, repeated ones too", () => {
    const samples = [...jitteryLine(), { x: 398, y: 100, pressure: 0.5 }];
    samples.push({ x: 398, y: 100, pressure: 0.5 });
    expect(stabilise(samples, stringLength(0, 1))).toEqual(samples);
  });

  test("the end catches up to where the pen lifted, once", () => {
    const stabiliser = createStabiliser(25);
    for (let x = 0; x <= 100; x += 5) stabiliser.follow({ x, y: 50, pressure: 0.5 });
    expect(stabiliser.catchUp()).toEqual({ x: 100, y: 50, pressure: 0.5 });
    expect(stabiliser.catchUp()).toBeNull();
  });

  test("the string is a length on the screen: longer on the artboard when zoomed out", () => {
    expect(stringLength(1, 1)).toBe(MAX_STRING_LENGTH);
    expect(stringLength(0.5, 2)).toBe(MAX_STRING_LENGTH / 4);
    expect(stringLength(1, 0.5)).toBe(MAX_STRING_LENGTH * 2);
    expect(stringLength(0, 3)).toBe(0);
  });
});

describe("the brush with the stabiliser", () => {
  test("a jittery pen line is stored smooth, and ends where the pen lifted", () => {
    const driver = new EditorDriver();
    driver.editor.setBrush({ stabiliser: 0.5 });
    expect(driver.editor.state.brush.stabiliser).toBe(0.5);
    const samples = jitteryLine();
    driver.drawStroke(samples, { pointerType: "pen" });

    const points = driver.lastStrokePoints();
    expect(verticalSpread(points.slice(10, -1))).toBeLessThan(verticalSpread(samples) / 5);
    // Stored as 32-bit floats.
    const near = (point: StrokePoint | undefined) => ({
      x: expect.closeTo(point?.x ?? Number.NaN, 4),
      y: expect.closeTo(point?.y ?? Number.NaN, 4),
      pressure: expect.closeTo(point?.pressure ?? Number.NaN, 5),
    });
    expect(points.at(-1)).toEqual(near(samples.at(-1)));
    expect(points[0]).toEqual(near(samples[0]));
  });

  test("the string is measured on the screen: zoomed in, it is shorter on the artboard", () => {
    const driver = new EditorDriver();
    driver.editor.setBrush({ stabiliser: 1 });
    driver.editor.setViewport({ scale: 2, x: 0, y: 0, rotation: 0, flipped: false });
    // Screen x 0 → 200 is artboard x 0 → 100; the string is 30 artboard units long.
    driver.pointerDown(0, 0, { pointerType: "pen" });
    for (let x = 10; x <= 200; x += 10) driver.move(x, 0, { pressure: 0.7 });
    const live = driver.editor.state.liveStroke;
    expect(live).not.toBeNull();
    driver.up();
    const points = driver.lastStrokePoints();
    expect(points.at(-2)?.x).toBeCloseTo(70, 4);
    expect(points.at(-1)).toEqual({ x: 100, y: 0, pressure: expect.closeTo(0.7, 5) });
  });

  test("the setting is kept within 0 to 1", () => {
    const driver = new EditorDriver();
    driver.editor.setBrush({ stabiliser: 3 });
    expect(driver.editor.state.brush.stabiliser).toBe(1);
    driver.editor.setBrush({ stabiliser: -1 });
    expect(driver.editor.state.brush.stabiliser).toBe(0);
  });
});
