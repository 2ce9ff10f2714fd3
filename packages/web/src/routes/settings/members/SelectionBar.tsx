import { Button, Group, Paper, Text } from "@mantine/core";
import { IconCopy, IconTrash, IconX } from "@tabler/icons-react";

const ICON = { size: 16, stroke: 1.7 } as const;

/** What can be done with the chosen rows: copy their emails (anyone), remove them (admins). */
export function SelectionBar({
  count,
  onCopy,
  onRemove,
  onClear,
}: {
  count: number;
  onCopy: () => void;
  /** Null when the user may not remove. */
  onRemove: (() => void) | null;
  onClear: () => void;
}) {
  return (
    <Paper withBorder radius="md" px="md" py="xs" bg="gray.0" role="region" aria-label="Selection">
      <Group justify="space-between">
        <Text fz="sm" fw={500}>
          {count} selected
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="default" leftSection={<IconCopy {...ICON} />} onClick={onCopy}>
            Copy emails
          </Button>
          {onRemove && (
            <Button
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconTrash {...ICON} />}
              onClick={onRemove}
            >
              Remove selected
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            leftSection={<IconX {...ICON} />}
            onClick={onClear}
          >
            Clear
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
