import { EDITOR_COMMANDS, type EditorCommand } from "@contour/canvas";
import { Group, Kbd, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { COMMENT_KEY } from "../comments/use-comment-mode-key";
import { shortcutLabel } from "./shortcut-label";
import { SCREEN_COMMANDS } from "./use-screen-mode";

const GROUPS: readonly EditorCommand["group"][] = ["Tools", "Edit", "Brush", "View", "Layers"];

/** Keys that are not commands but belong in the list. */
const GESTURES: { label: string; keys: string }[] = [
  { label: "Pan while held", keys: "Space" },
  { label: "Rotate the view, dragging", keys: "Shift+Space" },
  { label: "Straight line while drawing", keys: "Shift" },
  { label: "Add to the selection", keys: "Shift" },
  { label: "Scale freely, not keeping the proportions", keys: "Shift" },
  { label: "Select what the box touches", keys: "Alt" },
  { label: "Pin a comment (comment mode on or off)", keys: COMMENT_KEY },
  { label: "Show this list", keys: "?" },
];

/** The "?" panel: every shortcut, from the same command list the toolbar and keys use. */
export function ShortcutsPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Keyboard shortcuts" size="xl" centered>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {GROUPS.map((group) => (
          <Stack key={group} gap={6}>
            <Text fw={600} fz="sm">
              {group}
            </Text>
            {EDITOR_COMMANDS.filter((command) => command.group === group && command.shortcut).map(
              (command) => (
                <Group key={command.id} justify="space-between" wrap="nowrap">
                  <Text fz="sm">{command.label}</Text>
                  <Group gap={4} wrap="nowrap">
                    {command.shortcut?.map((shortcut) => (
                      <Kbd key={shortcut} size="xs">
                        {shortcutLabel(shortcut)}
                      </Kbd>
                    ))}
                  </Group>
                </Group>
              ),
            )}
            {group === "View" &&
              SCREEN_COMMANDS.map((command) => (
                <Group key={command.id} justify="space-between" wrap="nowrap">
                  <Text fz="sm">{command.label}</Text>
                  <Kbd size="xs">{shortcutLabel(command.shortcut)}</Kbd>
                </Group>
              ))}
            {group === "View" &&
              GESTURES.map((gesture) => (
                <Group key={gesture.label} justify="space-between" wrap="nowrap">
                  <Text fz="sm">{gesture.label}</Text>
                  <Kbd size="xs">{gesture.keys}</Kbd>
                </Group>
              ))}
          </Stack>
        ))}
      </SimpleGrid>
    </Modal>
  );
}
