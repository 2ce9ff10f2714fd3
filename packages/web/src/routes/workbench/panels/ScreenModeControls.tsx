import { ActionIcon, Group, Tooltip } from "@mantine/core";
import { IconLayout, IconLayoutOff, IconMaximize, IconMinimize } from "@tabler/icons-react";
import { shortcutLabel } from "./shortcut-label";
import { SCREEN_COMMANDS, type ScreenCommandId, type ScreenMode } from "./use-screen-mode";

const tip = (id: ScreenCommandId, label: string) => {
  const shortcut = SCREEN_COMMANDS.find((command) => command.id === id)?.shortcut;
  return shortcut ? `${label} (${shortcutLabel(shortcut)})` : label;
};

/**
 * Hide or show the panels, and full screen where the browser has it: in the header, and alone
 * in a corner of the canvas while the panels are hidden, to bring them back.
 */
export function ScreenModeControls({ screenMode }: { screenMode: ScreenMode }) {
  const { panelsHidden, fullScreen } = screenMode;
  const panelsLabel = panelsHidden ? "Show panels" : "Hide panels";
  const fullScreenLabel = fullScreen ? "Exit full screen" : "Full screen";
  return (
    <Group gap={4} wrap="nowrap">
      {screenMode.canFullScreen && (
        <Tooltip label={tip("fullScreen", fullScreenLabel)} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={fullScreenLabel}
            onClick={screenMode.toggleFullScreen}
          >
            {fullScreen ? <IconMinimize size={18} /> : <IconMaximize size={18} />}
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={tip("togglePanels", panelsLabel)} withArrow>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={panelsLabel}
          onClick={screenMode.togglePanels}
        >
          {panelsHidden ? <IconLayout size={18} /> : <IconLayoutOff size={18} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
