import { Group, Loader, Pagination, Paper, Table, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { pageCount } from "./log-pages";

export interface LogColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

/** A log's table with its pager: 10 rows a page, a pager only when there is more than one. */
export function LogTable<Row extends { id: string }>({
  label,
  columns,
  rows,
  totalCount,
  page,
  onPageChange,
  fetching,
  emptyText,
}: {
  label: string;
  columns: LogColumn<Row>[];
  rows: Row[] | undefined;
  totalCount: number;
  page: number;
  onPageChange: (page: number) => void;
  fetching: boolean;
  emptyText: string;
}) {
  const pages = pageCount(totalCount);
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={560} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header}>{column.header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows?.map((row) => (
              <Table.Tr key={row.id}>
                {columns.map((column) => (
                  <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows === undefined && fetching && (
        <Group justify="center" p="lg">
          <Loader size="sm" aria-label="Loading" />
        </Group>
      )}
      {rows?.length === 0 && (
        <Text c="dimmed" ta="center" fz="sm" p="lg">
          {emptyText}
        </Text>
      )}
      {pages > 1 && (
        <Group justify="space-between" px="md" py="sm">
          <Text c="dimmed" fz="sm">
            {totalCount} entries
          </Text>
          <nav aria-label={`${label} pages`}>
            <Pagination total={pages} value={page} onChange={onPageChange} size="sm" />
          </nav>
        </Group>
      )}
    </Paper>
  );
}
