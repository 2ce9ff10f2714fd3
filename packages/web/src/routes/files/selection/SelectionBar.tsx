import { Button, Group, Text } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { ACTION_LABEL } from "../actions/ItemContextMenu";
import { type ItemAction, itemActions } from "../actions/item-actions";
import { FILES_TEXT } from "../texts";
import { SelectionBarFrame } from "./SelectionBarFrame";
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
    <SelectionBarFrame count={items.length} onClear={onClear}>
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
    </SelectionBarFrame>
  );
}
