import { expect, test } from "vitest";
import type { TrashRow } from "./TrashTable";
import { trashSelectionActions, trashSelectionItem } from "./trash-selection";

function row(
  id: string,
  rights: Partial<Pick<TrashRow, "isRestorable" | "isDeletable">>,
): TrashRow {
  return {
    id,
    kind: "WORKBENCH",
    name: id,
    location: "Design",
    trashedAt: "2026-12-01T10:00:00.000Z",
    daysLeft: 27,
    isRestorable: true,
    isDeletable: true,
    trashedBy: null,
    ...rights,
  };
}

test("a trash row is keyed like the dashboard's file or folder", () => {
  expect(trashSelectionItem({ ...row("f", {}), kind: "FOLDER" }).type).toBe("folder");
  expect(trashSelectionItem(row("w", {})).type).toBe("workbench");
});

test("each action shows only when every selected entry allows it", () => {
  expect(trashSelectionActions([row("a", {}), row("b", {})])).toEqual({
    restore: true,
    deleteForever: true,
  });
  expect(trashSelectionActions([row("a", {}), row("b", { isDeletable: false })])).toEqual({
    restore: true,
    deleteForever: false,
  });
  expect(trashSelectionActions([row("a", { isRestorable: false, isDeletable: false })])).toEqual({
    restore: false,
    deleteForever: false,
  });
  expect(trashSelectionActions([])).toEqual({ restore: false, deleteForever: false });
});
