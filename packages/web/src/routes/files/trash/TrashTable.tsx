import { Button, Group, Table, Text, VisuallyHidden } from "@mantine/core";
import { IconFile, IconFolder } from "@tabler/icons-react";
import { formatAgo, formatLongDate } from "../../../lib/format-date";
import { daysLeftText, TRASH_TEXT } from "./trash-texts";
import type { TrashItemRef } from "./useTrashActions";

export interface TrashRow extends TrashItemRef {
  location: string;
  trashedAt: string;
  daysLeft: number;
  isRestorable: boolean;
  isDeletable: boolean;
  trashedBy: { id: string; name: string } | null;
}

/** What a Trash holds: what, from where, deleted by whom and when, the days left, its actions. */
export function TrashTable({
  rows,
  onRestore,
  onDeleteForever,
}: {
  rows: readonly TrashRow[];
  onRestore: (row: TrashRow) => void;
  onDeleteForever: (row: TrashRow) => void;
}) {
  return (
    <Table verticalSpacing="sm" bg="white" withTableBorder aria-label={TRASH_TEXT.title}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>From</Table.Th>
          <Table.Th>Deleted by</Table.Th>
          <Table.Th>Deleted</Table.Th>
          <Table.Th>Time left</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id} aria-label={row.name}>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                {row.kind === "FOLDER" ? (
                  <IconFolder size={18} aria-label="Folder" />
                ) : (
                  <IconFile size={18} aria-label="File" />
                )}
                <Text fz="sm" fw={500}>
                  {row.name}
                </Text>
              </Group>
            </Table.Td>
            <Table.Td>
              <Text fz="sm">{row.location}</Text>
            </Table.Td>
            <Table.Td>
              <Text fz="sm">{row.trashedBy?.name ?? "—"}</Text>
            </Table.Td>
            <Table.Td>
              <Text fz="sm" title={formatLongDate(row.trashedAt)}>
                {formatAgo(row.trashedAt)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text fz="sm" c={row.daysLeft <= 3 ? "red" : undefined}>
                {daysLeftText(row.daysLeft)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                {row.isRestorable && (
                  <Button size="xs" variant="default" onClick={() => onRestore(row)}>
                    {TRASH_TEXT.restore}
                  </Button>
                )}
                {row.isDeletable && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => onDeleteForever(row)}
                  >
                    {TRASH_TEXT.deleteForever}
                  </Button>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
