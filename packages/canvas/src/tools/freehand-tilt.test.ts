import { describe, expect, test } from "vitest";
import { decodePoints } from "../document/points.js";
import type { PenTilt } from "../document/schema.js";
import { EditorDriver } from "../test/editor-driver.js";

const DEGREE = Math.PI / 180;

/** A pen leaning to 35° from the screen, its top towards 4 o'clock. */
const leaning: PenTilt = { altitude: 35 * DEGREE, azimuth: 30 * DEGREE };

const line = [
  { x: 10, y: 20 },
  { x: 30, y: 22 },
  { x: 50, y: 25 },
  { x: 70, y: 30 },
];

/** The tilt of the topmost stroke's samples in whole degrees, or null for a stroke without. */
function storedTilts(driver: EditorDriver) {
  const stroke = driver.strokes().at(-1);
  if (!stroke?.tilt) return null;
  return decodePoints(stroke.points, stroke.tilt).map(({ tilt }) => [
    Math.round((tilt?.altitude ?? 0) / DEGREE),
    Math.round((tilt?.azimuth ?? 0) / DEGREE),
  ]);
}

describe("the brush keeps a pen's tilt", () => {
  test("every sample of a pen stroke keeps how the pen leaned", () => {
    const driver = new EditorDriver();
    driver.press("B");
    driver.editor.choosePreset("pencil");
    driver.drawStroke(line, { pointerType: "pen", pressure: 0.7, tilt: leaning });
    expect(storedTilts(driver)).toEqual(line.map(() => [35, 30]));
    expect(driver.lastStrokePoints()).toHaveLength(line.length);
  });

  test("a mouse, a pen that reports none, the plain eraser and the shapes keep no tilt", () => {
    const driver = new EditorDriver();
    driver.drawStroke(line, { pointerType: "mouse", tilt: leaning });
    expect(storedTilts(driver)).toBeNull();
    driver.drawStroke(line, { pointerType: "pen", pressure: 0.5 });
    expect(storedTilts(driver)).toBeNull();
    driver.press("U").drawStroke(line, { pointerType: "pen", pressure: 0.5, tilt: leaning });
    expect(driver.strokes().at(-1)?.tool).toBe("line");
    expect(storedTilts(driver)).toBeNull();
    driver.press("E").drawStroke(line, { pointerType: "pen", pressure: 0.5, tilt: leaning });
    expect(driver.strokes().every((stroke) => stroke.tilt === undefined)).toBe(true);
  });

  test("in a view turned a quarter clockwise, the pen's lean is turned back onto the artboard", () => {
    const driver = new EditorDriver();
    driver.editor.setViewport({ scale: 1, x: 0, y: 0, rotation: 90, flipped: false });
    driver.drawStroke(line, { pointerType: "pen", pressure: 0.5, tilt: leaning });
    expect(storedTilts(driver)?.[0]).toEqual([35, 300]);
    driver.editor.setViewport({ scale: 1, x: 0, y: 0, rotation: 0, flipped: true });
    driver.drawStroke(line, { pointerType: "pen", pressure: 0.5, tilt: leaning });
    expect(storedTilts(driver)?.[0]).toEqual([35, 150]);
  });

  test("the stabilised samples take the pen's tilt as they take its pressure", () => {
    const driver = new EditorDriver();
    driver.editor.setBrush({ stabiliser: 0.2 });
    const long = Array.from({ length: 30 }, (_, index) => ({ x: index * 6, y: 40 }));
    driver.drawStroke(long, { pointerType: "pen", pressure: 0.5, tilt: leaning });
    const tilts = storedTilts(driver) ?? [];
    expect(tilts.length).toBeLessThan(long.length);
    expect(tilts.length).toBeGreaterThan(5);
    expect(tilts.every(([altitude, azimuth]) => altitude === 35 && azimuth === 30)).toBe(true);
  });
});
