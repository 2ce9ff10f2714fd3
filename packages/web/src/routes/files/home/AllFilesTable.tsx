import { Group, Select, Table, Title } from "@mantine/core";
import { usePageCursors } from "../items/usePageCursors";
import { AllFilesPage } from "./AllFilesPage";
import { RECENT_SORT_OPTIONS, type RecentSort, useRecentSort } from "./recent-sort";

/** Spec §2.10: every file the viewer can see, Name / Created / Location, scrolled in pages. */
export function AllFilesTable({
  organizationId,
  version,
}: {
  organizationId: string;
  /** Bumped after a change, to reload every page. */
  version: number;
}) {
  const { sort, setSort } = useRecentSort();
  return (
    <section aria-labelledby="all-files-heading">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4" id="all-files-heading">
          All files
        </Title>
        <Select
          aria-label="Sort files"
          data={RECENT_SORT_OPTIONS}
          value={sort}
          onChange={setSort}
          allowDeselect={false}
          w={200}
        />
      </Group>
      <AllFilesRows key={`${sort}:${version}`} organizationId={organizationId} sort={sort} />
    </section>
  );
}

function AllFilesRows({ organizationId, sort }: { organizationId: string; sort: RecentSort }) {
  const { cursors, loadMore } = usePageCursors();
  return (
    <Table highlightOnHover verticalSpacing="sm" bg="white" withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Created</Table.Th>
          <Table.Th>Location</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {cursors.map((after, index) => (
          <AllFilesPage
            key={after ?? "first"}
            organizationId={organizationId}
            sort={sort}
            after={after}
            isLast={index === cursors.length - 1}
            onLoadMore={loadMore}
          />
        ))}
      </Table.Tbody>
    </Table>
  );
}
