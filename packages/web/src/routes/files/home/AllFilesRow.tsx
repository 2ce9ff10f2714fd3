import { Avatar, Group, Table, Text, Tooltip } from "@mantine/core";
import { useMemo } from "react";
import { RenameInput } from "../../../components/RenameInput";
import { formatAgo, formatLongDate } from "../../../lib/format-date";
import { useOpenItem } from "../items/useOpenItem";
import type { WorkbenchCardData } from "../items/WorkbenchCard";
import type { SelectionItem } from "../selection/selection-item";
import { useSelectableItem } from "../selection/useSelectableItem";
import classes from "./AllFilesRow.module.css";

/** One file of the All files table: name, creator with the creation date, location. */
export function AllFilesRow({ workbench }: { workbench: WorkbenchCardData }) {
  const { openWorkbench } = useOpenItem();
  const item = useMemo<SelectionItem>(
    () => ({
      id: workbench.id,
      type: "workbench",
      name: workbench.name,
      isEditable: workbench.isEditable,
    }),
    [workbench.id, workbench.name, workbench.isEditable],
  );
  const { props, renaming, commitRename } = useSelectableItem(item, openWorkbench);

  return (
    <Table.Tr tabIndex={0} aria-label={workbench.name} className={classes.row} {...props}>
      <Table.Td>
        {renaming ? (
          <RenameInput initial={workbench.name} onCommit={commitRename} />
        ) : (
          <Text fz="sm" fw={500} truncate>
            {workbench.name}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {workbench.creator && (
            <Tooltip label={workbench.creator.name}>
              <Avatar name={workbench.creator.name} color="initials" size={24} />
            </Tooltip>
          )}
          <Text fz="sm" title={formatLongDate(workbench.createdAt)}>
            {formatAgo(workbench.createdAt)}
          </Text>
        </Group>
      </Table.Td>
      <Table.Td>
        <Text fz="sm">{workbench.location}</Text>
      </Table.Td>
    </Table.Tr>
  );
}
