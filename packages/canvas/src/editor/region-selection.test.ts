import { describe, expect, test } from "vitest";
import { addElements } from "../document/workbench-document.js";
import { renderArtboard } from "../render/render-artboard.js";
import { EditorDriver } from "../test/editor-driver.js";
import { buildDocument, buildStroke } from "../test/elements.js";
import { alphaAt, createTestSurface, line, noImages } from "../test/surfaces.js";
import { regionElements } from "./region-selection.js";

/** A 300 × 120 transparent board with one thick line across it at y = 60. */
function setUp() {
  const built = buildDocument({ width: 300, height: 120, background: "transparent" });
  const driver = new EditorDriver({ doc: built.doc });
  const across = buildStroke(line({ x: 20, y: 60 }, { x: 280, y: 60 }, { from: 1, to: 1 }), {
    size: 20,
    smoothing: 0,
  });
  addElements(driver.doc, "setup", built.layer.id, [across]);
  const render = () =>
    renderArtboard(driver.doc, built.artboard.id, {
      scale: 1,
      createSurface: createTestSurface,
      images: noImages,
    });
  return { driver, across, render };
}

/** The lasso around the line's right half, x from 150 on. */
const RIGHT_HALF = [
  { x: 150, y: 20 },
  { x: 295, y: 20 },
  { x: 295, y: 100 },
  { x: 150, y: 100 },
];

describe("pixel selections", () => {
  test("the lasso's part of a stroke moves and the rest stays, in one undo step", () => {
    const { driver, across, render } = setUp();
    const before = render();
    driver.press("L").drawStroke(RIGHT_HALF);
    expect(driver.editor.state.region).not.toBeNull();
    // Nothing changes by selecting.
    expect(driver.elements()).toEqual([across]);
    const steps = driver.editor.history.undoStack.length;
    driver.drag([220, 60], [220, 90]);
    expect(driver.editor.history.undoStack.length).toBe(steps + 1);
    expect(driver.elements()).toHaveLength(2);
    const after = render();
    // The left half stays where it was; the right half went 30 down.
    expect(alphaAt(after, 80, 60)).toBe(255);
    expect(alphaAt(after, 220, 60)).toBe(0);
    expect(alphaAt(after, 220, 90)).toBe(255);
    expect(alphaAt(after, 120, 90)).toBe(0);
    // The moved part is selected, ready to move again.
    expect(driver.editor.state.region).toBeNull();
    expect(driver.editor.state.selection).toHaveLength(1);

    driver.press("Mod+Z");
    expect(driver.elements()).toEqual([across]);
    expect(alphaAt(render(), 220, 60)).toBe(alphaAt(before, 220, 60));
  });

  test("split in place, the two parts paint the picture as it was", () => {
    const { driver, render } = setUp();
    const before = render();
    driver.press("L").drawStroke(RIGHT_HALF);
    // A move there and back lifts the part without moving it.
    driver.pointerDown(220, 60).move(230, 60).move(220, 60).up();
    expect(driver.elements()).toHaveLength(2);
    const after = render();
    for (const x of [60, 140, 150, 151, 160, 260]) {
      expect(Math.abs(alphaAt(after, x, 60) - alphaAt(before, x, 60))).toBeLessThanOrEqual(1);
    }
  });

  test("Delete cuts the region out of the layer, and Invert selects the rest", () => {
    const { driver, render } = setUp();
    driver.press("L").drawStroke(RIGHT_HALF).press("Delete");
    let picture = render();
    expect(alphaAt(picture, 80, 60)).toBe(255);
    expect(alphaAt(picture, 220, 60)).toBe(0);
    driver.press("Mod+Z");
    driver.press("L").drawStroke(RIGHT_HALF).press("Shift+Mod+I");
    expect(driver.editor.state.region?.inverted).toBe(true);
    driver.press("Delete");
    picture = render();
    expect(alphaAt(picture, 80, 60)).toBe(0);
    expect(alphaAt(picture, 220, 60)).toBe(255);
  });

  test("a feathered region's edge fades over the feather", () => {
    const { driver, render } = setUp();
    driver.editor.setFeather(20);
    driver.press("L").drawStroke(RIGHT_HALF).press("Delete");
    const picture = render();
    expect(alphaAt(picture, 100, 60)).toBe(255);
    const edge = alphaAt(picture, 150, 60);
    expect(edge).toBeGreaterThan(40);
    expect(edge).toBeLessThan(215);
    expect(alphaAt(picture, 200, 60)).toBe(0);
  });

  test("Shift adds an outline to the region; copying takes only what is inside it", () => {
    const { driver, across } = setUp();
    driver.press("L").drawStroke(RIGHT_HALF);
    driver.keyDown("Shift");
    driver.press("L").drawStroke([
      { x: 10, y: 20 },
      { x: 60, y: 20 },
      { x: 60, y: 100 },
      { x: 10, y: 100 },
    ]);
    driver.keyUp("Shift");
    expect(driver.editor.state.region?.outlines).toHaveLength(2);
    const [copied] = regionElements(driver.editor);
    expect(copied?.id).not.toBe(across.id);
    expect(copied?.kind === "stroke" && copied.erasures?.[0]).toMatchObject({
      kind: "region",
      keeps: "inside",
    });
    // Copying writes nothing.
    expect(driver.elements()).toEqual([across]);
  });

  test("a viewer may select a region but neither move nor delete it", () => {
    const built = buildDocument({ width: 300, height: 120, background: "transparent" });
    const across = buildStroke(line({ x: 20, y: 60 }, { x: 280, y: 60 }));
    addElements(built.doc, "setup", built.layer.id, [across]);
    const driver = new EditorDriver({ doc: built.doc, readOnly: true });
    driver.press("L").drawStroke(RIGHT_HALF);
    expect(regionElements(driver.editor)).toHaveLength(1);
    driver.drag([220, 60], [220, 90]).press("Delete");
    expect(driver.elements()).toEqual([across]);
  });
});

test("what a region cut away is not selected again: a region over it selects nothing there", () => {
  const { driver } = setUp();
  driver.press("L").drawStroke(RIGHT_HALF).press("Delete");
  // The right half is gone; a box round it finds nothing, and one across the cut finds the rest.
  driver.press("V").drag([175, 30], [290, 90]);
  expect(regionElements(driver.editor)).toEqual([]);
  driver.drag([100, 30], [290, 90]);
  expect(regionElements(driver.editor)).toHaveLength(1);
});
