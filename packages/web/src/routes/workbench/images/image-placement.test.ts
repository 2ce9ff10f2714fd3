import { expect, test } from "vitest";
import { imagePlacement } from "./image-placement";

const artboard = { width: 1920, height: 1080 };

test("a small image keeps its size, centred on the view", () => {
  expect(imagePlacement({ width: 200, height: 100 }, artboard, { x: 500, y: 400 })).toEqual({
    x: 400,
    y: 350,
    width: 200,
    height: 100,
  });
});

test("a large image is scaled down to 60% of the shorter side, proportions kept", () => {
  const placed = imagePlacement({ width: 4000, height: 2000 }, artboard, { x: 960, y: 540 });
  expect(placed.width).toBeCloseTo(648);
  expect(placed.height).toBeCloseTo(324);
});
