import { Button, Group, Loader, Table, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import type { CombinedError } from "urql";
import { errorText } from "../../lib/error-message";

/**
 * The search of an /admin list: what is typed, the term sent once typing pauses, and the cursors
 * of the pages before this one, so that Previous goes back without offsets; a new search starts
 * again from the first page.
 */
export function useAdminListSearch() {
  const [typed, setTyped] = useState("");
  const [term] = useDebouncedValue(typed.trim(), 250);
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  return {
    typed,
    term,
    after: cursors.at(-1) ?? null,
    isFirst: cursors.length === 1,
    type: (value: string) => {
      setTyped(value);
      setCursors([null]);
    },
    previous: () => setCursors((previous) => previous.slice(0, -1)),
    next: (cursor: string | null) => setCursors((previous) => [...previous, cursor]),
  };
}

type AdminListSearch = ReturnType<typeof useAdminListSearch>;

interface AdminListPage<Node> {
  totalCount: number;
  nodes: readonly Node[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

/** An /admin list: its search field, the count, a table of one page, Previous and Next. */
export function AdminList<Node>({
  search,
  label,
  placeholder,
  nouns,
  error,
  fetching,
  page,
  columns,
  row,
}: {
  search: AdminListSearch;
  label: string;
  placeholder: string;
  /** Singular and plural of what the list counts. */
  nouns: readonly [string, string];
  error: CombinedError | undefined;
  fetching: boolean;
  page: AdminListPage<Node> | undefined;
  columns: readonly string[];
  /** One table row (a Table.Tr with its key) for each node. */
  row: (node: Node) => ReactNode;
}) {
  return (
    <>
      <TextInput
        aria-label={label}
        placeholder={placeholder}
        leftSection={<IconSearch size={16} />}
        value={search.typed}
        w={420}
        onChange={(event) => search.type(event.currentTarget.value)}
      />
      {error && <Text c="red.7">{errorText(error)}</Text>}
      {!page && fetching && <Loader size="sm" />}
      {page && (
        <>
          <Text c="dimmed" fz="sm">
            {page.totalCount} {page.totalCount === 1 ? nouns[0] : nouns[1]}
          </Text>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{page.nodes.map(row)}</Table.Tbody>
          </Table>
          <Group gap="sm">
            <Button variant="default" size="sm" disabled={search.isFirst} onClick={search.previous}>
              Previous
            </Button>
            <Button
              variant="default"
              size="sm"
              disabled={!page.pageInfo.hasNextPage}
              onClick={() => search.next(page.pageInfo.endCursor)}
            >
              Next
            </Button>
          </Group>
        </>
      )}
    </>
  );
}
