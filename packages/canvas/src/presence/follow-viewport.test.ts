import { describe, expect, test } from "vitest";
import { artboardToScreen, MAX_ZOOM } from "../editor/viewport.js";
import { followViewport } from "./follow-viewport.js";
import { viewFrame } from "./local-presence.js";

describe("following another's view", () => {
  test("a screen of the same size shows exactly what theirs shows", () => {
    const theirs = { scale: 2.5, x: -1200, y: -340, rotation: 0, flipped: false };
    const screen = { width: 1280, height: 800 };
    const view = viewFrame(theirs, screen);
    const ours = followViewport(view, screen);
    expect(ours.scale).toBeCloseTo(theirs.scale);
    expect(ours.x).toBeCloseTo(theirs.x);
    expect(ours.y).toBeCloseTo(theirs.y);
  });

  test("their turned and mirrored view is followed turned and mirrored", () => {
    const theirs = { scale: 1.5, x: 300, y: -80, rotation: 30, flipped: true };
    const screen = { width: 1280, height: 800 };
    const ours = followViewport(viewFrame(theirs, screen), screen);
    for (const point of [
      { x: 0, y: 0 },
      { x: 640, y: 400 },
      { x: 1280, y: 800 },
    ]) {
      const theirsOnScreen = artboardToScreen(theirs, point);
      const oursOnScreen = artboardToScreen(ours, point);
      expect(oursOnScreen.x).toBeCloseTo(theirsOnScreen.x);
      expect(oursOnScreen.y).toBeCloseTo(theirsOnScreen.y);
    }
  });

  test("a smaller screen shows all of their view, centred, as large as fits", () => {
    const view = { x: 100, y: 200, width: 1600, height: 1000, rotation: 0, flipped: false };
    const screen = { width: 800, height: 800 };
    const ours = followViewport(view, screen);
    expect(ours.scale).toBeCloseTo(0.5);
    const topLeft = artboardToScreen(ours, { x: view.x, y: view.y });
    const bottomRight = artboardToScreen(ours, {
      x: view.x + view.width,
      y: view.y + view.height,
    });
    expect(topLeft.x).toBeCloseTo(0);
    expect(bottomRight.x).toBeCloseTo(800);
    // Wider than tall: the spare height is shared above and below.
    expect(topLeft.y).toBeCloseTo(150);
    expect(bottomRight.y).toBeCloseTo(650);
  });

  test("a tiny view is shown at most at the highest zoom", () => {
    const ours = followViewport(
      { x: 10, y: 10, width: 1, height: 1, rotation: 0, flipped: false },
      { width: 800, height: 600 },
    );
    expect(ours.scale).toBe(MAX_ZOOM);
    expect(artboardToScreen(ours, { x: 10.5, y: 10.5 })).toEqual({ x: 400, y: 300 });
  });
});
