import { describe, expect, test } from "vitest";
import { ARTBOARD_SIZE_INVALID, parseArtboardSize } from "../document/artboard-size.js";
import { decodePoints } from "../document/points.js";
import { newEllipseGuide, withEllipse } from "../guides/guide-edits.js";
import { NO_GUIDES } from "../guides/guides.js";
import { EditorDriver } from "../test/editor-driver.js";

const line = [
  { x: 100, y: 100 },
  { x: 300, y: 120 },
];

function drawnBoard() {
  const driver = new EditorDriver();
  driver.drawStroke(line);
  driver.editor.setGuides(withEllipse(NO_GUIDES, newEllipseGuide("wheel", { x: 500, y: 500 }, 80)));
  return driver;
}

const firstPoint = (driver: EditorDriver) => {
  const [stroke] = driver.strokes();
  const [point] = stroke ? decodePoints(stroke.points) : [];
  return point && { x: Math.round(point.x), y: Math.round(point.y) };
};

describe("the artboard's size", () => {
  test("anchored in the middle, the drawing and its guides stay centred on the new board", () => {
    const driver = drawnBoard();
    const { editor } = driver;
    const before = firstPoint(driver);
    expect(editor.resizeArtboard({ width: 2000, height: 2000 }, "center")).toBe(true);
    expect(editor.artboard()).toMatchObject({ width: 2000, height: 2000 });
    // Half of 80 more across and of 920 more down.
    expect(firstPoint(driver)).toEqual({ x: (before?.x ?? 0) + 40, y: (before?.y ?? 0) + 460 });
    expect(editor.state.guides.ellipses[0]?.center).toEqual({ x: 540, y: 960 });
  });

  test("anchored at the top left, the drawing stays where it is; shrinking keeps what falls outside", () => {
    const driver = drawnBoard();
    const before = firstPoint(driver);
    driver.editor.resizeArtboard({ width: 200, height: 90 }, "top-left");
    expect(driver.editor.artboard()).toMatchObject({ width: 200, height: 90 });
    expect(firstPoint(driver)).toEqual(before);
    expect(driver.strokes()).toHaveLength(1);
  });

  test("one undo step brings back the size and the drawing where it was", () => {
    const driver = drawnBoard();
    const before = firstPoint(driver);
    driver.editor.resizeArtboard({ width: 1080, height: 1920 }, "center");
    driver.press("Mod+Z");
    expect(driver.editor.artboard()).toMatchObject({ width: 1920, height: 1080 });
    expect(firstPoint(driver)).toEqual(before);
    expect(driver.editor.state.guides.ellipses[0]?.center).toEqual({ x: 500, y: 500 });
  });

  test("a read-only editor refuses, and says why", () => {
    const driver = new EditorDriver({ readOnly: true });
    expect(driver.editor.resizeArtboard({ width: 800, height: 800 }, "center")).toBe(false);
    expect(driver.editor.state.refusal).toBe("read-only");
    expect(driver.editor.artboard()).toMatchObject({ width: 1920, height: 1080 });
  });

  test("a size is whole pixels from 1 to 8192 a side", () => {
    expect(parseArtboardSize({ width: 2480, height: 3508 })).toEqual({ width: 2480, height: 3508 });
    for (const size of [
      { width: 0, height: 100 },
      { width: 8193, height: 100 },
      { width: 100.5, height: 100 },
      { width: "100", height: 100 },
    ]) {
      expect(parseArtboardSize(size)).toBeNull();
    }
    expect(ARTBOARD_SIZE_INVALID).toBe(
      "An artboard is 1 to 8,192 pixels on a side, in whole pixels.",
    );
  });
});
