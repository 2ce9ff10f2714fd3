import { describe, expect, test } from "vitest";
import { decodePoints } from "../document/points.js";
import type { EraserCut, PenTilt } from "../document/schema.js";
import { ERASER_STYLE } from "../editor/brush-presets.js";
import { isEraserCut } from "../geometry/region-cut.js";
import { renderArtboard } from "../render/render-artboard.js";
import { EditorDriver } from "../test/editor-driver.js";
import { buildDocument } from "../test/elements.js";
import { createTestSurface, noImages, pixelAt } from "../test/surfaces.js";

/** A driver on a white 200 × 100 artboard with an opaque 10 px black line across it at y = 50. */
function board() {
  const driver = new EditorDriver({
    doc: buildDocument({ width: 200, height: 100, background: "#ffffff" }).doc,
  });
  driver.editor.setBrush({ color: "#000000", size: 10, opacity: 1 });
  pen(driver, [20, 50], [180, 50]);
  return driver;
}

function pen(
  driver: EditorDriver,
  from: [number, number],
  to: [number, number],
  tilt?: PenTilt,
): void {
  const points = Array.from({ length: 21 }, (_, index) => ({
    x: from[0] + ((to[0] - from[0]) * index) / 20,
    y: from[1] + ((to[1] - from[1]) * index) / 20,
    pressure: 1,
  }));
  driver.drawStroke(points, { pointerType: "pen", ...(tilt ? { tilt } : {}) });
}

/** The eraser, 30 px, softened to a fading tip laying little at a time (hardness 0, flow 20 %). */
function softEraser(driver: EditorDriver): void {
  driver.press("E");
  driver.editor.setBrush({ size: 30, style: { hardness: 0, flow: 0.2 } });
}

const erasuresOf = (driver: EditorDriver): readonly EraserCut[] =>
  (driver.strokes()[0]?.erasures ?? []).filter(isEraserCut);

/** The darkness of the artboard at a point: 0 white, 255 black. */
function inkAt(driver: EditorDriver, x: number, y: number): number {
  const artboard = driver.editor.artboard();
  if (!artboard) throw new Error("no artboard");
  const surface = renderArtboard(driver.doc, artboard.id, {
    scale: 1,
    createSurface: createTestSurface,
    images: noImages,
  });
  return 255 - (pixelAt(surface, x, y)[0] ?? 0);
}

const LEANING: PenTilt = { altitude: 0.6, azimuth: 1 };

describe("the eraser's style", () => {
  test("as it comes, the eraser is a hard round tip and its cuts keep no style, as before", () => {
    const driver = board();
    driver.press("E");
    expect(driver.editor.state.brush.style).toEqual(ERASER_STYLE);
    pen(driver, [100, 20], [100, 80], LEANING);
    const [erasure] = erasuresOf(driver);
    expect(erasure).toBeDefined();
    expect(erasure && Object.keys(erasure).sort()).toEqual(
      ["id", "opacity", "points", "size", "smoothing"].sort(),
    );
    expect(inkAt(driver, 100, 50)).toBe(0);
  });

  test("softened, each cut keeps its style, takes part of the line, and a second pass takes more", () => {
    const driver = board();
    softEraser(driver);
    pen(driver, [100, 20], [100, 80]);
    expect(erasuresOf(driver)[0]?.style).toMatchObject({ hardness: 0, flow: 0.2 });
    const once = inkAt(driver, 100, 50);
    expect(once).toBeGreaterThan(20);
    expect(once).toBeLessThan(235);
    pen(driver, [100, 20], [100, 80]);
    expect(erasuresOf(driver)).toHaveLength(2);
    const twice = inkAt(driver, 100, 50);
    expect(twice).toBeLessThan(once - 10);
    expect(twice).toBeGreaterThan(0);
    // The reset brings the hard eraser back.
    driver.editor.resetBrush();
    expect(driver.editor.state.brush.style).toEqual(ERASER_STYLE);
  });

  test("a pen's tilt is kept on a cut whose tip answers to it, and only then", () => {
    const driver = board();
    softEraser(driver);
    pen(driver, [100, 20], [100, 80], LEANING);
    expect(erasuresOf(driver)[0]?.tilt).toBeUndefined();
    driver.editor.setBrush({ style: { tilt: 0.5 } });
    pen(driver, [120, 20], [120, 80], LEANING);
    const tilted = erasuresOf(driver)[1];
    const samples = tilted ? decodePoints(tilted.points, tilted.tilt) : [];
    expect(samples.length).toBeGreaterThan(1);
    for (const sample of samples) {
      expect(sample.tilt?.altitude).toBeCloseTo(LEANING.altitude, 1);
      expect(sample.tilt?.azimuth).toBeCloseTo(LEANING.azimuth, 1);
    }
  });

  test("a tip the pen lays down reaches the lines its lean stretches it over", () => {
    const driver = board();
    softEraser(driver);
    driver.editor.setBrush({ size: 20, style: { tilt: 1, flow: 0.5 } });
    // 25 px above the line, the pen lying low and leaning down towards it: the tip, 3 times
    // larger and stretched twice along the lean, reaches it.
    pen(driver, [80, 25], [120, 25], { altitude: 0.2, azimuth: Math.PI / 2 });
    expect(erasuresOf(driver)).toHaveLength(1);
    expect(inkAt(driver, 100, 50)).toBeLessThan(250);
  });

  test("a soft cut goes with its stroke when it is moved, style and all", () => {
    const driver = board();
    softEraser(driver);
    pen(driver, [100, 20], [100, 80]);
    const cut = inkAt(driver, 100, 50);
    driver.press("V").drag([60, 50], [60, 80]);
    expect(erasuresOf(driver)[0]?.style).toMatchObject({ hardness: 0, flow: 0.2 });
    expect(inkAt(driver, 100, 80)).toBeCloseTo(cut, -1);
    expect(inkAt(driver, 60, 80)).toBeGreaterThan(240);
    expect(inkAt(driver, 100, 50)).toBe(0);
  });

  test("a soft eraser over all of a stroke leaves it there, faint: only a hard one takes it away", () => {
    const driver = board();
    softEraser(driver);
    pen(driver, [10, 50], [190, 50]);
    expect(driver.elements()).toHaveLength(1);
    expect(inkAt(driver, 100, 50)).toBeGreaterThan(0);
    driver.editor.resetBrush();
    pen(driver, [10, 50], [190, 50]);
    expect(driver.elements()).toHaveLength(0);
  });
});
