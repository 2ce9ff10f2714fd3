import { ActionIcon, Button, Group, Paper, Text } from "@mantine/core";
import { IconRestore, IconTrashX, IconX } from "@tabler/icons-react";
import classes from "../selection/SelectionBar.module.css";
import type { TrashRow } from "./TrashTable";
import { trashSelectionActions } from "./trash-selection";
import { TRASH_TEXT } from "./trash-texts";

const ICON = { size: 16, stroke: 1.7 } as const;

/** "n selected" with Restore and Delete forever for all of them, as far as the viewer may. */
export function TrashSelectionBar({
  items,
  onRestore,
  onDeleteForever,
  onClear,
}: {
  items: readonly TrashRow[];
  onRestore: () => void;
  onDeleteForever: () => void;
  onClear: () => void;
}) {
  const allowed = trashSelectionActions(items);
  return (
    // Like the dashboard's bar: clicking it does not clear the selection (is-background-click).
    <Paper
      className={classes.bar}
      shadow="md"
      radius="md"
      withBorder
      role="toolbar"
      aria-label="Selection"
      data-portal
    >
      <Group gap="sm" wrap="nowrap">
        <Text fz="sm" fw={600} aria-live="polite">
          {items.length} selected
        </Text>
        {allowed.restore && (
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconRestore {...ICON} />}
            onClick={onRestore}
          >
            {TRASH_TEXT.restore}
          </Button>
        )}
        {allowed.deleteForever && (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            leftSection={<IconTrashX {...ICON} />}
            onClick={onDeleteForever}
          >
            {TRASH_TEXT.deleteForever}
          </Button>
        )}
        <ActionIcon variant="subtle" color="gray" aria-label="Clear selection" onClick={onClear}>
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
