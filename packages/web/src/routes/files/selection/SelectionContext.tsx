import { createContext, type DragEvent, type MouseEvent, useContext } from "react";
import type { SelectionItem } from "./selection-item";

/** What a card needs from the page's selection; absent where items are not selectable. */
export interface SelectionApi {
  isSelected: (key: string) => boolean;
  register: (item: SelectionItem) => void;
  handleItemClick: (item: SelectionItem, event: MouseEvent) => void;
  openContextMenu: (item: SelectionItem, event: MouseEvent) => void;
  renamingKey: string | null;
  commitRename: (item: SelectionItem, name: string | null) => void;
  /** Drag and drop (issue 19): an item, or the selection it is in, dragged onto a folder. */
  handleDragStart: (item: SelectionItem, event: DragEvent) => void;
  handleDragEnd: () => void;
  handleDragOver: (folder: SelectionItem, event: DragEvent) => void;
  handleDragLeave: (folder: SelectionItem) => void;
  handleDrop: (folder: SelectionItem, event: DragEvent) => void;
  /** The folder the dragged items would go to, while they are over it. */
  dropTargetKey: string | null;
}

export const SelectionContext = createContext<SelectionApi | null>(null);

export function useSelectionApi(): SelectionApi | null {
  return useContext(SelectionContext);
}
