import { Card, Image, Stack, Text } from "@mantine/core";
import { useMemo } from "react";
import { RenameInput } from "../../../components/RenameInput";
import type { WorkbenchCardFragment } from "../../../graphql/documents/files";
import type { ResultOf } from "../../../graphql/graphql";
import { formatAgo, formatLongDate } from "../../../lib/format-date";
import type { SelectionItem } from "../selection/selection-item";
import { useSelectableItem } from "../selection/useSelectableItem";
import classes from "./ItemCard.module.css";

export type WorkbenchCardData = ResultOf<typeof WorkbenchCardFragment>;

/** A file in a grid or the Recent strip: thumbnail, name and when it was last edited. */
export function WorkbenchCard({
  workbench,
  onOpen,
  width,
}: {
  workbench: WorkbenchCardData;
  onOpen: (workbenchId: string, newTab: boolean) => void;
  width?: number;
}) {
  const item = useMemo<SelectionItem>(
    () => ({
      id: workbench.id,
      type: "workbench",
      name: workbench.name,
      isEditable: workbench.isEditable,
    }),
    [workbench.id, workbench.name, workbench.isEditable],
  );
  const { props, renaming, commitRename } = useSelectableItem(item, onOpen);

  return (
    <Card
      withBorder
      radius="md"
      padding={0}
      w={width}
      // In the Recent strip's row a card keeps its width and the row scrolls sideways.
      style={width === undefined ? undefined : { flex: "none" }}
      className={classes.card}
      tabIndex={0}
      role="button"
      aria-label={workbench.name}
      data-testid="workbench-card"
      {...props}
    >
      {/* The whole drawing, letterboxed: artboards are 16:9 by default, any shape by choice. */}
      <Image src={workbench.thumbnailUrl} alt="" fit="contain" className={classes.thumbnail} />
      <Stack gap={2} p="sm">
        {renaming ? (
          <RenameInput initial={workbench.name} onCommit={commitRename} />
        ) : (
          <Text fw={500} fz="sm" truncate>
            {workbench.name}
          </Text>
        )}
        <Text fz="xs" c="dimmed" title={formatLongDate(workbench.updatedAt)}>
          Edited {formatAgo(workbench.updatedAt)}
        </Text>
      </Stack>
    </Card>
  );
}
