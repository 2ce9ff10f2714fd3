import { Button, Checkbox, Group, Table, Text, VisuallyHidden } from "@mantine/core";
import { IconFile, IconFolder } from "@tabler/icons-react";
import { type ChangeEvent, type MouseEvent, type ReactNode, useEffect } from "react";
import { formatAgo, formatLongDate } from "../../../lib/format-date";
import { ITEM_KEY_ATTRIBUTE, itemKey } from "../selection/selection-item";
import type { SelectionModifiers } from "../selection/useSelection";
import { type TrashSelectionItem, trashSelectionItem } from "./trash-selection";
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

/** What every row of every page needs from the Trash: its selection and its actions. */
export interface TrashRowHandlers {
  isSelected: (key: string) => boolean;
  register: (item: TrashSelectionItem) => void;
  onSelect: (item: TrashSelectionItem, modifiers: SelectionModifiers) => void;
  onRestore: (row: TrashRow) => void;
  onDeleteForever: (row: TrashRow) => void;
}

const COLUMNS = 7;

/**
 * What a Trash holds: what, from where, deleted by whom and when, the days left, its actions.
 * `children` are its pages of rows; the header's checkbox selects the rows loaded, or clears.
 */
export function TrashTable({
  selectedCount,
  totalCount,
  onSelectAll,
  onClear,
  children,
}: {
  selectedCount: number;
  totalCount: number;
  onSelectAll: () => void;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <Table verticalSpacing="sm" bg="white" withTableBorder aria-label={TRASH_TEXT.title}>
      <Table.Thead>
        <Table.Tr>
          {/* Not the page's background: a click here does not clear the selection. */}
          <Table.Th w={40} data-portal>
            <Checkbox
              aria-label="Select all"
              checked={selectedCount > 0 && selectedCount === totalCount}
              indeterminate={selectedCount > 0 && selectedCount < totalCount}
              onChange={() => (selectedCount > 0 ? onClear() : onSelectAll())}
            />
          </Table.Th>
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
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
}

/** One page of rows. */
export function TrashRows({
  rows,
  handlers,
}: {
  rows: readonly TrashRow[];
  handlers: TrashRowHandlers;
}) {
  return rows.map((row) => <TrashTableRow key={row.id} row={row} handlers={handlers} />);
}

/** A row spanning the table: a message or the trigger of the next page. */
export function TrashWideRow({ children }: { children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={COLUMNS}>{children}</Table.Td>
    </Table.Tr>
  );
}

/** A click on the row selects as on the dashboard; its checkbox toggles, or with Shift a range. */
function TrashTableRow({ row, handlers }: { row: TrashRow; handlers: TrashRowHandlers }) {
  const { isSelected, register, onSelect, onRestore, onDeleteForever } = handlers;
  const item = trashSelectionItem(row);
  const key = itemKey(item);
  const selected = isSelected(key);
  useEffect(() => {
    register(trashSelectionItem(row));
  }, [register, row]);

  const handleRowClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest("button, input")) return;
    onSelect(item, event);
  };
  const handleCheck = (event: ChangeEvent<HTMLInputElement>) => {
    // A checkbox changes on a click (or Space): Shift extends the range, anything else toggles.
    const shiftKey =
      event.nativeEvent instanceof globalThis.MouseEvent && event.nativeEvent.shiftKey;
    onSelect(item, { shiftKey, ctrlKey: true, metaKey: false });
  };

  return (
    <Table.Tr
      aria-label={row.name}
      {...{ [ITEM_KEY_ATTRIBUTE]: key }}
      bg={selected ? "blue.0" : undefined}
      onClick={handleRowClick}
      style={{ cursor: "default", userSelect: "none" }}
    >
      <Table.Td>
        <Checkbox aria-label={`Select ${row.name}`} checked={selected} onChange={handleCheck} />
      </Table.Td>
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
            <Button size="xs" variant="subtle" color="red" onClick={() => onDeleteForever(row)}>
              {TRASH_TEXT.deleteForever}
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
