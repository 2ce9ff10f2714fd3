import { type Editor, findCommand, type LayerView } from "@contour/canvas";
import { ActionIcon, Menu, Tooltip } from "@mantine/core";
import { IconMask } from "@tabler/icons-react";
import { useState } from "react";
import panelClasses from "../panels/WorkbenchPanels.module.css";

/** The menu's entries: the mask commands (canvas mask-commands.ts) with the words of this state. */
function entriesFor(layer: LayerView | undefined) {
  if (!layer?.mask) return [{ commandId: "addMask", label: "Add mask" }];
  return [
    {
      commandId: "toggleMask",
      label: layer.maskDisabled ? "Enable mask" : "Disable mask",
    },
    { commandId: "applyMask", label: "Apply mask" },
    { commandId: "deleteMask", label: "Delete mask" },
  ];
}

/**
 * The active layer's mask actions, after its blend mode and opacity (the toolbar above is full):
 * "Add mask" on a layer without one, else "Disable mask" (or "Enable mask"), "Apply mask" and
 * "Delete mask". Shown pressed while the layer has a mask. The panel shows it only to who may
 * edit.
 */
export function MaskMenu({ editor, layer }: { editor: Editor; layer: LayerView | undefined }) {
  const hasMask = layer?.mask != null;
  const [opened, setOpened] = useState(false);
  return (
    <Menu position="bottom-end" shadow="md" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        {/* The tooltip would sit under the open menu: it says nothing the menu does not. */}
        <Tooltip label="Layer mask" withArrow disabled={opened}>
          <ActionIcon
            variant={hasMask ? "light" : "subtle"}
            color={hasMask ? "blue" : "gray"}
            className={panelClasses.quiet}
            aria-label="Layer mask"
            aria-pressed={hasMask}
            disabled={!layer}
          >
            <IconMask size={16} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {entriesFor(layer).map(({ commandId, label }) => {
          const command = findCommand(commandId);
          if (!command) return null;
          return (
            <Menu.Item
              key={commandId}
              disabled={!command.isEnabled(editor)}
              onClick={() => command.run(editor)}
            >
              {label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
