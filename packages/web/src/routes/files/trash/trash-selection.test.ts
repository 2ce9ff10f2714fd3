import { expect, test } from "vitest";
import { buildTrashRow } from "./test-rows";
import { trashSelectionActions, trashSelectionItem } from "./trash-selection";

test("a trash row is keyed like the dashboard's file or folder", () => {
  expect(trashSelectionItem(buildTrashRow("f", { kind: "FOLDER" })).type).toBe("folder");
  expect(trashSelectionItem(buildTrashRow("w")).type).toBe("workbench");
});

test("each action shows only when every selected entry allows it", () => {
  expect(trashSelectionActions([buildTrashRow("a"), buildTrashRow("b")])).toEqual({
    restore: true,
    deleteForever: true,
  });
  expect(
    trashSelectionActions([buildTrashRow("a"), buildTrashRow("b", { isDeletable: false })]),
  ).toEqual({
    restore: true,
    deleteForever: false,
  });
  expect(
    trashSelectionActions([buildTrashRow("a", { isRestorable: false, isDeletable: false })]),
  ).toEqual({
    restore: false,
    deleteForever: false,
  });
  expect(trashSelectionActions([])).toEqual({ restore: false, deleteForever: false });
});
