import { expect, test } from "vitest";
import { touchViewport } from "./touch-navigation";

const view = { scale: 1, x: 0, y: 0 };

test("one finger pans", () => {
  expect(touchViewport(view, [{ x: 10, y: 10 }], [{ x: 40, y: 25 }])).toEqual({
    scale: 1,
    x: 30,
    y: 15,
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
  // Artboard point (100, 100) was under the midpoint and still is.
  expect(100 * next.scale + next.x).toBeCloseTo(100);
  expect(100 * next.scale + next.y).toBeCloseTo(100);
});
