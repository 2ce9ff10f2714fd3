import type { SelectionItem } from "../selection/selection-item";
import type { TrashRow } from "./TrashTable";

/** A Trash row as the dashboard's selection keys it: a file or a folder. */
export interface TrashSelectionItem extends TrashRow {
  type: SelectionItem["type"];
}

export function trashSelectionItem(row: TrashRow): TrashSelectionItem {
  return { ...row, type: row.kind === "FOLDER" ? "folder" : "workbench" };
}

/**
 * What the selection bar offers: each action only when the viewer may take it on every selected
 * entry (the server computes isRestorable and isDeletable with core's rules, packages/core
 * trash.ts), so a selection is never acted on in part.
 */
export function trashSelectionActions(items: readonly TrashRow[]): {
  restore: boolean;
  deleteForever: boolean;
} {
  const some = items.length > 0;
  return {
    restore: some && items.every((item) => item.isRestorable),
    deleteForever: some && items.every((item) => item.isDeletable),
  };
}
