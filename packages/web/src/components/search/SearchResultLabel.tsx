import { Group, Text } from "@mantine/core";
import { IconFile, IconFolder } from "@tabler/icons-react";
import classes from "./SearchResultLabel.module.css";
import type { SearchResult } from "./search-results";

/** A found file or folder as a list row: its kind, its name, and where it is. */
export function SearchResultLabel({ result }: { result: SearchResult }) {
  const Icon = result.kind === "workbench" ? IconFile : IconFolder;
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Icon size={18} aria-hidden className={classes.icon} data-kind={result.kind} />
      <Text fz="sm" truncate flex={1}>
        {result.name}
      </Text>
      <Text fz="xs" truncate maw="40%" className={classes.place}>
        {result.place}
      </Text>
    </Group>
  );
}
