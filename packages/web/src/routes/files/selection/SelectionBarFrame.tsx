import { ActionIcon, Group, Paper, Text } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import type { ReactNode } from "react";
import classes from "./SelectionBar.module.css";

/** The floating bar of a selection: "n selected", what `children` offer for it, and Clear. */
export function SelectionBarFrame({
  count,
  onClear,
  children,
}: {
  count: number;
  onClear: () => void;
  children: ReactNode;
}) {
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
          {count} selected
        </Text>
        {children}
        <ActionIcon variant="subtle" color="gray" aria-label="Clear selection" onClick={onClear}>
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
