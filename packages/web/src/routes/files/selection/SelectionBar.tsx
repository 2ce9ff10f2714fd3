import { ActionIcon, Button, Group, Paper, Text } from "@mantine/core";
import { IconLock, IconX } from "@tabler/icons-react";
import { ACTION_LABEL } from "../actions/ItemContextMenu";
import { type ItemAction, itemActions } from "../actions/item-actions";
import { FILES_TEXT } from "../texts";
import classes from "./SelectionBar.module.css";
import type { SelectionItem } from "./selection-item";

/** "n selected" with the item actions the selection allows (spec §6), while there is one. */
export function SelectionBar({
  items,
  onAction,
  onClear,
}: {
  items: ReadonlyArray<SelectionItem>;
  onAction: (action: ItemAction) => void;
  onClear: () => void;
}) {
  const { actions, locked } = itemActions(items);
  return (
    // A portal-like surface: clicking it does not clear the selection (is-background-click).
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
        {actions.map((action) => (
          <Button
            key={action}
            size="compact-sm"
            variant="subtle"
            color={action === "delete" ? "red" : undefined}
            leftSection={ACTION_LABEL[action].icon}
            onClick={() => onAction(action)}
          >
            {ACTION_LABEL[action].label}
          </Button>
        ))}
        {locked && (
          <Group gap={4} wrap="nowrap">
            <IconLock size={14} aria-hidden />
            <Text fz="sm" c="dimmed">
              {FILES_TEXT.noEditorialPermissions}
            </Text>
          </Group>
        )}
        <ActionIcon variant="subtle" color="gray" aria-label="Clear selection" onClick={onClear}>
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
