import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import {
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useNavigate } from "react-router";
import { notifyError } from "../../../lib/notify";
import { useOpenItem } from "../items/useOpenItem";
import { filesPath } from "../paths";
import { arrowDirection } from "../selection/arrow-target";
import { isInPage, isSelectAllKey, isTyping } from "../selection/key-target";
import { SelectionBar } from "../selection/SelectionBar";
import { type SelectionApi, SelectionContext } from "../selection/SelectionContext";
import { itemKey, type SelectionItem } from "../selection/selection-item";
import { useItemDrag } from "../selection/useItemDrag";
import { useSelection } from "../selection/useSelection";
import { FILES_TEXT } from "../texts";
import { FolderPickerModal } from "./FolderPickerModal";
import { ItemContextMenu } from "./ItemContextMenu";
import { type ItemAction, itemActions } from "./item-actions";
import { pickerTitle } from "./picker-title";
import { useItemMutations } from "./useItemMutations";

type Picker = { kind: "move" | "duplicate"; items: ReadonlyArray<SelectionItem> } | null;

/** "Delete Roadster", "Delete 3 items": the confirmation names what goes. */
function deleteTitle(targets: ReadonlyArray<SelectionItem>): string {
  const [only] = targets;
  return targets.length === 1 && only ? `Delete ${only.name}` : `Delete ${targets.length} items`;
}

/**
 * Selection, the context menu and the item actions of one folder page (spec §4.2–4.4, §6):
 * Delete removes the selection (after confirming), F2 renames, Escape clears; Enter on the
 * selected (focused) card opens it (useSelectableItem). Ctrl/Cmd+A and the arrows select from
 * the keyboard, a bar shows "n selected" with the actions, and items dragged onto a folder move
 * there (issue 19).
 */
export function ItemsController({
  organizationId,
  folderId = null,
  onChanged,
  children,
}: {
  organizationId: string;
  /** The folder page's folder, where its items already are; null where items come from anywhere. */
  folderId?: string | null;
  onChanged: () => void;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const containerRef = useRef<HTMLDivElement>(null);
  const { selected, register, clear, handleItemClick, selectForMenu, selectAll, moveFocus } =
    useSelection(containerRef);
  const { openWorkbench, openFolder } = useOpenItem();
  const [menu, setMenu] = useState<{ x: number; y: number } | null>(null);
  const [renamingKey, setRenamingKey] = useState<string | null>(null);
  const [picker, setPicker] = useState<Picker>(null);
  const handleChanged = useCallback(() => {
    clear();
    onChanged();
  }, [clear, onChanged]);
  const mutations = useItemMutations(handleChanged);
  const items = useMemo(() => [...selected.values()], [selected]);

  const confirmDelete = useCallback(
    (targets: ReadonlyArray<SelectionItem>) => {
      if (targets.length === 0) return;
      // A selection with an item the viewer may not change is not deleted in part: say why.
      if (!targets.every((item) => item.isEditable)) {
        notifyError(FILES_TEXT.noEditorialPermissions);
        return;
      }
      modals.openConfirmModal({
        title: deleteTitle(targets),
        children: <Text fz="sm">{FILES_TEXT.deleteConfirm}</Text>,
        labels: { confirm: "Confirm", cancel: "Cancel" },
        confirmProps: { color: "red" },
        onConfirm: () => void mutations.remove(targets),
      });
    },
    [mutations],
  );

  const handleAction = (action: ItemAction) => {
    setMenu(null);
    const first = items[0];
    // The menu offers only these; the check keeps any other caller to the same rules (spec §6).
    if (!first || !itemActions(items).actions.includes(action)) return;
    const open = first.type === "workbench" ? openWorkbench : openFolder;
    if (action === "open") open(first.id, false);
    if (action === "openNewTab") open(first.id, true);
    if (action === "rename") setRenamingKey(itemKey(first));
    if (action === "delete") confirmDelete(items);
    if (action === "move" || action === "duplicate") setPicker({ kind: action, items });
  };

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (renamingKey || picker || isTyping(event.target)) return;
      const inPage = isInPage(event.target, containerRef.current);
      if (isSelectAllKey(event) && inPage) {
        event.preventDefault();
        selectAll();
        return;
      }
      const direction = arrowDirection(event.key);
      if (direction && inPage && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        moveFocus(direction, event.shiftKey);
        return;
      }
      if (event.key === "Delete" || event.key === "Backspace") confirmDelete(items);
      const only = items.length === 1 ? items[0] : undefined;
      if (event.key === "F2" && only?.isEditable) {
        event.preventDefault();
        setRenamingKey(itemKey(only));
      }
    };
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, [items, renamingKey, picker, confirmDelete, selectAll, moveFocus]);

  const { move } = mutations;
  const handleDropped = useCallback(
    (dragged: ReadonlyArray<SelectionItem>, folderId: string) => {
      // The same rules as Move (spec §6): every item editable, else say why; the server checks.
      if (!dragged.every((item) => item.isEditable)) {
        notifyError(FILES_TEXT.noEditorialPermissions);
        return;
      }
      void move(dragged, folderId);
    },
    [move],
  );
  const drag = useItemDrag({ selected, onDrop: handleDropped });

  const api = useMemo<SelectionApi>(
    () => ({
      isSelected: (key) => selected.has(key),
      register,
      handleItemClick,
      openContextMenu: (item: SelectionItem, event: MouseEvent) => {
        selectForMenu(item);
        setMenu({ x: event.clientX, y: event.clientY });
      },
      renamingKey,
      commitRename: (item, name) => {
        setRenamingKey(null);
        if (name) void mutations.rename(item, name);
      },
      ...drag,
    }),
    [selected, register, handleItemClick, selectForMenu, renamingKey, mutations, drag],
  );

  const handlePick = async (targetFolderId: string) => {
    if (!picker) return;
    const ok =
      picker.kind === "move"
        ? await mutations.move(picker.items, targetFolderId)
        : await mutations.duplicate(picker.items, targetFolderId);
    if (!ok) return;
    setPicker(null);
    // Spec §4.3: after a move the user goes to the target folder.
    if (picker.kind === "move") navigate(filesPath.folder(targetFolderId));
  };

  return (
    <SelectionContext.Provider value={api}>
      <div ref={containerRef}>{children}</div>
      {items.length > 0 && !renamingKey && (
        <SelectionBar items={items} onAction={handleAction} onClear={clear} />
      )}
      {menu && items.length > 0 && (
        <ItemContextMenu
          position={menu}
          items={items}
          onAction={handleAction}
          onClose={() => setMenu(null)}
        />
      )}
      {picker && (
        <FolderPickerModal
          organizationId={organizationId}
          title={pickerTitle(picker.kind, picker.items)}
          confirmLabel={picker.kind === "move" ? "Move" : "Duplicate"}
          movingFolderIds={
            new Set(picker.items.filter((item) => item.type === "folder").map((item) => item.id))
          }
          currentFolderId={picker.kind === "move" ? folderId : null}
          pending={picker.kind === "move" ? mutations.moving : mutations.duplicating}
          onConfirm={(target) => void handlePick(target)}
          onClose={() => setPicker(null)}
        />
      )}
    </SelectionContext.Provider>
  );
}
