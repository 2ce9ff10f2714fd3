import { describe, expect, test } from "vitest";
import * as Y from "yjs";
import { EditorDriver } from "../test/editor-driver.js";
import { buildDocument } from "../test/elements.js";
import { twoReplicas } from "../test/two-replicas.js";
import { isSameValue } from "./restore-document.js";
import { updateLayer } from "./workbench-document.js";

const line = (y: number) => [
  { x: 10, y },
  { x: 60, y: y + 5 },
  { x: 110, y },
];

/** A version as the server keeps it: the whole state, read into a document of its own. */
function versionOf(doc: Y.Doc): Y.Doc {
  const version = new Y.Doc();
  Y.applyUpdate(version, Y.encodeStateAsUpdate(doc));
  return version;
}

describe("restoring a version", () => {
  test("brings back the drawing for everyone as one change, which the restorer undoes in one step", () => {
    const { a, b, authors: strokeAuthors } = twoReplicas();
    a.drawStroke(line(10));
    b.drawStroke(line(30));
    const version = versionOf(a.editor.doc);
    a.drawStroke(line(50));
    b.drawStroke(line(70));
    const layer = a.editor.activeLayer();
    if (!layer) throw new Error("no layer");
    updateLayer(a.editor.doc, a.editor.origin, layer.id, { name: "Renamed" });
    expect(strokeAuthors(b)).toEqual(["user-a", "user-b", "user-a", "user-b"]);

    expect(a.editor.restoreDrawing(version)).toBe(true);
    expect(strokeAuthors(a)).toEqual(["user-a", "user-b"]);
    expect(strokeAuthors(b)).toEqual(["user-a", "user-b"]);
    expect(b.editor.activeLayer()?.name).toBe(layer.name);

    a.press("Mod+Z");
    expect(strokeAuthors(a)).toEqual(["user-a", "user-b", "user-a", "user-b"]);
    expect(strokeAuthors(b)).toEqual(["user-a", "user-b", "user-a", "user-b"]);
    expect(b.editor.activeLayer()?.name).toBe("Renamed");
  });

  test("writes nothing when the drawing is the version's already", () => {
    const { a } = twoReplicas();
    a.drawStroke(line(10));
    const version = versionOf(a.editor.doc);
    let updates = 0;
    a.editor.doc.on("update", () => {
      updates += 1;
    });
    a.editor.restoreDrawing(version);
    expect(updates).toBe(0);
  });

  test("a read-only editor refuses", () => {
    const { doc } = buildDocument();
    const viewer = new EditorDriver({ doc, userId: "viewer", readOnly: true });
    expect(viewer.editor.restoreDrawing(versionOf(doc))).toBe(false);
  });
});

test("values compare by content, bytes included", () => {
  expect(isSameValue({ a: [1, new Uint8Array([1, 2])] }, { a: [1, new Uint8Array([1, 2])] })).toBe(
    true,
  );
  expect(isSameValue({ a: new Uint8Array([1, 2]) }, { a: new Uint8Array([1, 3]) })).toBe(false);
  expect(isSameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  expect(isSameValue([1], { 0: 1 })).toBe(false);
});
