import {
  addLayer,
  groupEntries,
  initializeDocument,
  readArtboards,
  readLayers,
  readLayerTree,
  updateLayer,
} from "@contour/canvas";
import { describe, expect, test } from "vitest";
import * as Y from "yjs";
import { dropTarget, panelRows } from "./panel-rows";

/** Layer 1 at the bottom, then "Group 1" holding Layer 2 and Layer 3 (clipped to Layer 2). */
function build() {
  const doc = new Y.Doc();
  initializeDocument(doc, "server");
  const artboard = readArtboards(doc)[0];
  const first = artboard && readLayers(artboard)[0];
  if (!artboard || !first) throw new Error("no layer");
  const second = addLayer(doc, "test", artboard.id, "Layer 2", first.id);
  const third = addLayer(doc, "test", artboard.id, "Layer 3", second);
  updateLayer(doc, "test", third, { clipped: true });
  const folder = groupEntries(doc, "test", [second, third]) as string;
  const tree = () => {
    const current = readArtboards(doc)[0];
    return current ? readLayerTree(current, readLayers(current)) : [];
  };
  return { ids: { first: first.id, second, third, folder }, tree };
}

describe("the layers panel's rows", () => {
  test("top first, a folder's layers one step in under it, clipping marked within it", () => {
    const { tree } = build();
    const rows = panelRows(tree(), new Set()).map((row) =>
      row.kind === "folder"
        ? `${row.depth}:${row.folder.name}${row.open ? "" : " (closed)"}`
        : `${row.depth}:${row.layer.name}${row.clipped ? " (clipped)" : ""}`,
    );
    expect(rows).toEqual(["0:Group 1", "1:Layer 3 (clipped)", "1:Layer 2", "0:Layer 1"]);
  });

  test("a closed folder hides its rows", () => {
    const { tree, ids } = build();
    expect(panelRows(tree(), new Set([ids.folder])).map((row) => row.kind)).toEqual([
      "folder",
      "layer",
    ]);
  });

  test("dropping onto a folder puts a row on top inside it; beside a row, next to it", () => {
    const { tree, ids } = build();
    expect(dropTarget(tree(), ids.first, ids.folder, "into")).toEqual({
      parentId: ids.folder,
      position: 2,
    });
    expect(dropTarget(tree(), ids.first, ids.second, "below")).toEqual({
      parentId: ids.folder,
      position: 0,
    });
    expect(dropTarget(tree(), ids.third, ids.folder, "above")).toEqual({
      parentId: null,
      position: 2,
    });
    expect(dropTarget(tree(), ids.first, ids.first, "above")).toBeNull();
  });
});
