import { describe, expect, test } from "vitest";
import { decodePoints } from "../document/points.js";
import type { Stroke } from "../document/schema.js";
import { BRUSH_PRESETS } from "../editor/brush-presets.js";
import { EditorDriver } from "../test/editor-driver.js";
import { buildStroke } from "../test/elements.js";
import { chooseSymmetry } from "./guide-actions.js";
import { withRadialAxes, withSymmetryCenter } from "./guide-edits.js";
import type { SymmetryGuide } from "./guides.js";
import { symmetricCopies } from "./symmetry.js";

const stroke = buildStroke([
  { x: 10, y: 20, pressure: 0.3 },
  { x: 30, y: 60, pressure: 0.9 },
]);

const pointsOf = (copy: { points: Uint8Array }) =>
  decodePoints(copy.points).map(({ x, y, pressure }) => ({
    x: Math.round(x * 1e6) / 1e6,
    y: Math.round(y * 1e6) / 1e6,
    pressure: Math.round(pressure * 1e6) / 1e6,
  }));

describe("symmetric copies", () => {
  test("a vertical mirror copies across the upright axis, pressure kept", () => {
    const guide: SymmetryGuide = { kind: "vertical", center: { x: 100, y: 0 }, axes: 2 };
    const [copy, ...more] = symmetricCopies(stroke, guide);
    expect(more).toEqual([]);
    expect(copy?.id).toBe(`${stroke.id}~1`);
    expect(copy && pointsOf(copy)).toEqual([
      { x: 190, y: 20, pressure: 0.3 },
      { x: 170, y: 60, pressure: 0.9 },
    ]);
  });

  test("a horizontal mirror copies across the level axis", () => {
    const guide: SymmetryGuide = { kind: "horizontal", center: { x: 0, y: 100 }, axes: 2 };
    const [copy] = symmetricCopies(stroke, guide);
    expect(copy && pointsOf(copy)[0]).toEqual({ x: 10, y: 180, pressure: 0.3 });
  });

  test("a radial symmetry of four turns the stroke three times round its centre", () => {
    const guide: SymmetryGuide = { kind: "radial", center: { x: 0, y: 0 }, axes: 4 };
    const copies = symmetricCopies(stroke, guide);
    expect(copies.map((copy) => pointsOf(copy)[0])).toEqual([
      { x: -20, y: 10, pressure: 0.3 },
      { x: -10, y: -20, pressure: 0.3 },
      { x: 20, y: -10, pressure: 0.3 },
    ]);
  });

  test("a chisel marker's tip is mirrored with its stroke", () => {
    const marker = { ...stroke, style: { ...BRUSH_PRESETS.marker.style, angle: Math.PI / 4 } };
    const guide: SymmetryGuide = { kind: "vertical", center: { x: 0, y: 0 }, axes: 2 };
    const [copy] = symmetricCopies(marker, guide);
    expect(copy?.style?.angle).toBeCloseTo((3 * Math.PI) / 4, 9);
  });

  test("a pen's lean is mirrored and turned with its copies; a stroke without stays without", () => {
    const leaning = buildStroke(
      [
        { x: 10, y: 20, pressure: 0.5, tilt: { altitude: 0.6, azimuth: Math.PI / 4 } },
        { x: 30, y: 60, pressure: 0.5, tilt: { altitude: 0.6, azimuth: Math.PI / 4 } },
      ],
      { style: BRUSH_PRESETS.marker.style },
    );
    const azimuthOf = (copy: Stroke | undefined) =>
      copy && decodePoints(copy.points, copy.tilt)[0]?.tilt?.azimuth;
    const [mirror] = symmetricCopies(leaning, {
      kind: "vertical",
      center: { x: 0, y: 0 },
      axes: 2,
    });
    expect(azimuthOf(mirror)).toBeCloseTo((3 * Math.PI) / 4, 9);
    const [quarter] = symmetricCopies(leaning, { kind: "radial", center: { x: 0, y: 0 }, axes: 4 });
    expect(azimuthOf(quarter)).toBeCloseTo((3 * Math.PI) / 4, 9);
    const [plain] = symmetricCopies(stroke, { kind: "vertical", center: { x: 0, y: 0 }, axes: 2 });
    expect(plain && "tilt" in plain).toBe(false);
  });
});

describe("drawing with symmetry", () => {
  function mirrored() {
    const driver = new EditorDriver();
    chooseSymmetry(driver.editor, "vertical");
    driver.editor.setGuides(withSymmetryCenter(driver.editor.state.guides, { x: 500, y: 300 }));
    return driver;
  }

  test("a stroke and its mirror are drawn live and committed as one undo step", () => {
    const driver = mirrored().press("B");
    driver.pointerDown(100, 100).move(200, 150);
    expect(driver.editor.state.liveCopies).toHaveLength(1);
    driver.move(300, 100).up();
    expect(driver.editor.state.liveCopies).toEqual([]);
    const [left, right] = driver.strokes();
    expect(left && decodePoints(left.points)[0]).toMatchObject({ x: 100, y: 100 });
    expect(right && decodePoints(right.points)[0]).toMatchObject({ x: 900, y: 100 });
    driver.press("Mod+Z");
    expect(driver.strokes()).toEqual([]);
  });

  test("the eraser erases on both sides, as one undo step", () => {
    const driver = mirrored().press("B");
    driver.drawStroke([
      { x: 300, y: 100 },
      { x: 300, y: 500 },
    ]);
    expect(driver.strokes()).toHaveLength(2);
    driver.press("E").drawStroke([
      { x: 200, y: 300 },
      { x: 400, y: 300 },
    ]);
    expect(driver.strokes().every((each) => each.erasures?.length === 1)).toBe(true);
    driver.press("Mod+Z");
    expect(driver.strokes().every((each) => each.erasures === undefined)).toBe(true);
  });

  test("without drawing assist the stroke is drawn once", () => {
    const driver = mirrored();
    driver.editor.snapToGuides(false);
    driver.press("B").drawStroke([
      { x: 100, y: 100 },
      { x: 200, y: 200 },
    ]);
    expect(driver.strokes()).toHaveLength(1);
  });

  test("a radial symmetry's axes stay within their range", () => {
    const driver = new EditorDriver();
    chooseSymmetry(driver.editor, "radial");
    expect(driver.editor.state.guides.symmetry?.axes).toBe(6);
    const many = withRadialAxes(driver.editor.state.guides, 99);
    expect(many.symmetry?.axes).toBe(32);
  });
});
