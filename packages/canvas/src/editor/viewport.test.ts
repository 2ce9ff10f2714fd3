import { describe, expect, test } from "vitest";
import type { Point, Viewport } from "../geometry/rect.js";
import { EditorDriver } from "../test/editor-driver.js";
import {
  artboardToScreen,
  fitViewport,
  flipAt,
  IDENTITY_VIEWPORT,
  normalizeRotation,
  rotateTo,
  screenToArtboard,
  steppedRotation,
  zoomAt,
} from "./viewport.js";

const TURNED: Viewport = { scale: 2.5, x: 310, y: -42, rotation: 30, flipped: true };

const expectClose = (actual: Point, expected: Point) => {
  expect(actual.x).toBeCloseTo(expected.x, 9);
  expect(actual.y).toBeCloseTo(expected.y, 9);
};

describe("the view transform", () => {
  test("screen → artboard → screen comes back under rotation, flip and zoom", () => {
    for (const viewport of [
      TURNED,
      { ...TURNED, flipped: false },
      { ...TURNED, rotation: -165, scale: 0.3 },
      { ...TURNED, rotation: 180 },
    ]) {
      for (const point of [
        { x: 0, y: 0 },
        { x: 400, y: 250 },
        { x: -37.5, y: 1200 },
      ]) {
        expectClose(artboardToScreen(viewport, screenToArtboard(viewport, point)), point);
        expectClose(screenToArtboard(viewport, artboardToScreen(viewport, point)), point);
      }
    }
  });

  test("a right turn shows the artboard's x axis pointing down the screen; flip mirrors it", () => {
    const quarter = { ...IDENTITY_VIEWPORT, rotation: 90 };
    expectClose(artboardToScreen(quarter, { x: 10, y: 0 }), { x: 0, y: 10 });
    expectClose(artboardToScreen(quarter, { x: 0, y: 10 }), { x: -10, y: 0 });
    const mirrored = { ...IDENTITY_VIEWPORT, flipped: true };
    expectClose(artboardToScreen(mirrored, { x: 10, y: 5 }), { x: -10, y: 5 });
  });

  test("zooming, turning and flipping keep the artboard point under the screen point", () => {
    const at = { x: 500, y: 300 };
    const under = screenToArtboard(TURNED, at);
    expectClose(artboardToScreen(zoomAt(TURNED, at, 3), under), at);
    expectClose(artboardToScreen(rotateTo(TURNED, at, -60), under), at);
    expectClose(artboardToScreen(flipAt(TURNED, at), under), at);
  });

  test("a flip mirrors what the screen shows about the vertical line through its point", () => {
    const at = { x: 500, y: 300 };
    const flipped = flipAt(TURNED, at);
    expect(flipped.flipped).toBe(false);
    expect(flipped.rotation).toBe(-30);
    for (const point of [
      { x: 0, y: 0 },
      { x: 123, y: -45 },
    ]) {
      const before = artboardToScreen(TURNED, point);
      expectClose(artboardToScreen(flipped, point), { x: 2 * at.x - before.x, y: before.y });
    }
    const back = flipAt(flipped, at);
    expect(back.rotation).toBe(TURNED.rotation);
    expect(back.flipped).toBe(true);
    expect(back.x).toBeCloseTo(TURNED.x, 9);
    expect(back.y).toBeCloseTo(TURNED.y, 9);
  });

  test("angles stay in (-180, 180] and keyboard steps land on whole 15° steps", () => {
    expect(normalizeRotation(195)).toBe(-165);
    expect(normalizeRotation(-180)).toBe(180);
    expect(normalizeRotation(360)).toBe(0);
    expect(steppedRotation(0, 1)).toBe(15);
    expect(steppedRotation(0, -1)).toBe(-15);
    expect(steppedRotation(7, 1)).toBe(15);
    expect(steppedRotation(7, -1)).toBe(0);
    expect(steppedRotation(180, 1)).toBe(-165);
  });

  test("fitting a turned artboard fits its turned bounds, centred", () => {
    const artboard = { width: 1000, height: 500 };
    const screen = { width: 1064, height: 1064 };
    const view = fitViewport(artboard, screen, { rotation: 90, flipped: false });
    expect(view.scale).toBeCloseTo(1);
    expectClose(artboardToScreen(view, { x: 500, y: 250 }), { x: 532, y: 532 });
    expectClose(artboardToScreen(view, { x: 0, y: 0 }), { x: 782, y: 32 });
  });
});

describe("drawing on a turned view", () => {
  test("the rotate keys turn the view in 15° steps around the screen centre; 5 resets", () => {
    const driver = new EditorDriver();
    driver.editor.setScreenSize({ width: 800, height: 600 });
    const centre = { x: 400, y: 300 };
    const under = screenToArtboard(driver.editor.state.viewport, centre);
    driver.press("6").press("6");
    expect(driver.editor.state.viewport.rotation).toBe(30);
    expectClose(artboardToScreen(driver.editor.state.viewport, under), centre);
    driver.press("4");
    expect(driver.editor.state.viewport.rotation).toBe(15);
    driver.press("M");
    expect(driver.editor.state.viewport).toMatchObject({ rotation: -15, flipped: true });
    driver.press("5");
    expect(driver.editor.state.viewport).toMatchObject({ rotation: 0, flipped: true });
    expectClose(artboardToScreen(driver.editor.state.viewport, under), centre);
  });

  test("a stroke drawn on a turned, mirrored, zoomed view lands under the pointer", () => {
    const driver = new EditorDriver();
    const viewport = { scale: 2, x: 500, y: 100, rotation: 30, flipped: true };
    driver.editor.setViewport(viewport);
    const pointer = [
      { x: 200, y: 200 },
      { x: 210, y: 205 },
      { x: 220, y: 215 },
      { x: 228, y: 230 },
    ];
    driver.drawStroke(pointer);
    const points = driver.lastStrokePoints();
    expect(points.length).toBeGreaterThanOrEqual(pointer.length);
    for (const at of pointer) {
      const expected = screenToArtboard(viewport, at);
      const nearest = Math.min(
        ...points.map((point) => Math.hypot(point.x - expected.x, point.y - expected.y)),
      );
      expect(nearest).toBeLessThan(1e-3);
    }
    // Mirrored: the pointer moving right on screen went left on the artboard.
    const [first, last] = [points[0], points.at(-1)];
    expect(last && first && last.x < first.x).toBe(true);
  });

  test("Shift with the hand turns the view around the screen centre as far as the pointer turns", () => {
    const driver = new EditorDriver();
    driver.editor.setScreenSize({ width: 800, height: 600 });
    driver.press("H");
    driver.keyDown("Shift");
    // From straight right of the centre to straight below it: a quarter turn clockwise.
    driver.drag([600, 300], [400, 500], { steps: 8 });
    driver.keyUp("Shift");
    expect(driver.editor.state.viewport.rotation).toBeCloseTo(90, 9);
  });
});
