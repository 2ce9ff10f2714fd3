import { type Editor, findCommand } from "@contour/canvas";
import { ActionIcon, Menu, Text, Tooltip } from "@mantine/core";
import { IconFolderMinus, IconFolderPlus, IconFolders, IconFolderUp } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { shortcutLabel } from "../panels/shortcut-label";
import panelClasses from "../panels/WorkbenchPanels.module.css";

const ITEMS: readonly { commandId: string; icon: ReactNode }[] = [
  { commandId: "groupLayers", icon: <IconFolderPlus size={16} /> },
  { commandId: "ungroupLayers", icon: <IconFolderMinus size={16} /> },
  { commandId: "moveOutOfGroup", icon: <IconFolderUp size={16} /> },
];

/**
 * The layers panel's group menu: Group layers, Ungroup and Move out of group on the active row,
 * each the editor's command with its shortcut, as Photoshop's Layer menu has them. One button, so
 * that the panel's row of layer buttons still fits its width.
 */
export function GroupMenu({ editor }: { editor: Editor }) {
  return (
    <Menu position="bottom-end" width={230} withinPortal>
      <Menu.Target>
        <Tooltip label="Groups" withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            className={panelClasses.quiet}
            aria-label="Groups"
          >
            <IconFolders size={16} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {ITEMS.map(({ commandId, icon }) => {
          const command = findCommand(commandId);
          if (!command) return null;
          const shortcut = command.shortcut?.[0];
          return (
            <Menu.Item
              key={commandId}
              leftSection={icon}
              rightSection={
                shortcut && (
                  <Text fz="xs" c="dimmed">
                    {shortcutLabel(shortcut)}
                  </Text>
                )
              }
              disabled={!command.isEnabled(editor)}
              onClick={() => command.run(editor)}
            >
              {command.label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
