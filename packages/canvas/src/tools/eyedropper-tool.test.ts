import { describe, expect, test } from "vitest";
import { EditorDriver } from "../test/editor-driver.js";

/** A picture red left of x 100, green from 100 to 200, nothing painted beyond. */
const pickColor = (point: { x: number }) =>
  point.x < 100 ? "#ff0000" : point.x < 200 ? "#00ff00" : null;

describe("sampling colour", () => {
  test("the eyedropper goes back to the tool used before it once it picked a colour", () => {
    const driver = new EditorDriver({ pickColor });
    driver.press("I").click(50, 50);
    expect(driver.editor.state.brush.color).toBe("#ff0000");
    expect(driver.editor.state.tool).toBe("brush");

    driver.press("O").press("I").drag([50, 50], [150, 50]);
    expect(driver.editor.state.brush.color).toBe("#00ff00");
    expect(driver.editor.state.tool).toBe("ellipse");
    expect(driver.elements()).toHaveLength(0);
  });

  test("the eyedropper stays when nothing was picked", () => {
    const driver = new EditorDriver({ pickColor });
    driver.press("E").press("I").click(500, 50);
    expect(driver.editor.state.tool).toBe("eyedropper");
    expect(driver.editor.state.brush.color).toBe("#1f2937");
    // Chosen twice in a row, it still goes back to the eraser, not to itself.
    driver.press("I").click(50, 50);
    expect(driver.editor.state.tool).toBe("eraser");
  });

  test("Alt with the brush samples under the pointer as the eyedropper does, and draws nothing", () => {
    const driver = new EditorDriver({ pickColor });
    driver.keyDown("Alt");
    driver.drag([150, 50], [50, 50]);
    driver.keyUp("Alt");
    expect(driver.editor.state.brush.color).toBe("#ff0000");
    expect(driver.editor.state.brush.recentColors).toEqual(["#ff0000"]);
    expect(driver.editor.state.tool).toBe("brush");
    expect(driver.editor.state.liveStroke).toBeNull();
    expect(driver.elements()).toHaveLength(0);

    // Released, the brush draws in the colour it took.
    driver.drag([10, 10], [60, 10]);
    expect(driver.strokes().map((stroke) => stroke.color)).toEqual(["#ff0000"]);
  });

  test("Alt samples with the shape tools too, but not with the eraser or selection tools", () => {
    for (const shortcut of ["U", "R", "O"]) {
      const driver = new EditorDriver({ pickColor });
      driver.press(shortcut).drag([150, 50], [160, 80], { altKey: true });
      expect(driver.editor.state.brush.color).toBe("#00ff00");
      expect(driver.elements()).toHaveLength(0);
    }

    const eraser = new EditorDriver({ pickColor });
    eraser.drawStroke([
      { x: 0, y: 50 },
      { x: 100, y: 50 },
    ]);
    eraser.press("E").drag([50, 0], [50, 100], { altKey: true });
    expect(eraser.editor.state.brush.color).toBe("#1f2937");
    expect(eraser.strokes()[0]?.erasures).toHaveLength(1);

    const selection = new EditorDriver({ pickColor });
    selection.press("V").drag([0, 0], [50, 50], { altKey: true });
    expect(selection.editor.state.brush.color).toBe("#1f2937");
  });
});
