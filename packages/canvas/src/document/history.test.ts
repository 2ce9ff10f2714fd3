import { describe, expect, test } from "vitest";
import type { EditorDriver } from "../test/editor-driver.js";
import { twoReplicas } from "../test/two-replicas.js";
import { updateLayer } from "./workbench-document.js";

const line = (y: number) => [
  { x: 10, y },
  { x: 60, y: y + 5 },
  { x: 110, y },
];

describe("undo with others drawing", () => {
  test("undo takes back only one's own stroke, in both replicas, and redo brings it back", () => {
    const { a, b, authors } = twoReplicas();
    a.drawStroke(line(20));
    b.drawStroke(line(60));
    expect(authors(a)).toEqual(["user-a", "user-b"]);
    expect(authors(b)).toEqual(["user-a", "user-b"]);

    a.press("Mod+Z");
    expect(authors(a)).toEqual(["user-b"]);
    expect(authors(b)).toEqual(["user-b"]);
    expect(b.editor.state.canUndo).toBe(true);

    a.press("Shift+Mod+Z");
    expect(authors(a)).toEqual(["user-a", "user-b"]);
    expect(authors(b)).toEqual(["user-a", "user-b"]);
  });

  test("strokes interleaved with another's undo one by one, newest first, and never theirs", () => {
    const { a, b, authors } = twoReplicas();
    a.drawStroke(line(10));
    b.drawStroke(line(30));
    a.drawStroke(line(50));
    b.drawStroke(line(70));
    a.press("Mod+Z");
    expect(authors(b)).toEqual(["user-a", "user-b", "user-b"]);
    a.press("Mod+Z");
    expect(authors(b)).toEqual(["user-b", "user-b"]);
    // Nothing of A's is left to undo: B's strokes stay whatever A presses.
    a.press("Mod+Z");
    expect(authors(a)).toEqual(["user-b", "user-b"]);
    expect(a.editor.state.canUndo).toBe(false);
    b.press("Mod+Z");
    expect(authors(a)).toEqual(["user-b"]);
  });

  test("undoing a move of one's stroke leaves another's stroke drawn meanwhile", () => {
    const { a, b, authors } = twoReplicas();
    a.drawStroke(line(20));
    const pointsOfA = () => b.strokes().find((stroke) => stroke.author === "user-a")?.points;
    const drawn = pointsOfA();
    a.press("V");
    a.drag([60, 25], [60, 125]);
    b.drawStroke(line(60));
    expect(pointsOfA()).not.toEqual(drawn);
    a.press("Mod+Z");
    expect(authors(b)).toEqual(["user-a", "user-b"]);
    expect(pointsOfA()).toEqual(drawn);
    a.press("Mod+Z");
    expect(authors(b)).toEqual(["user-b"]);
  });
});

describe("a change made of many writes (a slider's drag)", () => {
  const opacityIn = (driver: EditorDriver) => driver.editor.activeLayer()?.opacity;

  test("is one undo step, written live for the collaborator, who keeps the final value", () => {
    const { a, b } = twoReplicas();
    const layerId = a.editor.state.activeLayerId ?? "";
    const drag = {};
    for (const opacity of [0.9, 0.6, 0.4]) {
      a.editor.writeGrouped(drag, () => updateLayer(a.doc, a.editor.origin, layerId, { opacity }));
      expect(opacityIn(b)).toBe(opacity);
    }
    expect(a.editor.history.undoStack).toHaveLength(1);
    a.press("Mod+Z");
    expect(opacityIn(b)).toBe(1);
    a.press("Shift+Mod+Z");
    expect(opacityIn(b)).toBe(0.4);
  });

  test("another group, a stroke or an undo in between starts a new step", () => {
    const { a } = twoReplicas();
    const layerId = a.editor.state.activeLayerId ?? "";
    const setOpacity = (group: object, opacity: number) =>
      a.editor.writeGrouped(group, () => updateLayer(a.doc, a.editor.origin, layerId, { opacity }));
    const first = {};
    setOpacity(first, 0.9);
    setOpacity({}, 0.8);
    expect(a.editor.history.undoStack).toHaveLength(2);
    const third = {};
    setOpacity(third, 0.7);
    a.drawStroke(line(20));
    setOpacity(third, 0.6);
    expect(a.editor.history.undoStack).toHaveLength(5);
    a.press("Mod+Z");
    setOpacity(third, 0.5);
    a.press("Mod+Z");
    expect(opacityIn(a)).toBe(0.7);
    // Ungrouped writes after a group are steps of their own, as before.
    updateLayer(a.doc, a.editor.origin, layerId, { opacity: 0.3 });
    updateLayer(a.doc, a.editor.origin, layerId, { opacity: 0.2 });
    a.press("Mod+Z");
    expect(opacityIn(a)).toBe(0.3);
  });
});
