import { describe, expect, test } from "vitest";
import type * as Y from "yjs";
import { buildDocument } from "../test/elements.js";
import { readFolders, readLayerTree } from "./folder-views.js";
import {
  deleteFolder,
  duplicateFolder,
  groupEntries,
  moveEntry,
  moveOutOfFolder,
  ungroupFolder,
} from "./layer-folders.js";
import type { TreeNode } from "./layer-tree.js";
import { addLayer, readArtboards, readLayers, updateLayer } from "./workbench-document.js";

const ME = "me";

/** A document with layers named A (bottom), B, C, D, and their ids by name. */
function buildLayers() {
  const { doc } = buildDocument();
  const artboard = readArtboards(doc)[0];
  const first = artboard && readLayers(artboard)[0];
  if (!artboard || !first) throw new Error("no layer");
  updateLayer(doc, ME, first.id, { name: "A" });
  const ids: Record<string, string> = { A: first.id };
  let below = first.id;
  for (const name of ["B", "C", "D"]) {
    below = addLayer(doc, ME, artboard.id, name, below);
    ids[name] = below;
  }
  return { doc, ids };
}

/** The first artboard's tree as nested names, bottom first: "Group 1(A,B)". */
function shape(doc: Y.Doc): string {
  const artboard = readArtboards(doc)[0];
  if (!artboard) return "";
  const print = (nodes: readonly TreeNode<{ name: string }, { name: string }>[]): string =>
    nodes
      .map((node) =>
        node.kind === "layer" ? node.layer.name : `${node.folder.name}(${print(node.children)})`,
      )
      .join(",");
  return print(readLayerTree(artboard, readLayers(artboard)));
}

describe("layer folders", () => {
  test("grouping puts the layers in a new folder at the topmost one's place, in order", () => {
    const { doc, ids } = buildLayers();
    const folder = groupEntries(doc, ME, [ids.C as string, ids.A as string]);
    expect(folder).not.toBeNull();
    expect(shape(doc)).toBe("B,Group 1(A,C),D");
    groupEntries(doc, ME, [ids.D as string]);
    expect(shape(doc)).toBe("B,Group 1(A,C),Group 2(D)");
    const names = readLayers(readArtboards(doc)[0] as never).map((layer) => layer.name);
    expect(names).toEqual(["B", "A", "C", "D"]);
  });

  test("ungrouping puts the children where the folder was, in their order", () => {
    const { doc, ids } = buildLayers();
    const folder = groupEntries(doc, ME, [ids.B as string, ids.C as string]) as string;
    expect(shape(doc)).toBe("A,Group 1(B,C),D");
    expect(ungroupFolder(doc, ME, folder)).toBe(true);
    expect(shape(doc)).toBe("A,B,C,D");
    expect(readFolders(readArtboards(doc)[0] as never)).toEqual([]);
  });

  test("a new layer above one in a folder goes into that folder", () => {
    const { doc, ids } = buildLayers();
    groupEntries(doc, ME, [ids.B as string, ids.C as string]);
    const artboard = readArtboards(doc)[0];
    addLayer(doc, ME, artboard?.id as string, "E", ids.B);
    expect(shape(doc)).toBe("A,Group 1(B,E,C),D");
  });

  test("moves in and out of folders; never into itself or past the depth limit", () => {
    const { doc, ids } = buildLayers();
    const outer = groupEntries(doc, ME, [ids.B as string]) as string;
    expect(moveEntry(doc, ME, ids.D as string, outer, 0)).toBe(true);
    expect(shape(doc)).toBe("A,Group 1(D,B),C");
    expect(moveOutOfFolder(doc, ME, ids.D as string)).toBe(true);
    expect(shape(doc)).toBe("A,Group 1(B),D,C");
    expect(moveEntry(doc, ME, outer, outer, 0)).toBe(false);
    let folder = outer;
    for (let level = 2; level <= 4; level += 1) {
      folder = groupEntries(doc, ME, [ids.B as string]) as string;
      expect(folder).not.toBeNull();
    }
    expect(shape(doc)).toBe("A,Group 1(Group 2(Group 3(Group 4(B)))),D,C");
    expect(groupEntries(doc, ME, [ids.B as string])).toBeNull();
    expect(groupEntries(doc, ME, [outer])).toBeNull();
    expect(moveEntry(doc, ME, outer, folder, 0)).toBe(false);
  });

  test("deleting a folder takes what it holds; duplicating copies all of it", () => {
    const { doc, ids } = buildLayers();
    const folder = groupEntries(doc, ME, [ids.B as string, ids.C as string]) as string;
    const copy = duplicateFolder(doc, ME, folder);
    expect(copy).not.toBeNull();
    expect(shape(doc)).toBe("A,Group 1(B,C),Group 1 copy(B,C),D");
    expect(deleteFolder(doc, ME, folder)).toBe(true);
    expect(shape(doc)).toBe("A,Group 1 copy(B,C),D");
    expect(readLayers(readArtboards(doc)[0] as never)).toHaveLength(4);
  });

  test("a folder holding every layer is not deleted", () => {
    const { doc, ids } = buildLayers();
    const folder = groupEntries(doc, ME, Object.values(ids)) as string;
    expect(deleteFolder(doc, ME, folder)).toBe(false);
    expect(shape(doc)).toBe("Group 1(A,B,C,D)");
  });
});
