import { expect, test } from "vitest";
import type { SelectionItem } from "../selection/selection-item";
import { itemActions } from "./item-actions";

function file(id: string, isEditable = true): SelectionItem {
  return { id, type: "workbench", name: id, isEditable };
}

function folder(id: string, isEditable = true): SelectionItem {
  return { id, type: "folder", name: id, isEditable };
}

test("one editable file offers every action", () => {
  expect(itemActions([file("a")])).toEqual({
    actions: ["open", "openNewTab", "duplicate", "move", "rename", "delete"],
    locked: false,
  });
});

test("a folder cannot be duplicated", () => {
  expect(itemActions([folder("a")]).actions).toEqual([
    "open",
    "openNewTab",
    "move",
    "rename",
    "delete",
  ]);
});

test("several files: no open and no rename", () => {
  expect(itemActions([file("a"), file("b")]).actions).toEqual(["duplicate", "move", "delete"]);
});

test("files and folders together: Duplicate is not offered", () => {
  expect(itemActions([file("a"), folder("b")]).actions).toEqual(["move", "delete"]);
});

test("a read-only item keeps Open and Duplicate but not the editing actions", () => {
  expect(itemActions([file("a", false)])).toEqual({
    actions: ["open", "openNewTab", "duplicate"],
    locked: false,
  });
});

test("a multi-selection with a read-only item is locked", () => {
  expect(itemActions([file("a"), file("b", false)])).toEqual({
    actions: ["duplicate"],
    locked: true,
  });
  expect(itemActions([folder("a"), folder("b", false)])).toEqual({ actions: [], locked: true });
});

test("nothing selected offers nothing", () => {
  expect(itemActions([])).toEqual({ actions: [], locked: false });
});
