import { expect, test } from "vitest";
import { type TreeFolder, treeRows } from "./folder-tree";

function folder(id: string, parentId: string | null, extra: Partial<TreeFolder> = {}): TreeFolder {
  return {
    id,
    name: id,
    parentId,
    isEditable: true,
    rootFolderOfDraftOrganizationId: null,
    ...extra,
  };
}

const tree = [
  folder("team", null),
  folder("b", "team"),
  folder("a", "team"),
  folder("a1", "a"),
  folder("drafts", null, { rootFolderOfDraftOrganizationId: "org" }),
  folder("locked", "team", { isEditable: false }),
];

test("depth first, by name, with the drafts root titled My files", () => {
  const rows = treeRows(tree, new Set());
  expect(rows.map((row) => [row.label, row.depth])).toEqual([
    ["My files", 0],
    ["team", 0],
    ["a", 1],
    ["a1", 2],
    ["b", 1],
    ["locked", 1],
  ]);
});

test("a moved folder, its subtree and read-only folders cannot be picked", () => {
  const disabled = treeRows(tree, new Set(["a"]))
    .filter((row) => row.disabled)
    .map((row) => row.folder.id);
  expect(disabled).toEqual(["a", "a1", "locked"]);
});

test("a move does not offer the folder its items are already in", () => {
  const rows = treeRows(tree, new Set(), "a");
  expect(rows.filter((row) => row.disabled).map((row) => row.folder.id)).toEqual(["a", "locked"]);
});
