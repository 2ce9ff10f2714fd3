import type { SelectionItem } from "../selection/selection-item";

export type ItemAction = "open" | "openNewTab" | "duplicate" | "move" | "rename" | "delete";

export interface ItemMenu {
  /** In the order the context menu shows them. */
  actions: ReadonlyArray<ItemAction>;
  /** Spec §6: a multi-selection with a read-only item says "No editorial permissions". */
  locked: boolean;
}

/**
 * Spec §6: Open and Open in new tab for one item; Duplicate for files only, since folders
 * cannot be duplicated (§7.2 duplicates workbenches); Move and Delete when every item is
 * editable, and Rename too when it is the only one.
 */
export function itemActions(items: ReadonlyArray<SelectionItem>): ItemMenu {
  if (items.length === 0) return { actions: [], locked: false };
  const single = items.length === 1;
  const allEditable = items.every((item) => item.isEditable);
  const actions: ItemAction[] = [];
  if (single) actions.push("open", "openNewTab");
  if (items.every((item) => item.type === "workbench")) actions.push("duplicate");
  if (allEditable) {
    actions.push("move");
    if (single) actions.push("rename");
    actions.push("delete");
  }
  return { actions, locked: !single && !allEditable };
}
