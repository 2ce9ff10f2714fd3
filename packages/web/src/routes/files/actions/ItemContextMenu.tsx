import { Menu } from "@mantine/core";
import {
  IconCopy,
  IconExternalLink,
  IconFolderShare,
  IconLock,
  IconPencil,
  IconTrash,
} from "@tabler/icons-react";
import type { SelectionItem } from "../selection/selection-item";
import { FILES_TEXT } from "../texts";

export type ItemAction = "open" | "openNewTab" | "duplicate" | "move" | "rename" | "delete";

/**
 * The item actions of spec §6 at the pointer: Open, Open in new tab and Duplicate for everyone;
 * Move, Rename and Delete only when every item is editable; Rename for one item only.
 */
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
  const single = items.length === 1 ? items[0] : undefined;
  const allEditable = items.every((item) => item.isEditable);
  const hasWorkbench = items.some((item) => item.type === "workbench");
  const onlyWorkbenches = items.every((item) => item.type === "workbench");

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
        {single && (
          <>
            <Menu.Item onClick={() => onAction("open")}>Open</Menu.Item>
            <Menu.Item
              leftSection={<IconExternalLink size={16} aria-hidden />}
              onClick={() => onAction("openNewTab")}
            >
              Open in new tab
            </Menu.Item>
          </>
        )}
        {hasWorkbench && onlyWorkbenches && (
          <Menu.Item
            leftSection={<IconCopy size={16} aria-hidden />}
            onClick={() => onAction("duplicate")}
          >
            Duplicate
          </Menu.Item>
        )}
        {allEditable ? (
          <>
            <Menu.Item
              leftSection={<IconFolderShare size={16} aria-hidden />}
              onClick={() => onAction("move")}
            >
              Move
            </Menu.Item>
            {single && (
              <Menu.Item
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => onAction("rename")}
              >
                Rename
              </Menu.Item>
            )}
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => onAction("delete")}
            >
              Delete
            </Menu.Item>
          </>
        ) : (
          items.length > 1 && (
            <Menu.Item disabled leftSection={<IconLock size={16} aria-hidden />}>
              {FILES_TEXT.noEditorialPermissions}
            </Menu.Item>
          )
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
