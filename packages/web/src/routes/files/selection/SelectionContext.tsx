import { createContext, type MouseEvent, useContext } from "react";
import type { SelectionItem } from "./selection-item";

/** What a card needs from the page's selection; absent where items are not selectable. */
export interface SelectionApi {
  isSelected: (key: string) => boolean;
  register: (item: SelectionItem) => void;
  handleItemClick: (item: SelectionItem, event: MouseEvent) => void;
  openContextMenu: (item: SelectionItem, event: MouseEvent) => void;
  renamingKey: string | null;
  commitRename: (item: SelectionItem, name: string | null) => void;
}

export const SelectionContext = createContext<SelectionApi | null>(null);

export function useSelectionApi(): SelectionApi | null {
  return useContext(SelectionContext);
}
