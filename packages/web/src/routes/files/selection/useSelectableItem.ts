import { type DragEvent, type KeyboardEvent, type MouseEvent, useEffect } from "react";
import { wantsNewTab } from "../items/open-item";
import { useSelectionApi } from "./SelectionContext";
import { ITEM_KEY_ATTRIBUTE, itemKey, type SelectionItem } from "./selection-item";

/** The props that make a card selectable (spec §4.2) and openable; plain openable without a selection. */
export function useSelectableItem(
  item: SelectionItem,
  onOpen: (id: string, newTab: boolean) => void,
) {
  const selection = useSelectionApi();
  const key = itemKey(item);
  const register = selection?.register;
  useEffect(() => {
    register?.(item);
  }, [register, item]);

  const selected = selection?.isSelected(key) ?? false;
  const renaming = selection?.renamingKey === key;
  // Folders take what is dropped on them: the Move of the item actions, with its checks.
  const dropTarget =
    selection && item.type === "folder"
      ? {
          onDragOver: (event: DragEvent) => selection.handleDragOver(item, event),
          onDragLeave: () => selection.handleDragLeave(item),
          onDrop: (event: DragEvent) => selection.handleDrop(item, event),
        }
      : {};
  const props = {
    [ITEM_KEY_ATTRIBUTE]: key,
    "data-selected": selected || undefined,
    "data-drop-target": selection?.dropTargetKey === key || undefined,
    draggable: selection !== null && !renaming ? true : undefined,
    onDragStart: (event: DragEvent) => selection?.handleDragStart(item, event),
    onDragEnd: () => selection?.handleDragEnd(),
    ...dropTarget,
    "aria-pressed": selection ? selected : undefined,
    onClick: (event: MouseEvent) => selection?.handleItemClick(item, event),
    onDoubleClick: (event: MouseEvent) => {
      if (!renaming) onOpen(item.id, wantsNewTab(event));
    },
    onContextMenu: (event: MouseEvent) => {
      if (!selection) return;
      event.preventDefault();
      selection.openContextMenu(item, event);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === "Enter" && !renaming && event.target === event.currentTarget) {
        onOpen(item.id, event.ctrlKey || event.metaKey);
      }
    },
  };
  const commitRename = (name: string | null) => selection?.commitRename(item, name);
  return { props, renaming, commitRename };
}
