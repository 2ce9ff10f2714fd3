import { type DragEvent, useCallback, useMemo, useRef, useState } from "react";
import { itemKey, type SelectionItem } from "./selection-item";

/** What a drag carries, for other windows and drop zones that look at the type only. */
const DRAG_TYPE = "application/x-contour-items";

/** A folder takes dragged items unless it is one of them or cannot be edited. */
function accepts(items: ReadonlyArray<SelectionItem>, folder: SelectionItem): boolean {
  return (
    items.length > 0 &&
    folder.isEditable &&
    !items.some((item) => itemKey(item) === itemKey(folder))
  );
}

/**
 * Drag and drop of the page's items onto its folders (issue 19): a dragged item that is selected
 * takes the whole selection with it, another goes alone. A folder takes the drop unless it is
 * one of the dragged items or cannot be edited; the drop hands the items to `onDrop` (Move).
 */
export function useItemDrag({
  selected,
  onDrop,
}: {
  selected: ReadonlyMap<string, SelectionItem>;
  onDrop: (items: ReadonlyArray<SelectionItem>, folderId: string) => void;
}) {
  const dragged = useRef<ReadonlyArray<SelectionItem>>([]);
  const [dropTargetKey, setDropTargetKey] = useState<string | null>(null);

  const handleDragStart = useCallback(
    (item: SelectionItem, event: DragEvent) => {
      const key = itemKey(item);
      dragged.current = selected.has(key) ? [...selected.values()] : [item];
      event.dataTransfer.effectAllowed = "move";
      event.dataTransfer.setData(DRAG_TYPE, dragged.current.map(itemKey).join("\n"));
    },
    [selected],
  );

  const handleDragEnd = useCallback(() => {
    dragged.current = [];
    setDropTargetKey(null);
  }, []);

  const handleDragOver = useCallback((folder: SelectionItem, event: DragEvent) => {
    if (!accepts(dragged.current, folder)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "move";
    setDropTargetKey(itemKey(folder));
  }, []);

  const handleDragLeave = useCallback((folder: SelectionItem) => {
    setDropTargetKey((current) => (current === itemKey(folder) ? null : current));
  }, []);

  const handleDrop = useCallback(
    (folder: SelectionItem, event: DragEvent) => {
      if (!accepts(dragged.current, folder)) return;
      event.preventDefault();
      const items = dragged.current;
      dragged.current = [];
      setDropTargetKey(null);
      onDrop(items, folder.id);
    },
    [onDrop],
  );

  return useMemo(
    () => ({
      handleDragStart,
      handleDragEnd,
      handleDragOver,
      handleDragLeave,
      handleDrop,
      dropTargetKey,
    }),
    [handleDragStart, handleDragEnd, handleDragOver, handleDragLeave, handleDrop, dropTargetKey],
  );
}
