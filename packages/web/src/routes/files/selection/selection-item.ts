/** A selectable file or folder (spec §3 "Selection item"), with what the actions need. */
export interface SelectionItem {
  id: string;
  type: "workbench" | "folder";
  name: string;
  isEditable: boolean;
}

export function itemKey(item: Pick<SelectionItem, "id" | "type">): string {
  return `${item.type}:${item.id}`;
}

/** The attribute every selectable card carries, read in DOM order for shift ranges. */
export const ITEM_KEY_ATTRIBUTE = "data-item-key";
