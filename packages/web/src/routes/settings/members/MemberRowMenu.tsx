import { ActionIcon, Menu } from "@mantine/core";
import { IconCopy, IconDoorExit, IconDots, IconUserMinus } from "@tabler/icons-react";
import type { MemberRow } from "./member-rows";

const ICON = { size: 16, stroke: 1.7 } as const;

/** A row's actions: copy for everyone, removal for admins, leaving on one's own row (§6). */
export function MemberRowMenu({
  row,
  isSelf,
  canRemove,
  onCopy,
  onRemove,
  onLeave,
}: {
  row: MemberRow;
  isSelf: boolean;
  canRemove: boolean;
  onCopy: () => void;
  onRemove: () => void;
  onLeave: () => void;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${row.email}`}>
          <IconDots {...ICON} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconCopy {...ICON} />} onClick={onCopy}>
          Copy email
        </Menu.Item>
        {isSelf ? (
          <Menu.Item color="red" leftSection={<IconDoorExit {...ICON} />} onClick={onLeave}>
            Leave workspace
          </Menu.Item>
        ) : (
          canRemove && (
            <Menu.Item color="red" leftSection={<IconUserMinus {...ICON} />} onClick={onRemove}>
              {row.userId ? "Remove from workspace" : "Delete invitation"}
            </Menu.Item>
          )
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
