import { describe, expect, test } from "vitest";
import { arrowDirection, arrowTarget, type ItemBox } from "./arrow-target";

/** Two folders in a row, then a grid of files three across: f1 f2 f3 / f4 f5. */
const box = (key: string, left: number, top: number): ItemBox => ({
  key,
  left,
  top,
  width: 100,
  height: 50,
});
const boxes = [
  box("a", 0, 0),
  box("b", 110, 0),
  box("f1", 0, 100),
  box("f2", 110, 100),
  box("f3", 220, 100),
  box("f4", 0, 160),
  box("f5", 110, 160),
];

describe("arrow keys on the dashboard", () => {
  test("left and right step through the order shown, across sections", () => {
    expect(arrowTarget(boxes, "b", "right")).toBe("f1");
    expect(arrowTarget(boxes, "f1", "left")).toBe("b");
    expect(arrowTarget(boxes, "a", "left")).toBeNull();
    expect(arrowTarget(boxes, "f5", "right")).toBeNull();
  });

  test("up and down go to the nearest row, to the closest item across", () => {
    expect(arrowTarget(boxes, "f2", "down")).toBe("f5");
    expect(arrowTarget(boxes, "f3", "down")).toBe("f5");
    expect(arrowTarget(boxes, "f5", "up")).toBe("f2");
    expect(arrowTarget(boxes, "f1", "up")).toBe("a");
    expect(arrowTarget(boxes, "b", "down")).toBe("f2");
    expect(arrowTarget(boxes, "f4", "down")).toBeNull();
    expect(arrowTarget(boxes, "a", "up")).toBeNull();
  });

  test("with nothing focused, any arrow starts at the first item", () => {
    expect(arrowTarget(boxes, null, "down")).toBe("a");
    expect(arrowTarget([], null, "down")).toBeNull();
  });

  test("only arrow keys are directions", () => {
    expect(arrowDirection("ArrowUp")).toBe("up");
    expect(arrowDirection("a")).toBeNull();
  });
});
