import { describe, expect, test } from "vitest";
import { decodePoints } from "../document/points.js";
import { EditorDriver } from "../test/editor-driver.js";
import { localPresence } from "./local-presence.js";

const user = { id: "user-1", name: "Ada Designer", color: "#1d70ce" };

describe("this client's presence", () => {
  test("the pointer in artboard coordinates, the view, and nothing drawn or selected", () => {
    const driver = new EditorDriver();
    driver.editor.setScreenSize({ width: 800, height: 600 });
    driver.editor.setViewport({ scale: 2, x: -100, y: 50, rotation: 0, flipped: false });
    const state = localPresence(driver.editor, user, { x: 300, y: 250 });
    expect(state).toMatchObject({
      user,
      artboardId: driver.editor.artboard()?.id,
      pointer: { x: 200, y: 100 },
      view: { x: 50, y: -25, width: 400, height: 300 },
      stroke: null,
      selection: null,
    });
    expect(localPresence(driver.editor, user, null).pointer).toBeNull();
  });

  test("the stroke being drawn, under the id it will be committed with, then none", () => {
    const driver = new EditorDriver();
    driver.pointerDown(10, 10).move(40, 40).move(80, 40);
    const drawing = localPresence(driver.editor, user, { x: 80, y: 40 }).stroke;
    expect(drawing?.layerId).toBe(driver.editor.state.activeLayerId);
    expect(decodePoints(drawing?.stroke.points ?? new Uint8Array())).toHaveLength(3);
    driver.up();
    expect(driver.strokes().at(-1)?.id).toBe(drawing?.stroke.id);
    expect(localPresence(driver.editor, user, null).stroke).toBeNull();
  });

  test("the selection with its layer", () => {
    const driver = new EditorDriver();
    driver.drawStroke([
      { x: 10, y: 10 },
      { x: 60, y: 60 },
    ]);
    driver.press("V").click(35, 35);
    expect(localPresence(driver.editor, user, null).selection).toEqual({
      layerId: driver.editor.state.activeLayerId,
      elementIds: [driver.strokes()[0]?.id],
    });
  });
});
