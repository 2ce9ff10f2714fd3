import { Menu } from "@mantine/core";
import {
  IconCopy,
  IconExternalLink,
  IconFolderShare,
  IconLock,
  IconPencil,
  IconTrash,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { SelectionItem } from "../selection/selection-item";
import { FILES_TEXT } from "../texts";
import { type ItemAction, itemActions } from "./item-actions";

/** How each action is named and drawn, in the menu and the selection bar. */
export const ACTION_LABEL: Record<ItemAction, { label: string; icon?: ReactNode }> = {
  open: { label: "Open" },
  openNewTab: { label: "Open in new tab", icon: <IconExternalLink size={16} aria-hidden /> },
  duplicate: { label: "Duplicate", icon: <IconCopy size={16} aria-hidden /> },
  move: { label: "Move", icon: <IconFolderShare size={16} aria-hidden /> },
  rename: { label: "Rename", icon: <IconPencil size={16} aria-hidden /> },
  delete: { label: "Delete", icon: <IconTrash size={16} aria-hidden /> },
};

/** The item actions of spec §6 (see itemActions) at the pointer. */
export function ItemContextMenu({
  position,
  items,
  onAction,
  onClose,
}: {
  position: { x: number; y: number };
  items: ReadonlyArray<SelectionItem>;
  onAction: (action: ItemAction) => void;
  onClose: () => void;
}) {
  const { actions, locked } = itemActions(items);

  return (
    <Menu
      opened
      onChange={(opened) => !opened && onClose()}
      position="bottom-start"
      width={220}
      shadow="md"
    >
      <Menu.Target>
        <div
          style={{ position: "fixed", left: position.x, top: position.y, width: 0, height: 0 }}
          aria-hidden
        />
      </Menu.Target>
      <Menu.Dropdown aria-label="Item actions">
        {actions.map((action) => (
          <MenuAction key={action} action={action} onAction={onAction} />
        ))}
        {locked && (
          <Menu.Item disabled leftSection={<IconLock size={16} aria-hidden />}>
            {FILES_TEXT.noEditorialPermissions}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

function MenuAction({
  action,
  onAction,
}: {
  action: ItemAction;
  onAction: (action: ItemAction) => void;
}) {
  const { label, icon } = ACTION_LABEL[action];
  const item = (
    <Menu.Item
      color={action === "delete" ? "red" : undefined}
      leftSection={icon}
      onClick={() => onAction(action)}
    >
      {label}
    </Menu.Item>
  );
  // The destructive action sits apart, below a divider.
  return action === "delete" ? (
    <>
      <Menu.Divider />
      {item}
    </>
  ) : (
    item
  );
}
