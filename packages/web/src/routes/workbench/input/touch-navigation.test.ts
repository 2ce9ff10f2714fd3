import { artboardToScreen, screenToArtboard } from "@contour/canvas";
import { expect, test } from "vitest";
import { touchViewport } from "./touch-navigation";

const view = { scale: 1, x: 0, y: 0, rotation: 0, flipped: false };

test("one finger pans", () => {
  expect(touchViewport(view, [{ x: 10, y: 10 }], [{ x: 40, y: 25 }])).toEqual({
    scale: 1,
    x: 30,
    y: 15,
    rotation: 0,
    flipped: false,
  });
});

test("two fingers spreading zoom around their midpoint, which stays put", () => {
  const next = touchViewport(
    view,
    [
      { x: 90, y: 100 },
      { x: 110, y: 100 },
    ],
    [
      { x: 80, y: 100 },
      { x: 120, y: 100 },
    ],
  );
  expect(next.scale).toBe(2);
  expect(next.rotation).toBe(0);
  // Artboard point (100, 100) was under the midpoint and still is.
  expect(100 * next.scale + next.x).toBeCloseTo(100);
  expect(100 * next.scale + next.y).toBeCloseTo(100);
});

test("two fingers twisting turn the view around their centre, the artboard under each finger", () => {
  const turned = { scale: 1.5, x: 40, y: -20, rotation: 15, flipped: true };
  const before = [
    { x: 100, y: 200 },
    { x: 300, y: 200 },
  ];
  // A quarter turn clockwise about (200, 200), the fingers spreading to twice as far apart, and
  // the whole hand moved 50 px right.
  const after = [
    { x: 250, y: 0 },
    { x: 250, y: 400 },
  ];
  const next = touchViewport(turned, before, after);
  expect(next.rotation).toBeCloseTo(105);
  expect(next.scale).toBeCloseTo(3);
  expect(next.flipped).toBe(true);
  before.forEach((finger, index) => {
    const onScreen = artboardToScreen(next, screenToArtboard(turned, finger));
    expect(onScreen.x).toBeCloseTo(after[index]?.x ?? Number.NaN);
    expect(onScreen.y).toBeCloseTo(after[index]?.y ?? Number.NaN);
  });
});
