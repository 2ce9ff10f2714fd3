import { FILES_PAGE_SIZE } from "@contour/core";
import { Table, Text } from "@mantine/core";
import { useQuery } from "urql";
import { OrganizationWorkbenchesQuery } from "../../../graphql/documents/files";
import { LoadMoreSentinel } from "../items/LoadMoreSentinel";
import { FILES_TEXT } from "../texts";
import { AllFilesRow } from "./AllFilesRow";
import type { RecentSort } from "./recent-sort";

/** One page of All files rows; the last one holds the trigger of the next page. */
export function AllFilesPage({
  organizationId,
  sort,
  after,
  isLast,
  onLoadMore,
}: {
  organizationId: string;
  sort: RecentSort;
  after: string | null;
  isLast: boolean;
  onLoadMore: (cursor: string) => void;
}) {
  const [{ data, error, fetching }] = useQuery({
    query: OrganizationWorkbenchesQuery,
    variables: { organizationId, after, first: FILES_PAGE_SIZE, orderBy: sort },
    // Files change on other pages (moves, renames, deletions): always check with the server.
    requestPolicy: "cache-and-network",
  });
  const connection = data?.organizationWorkbenches;

  if (!connection) {
    return (
      <MessageRow>
        {fetching ? "Loading…" : error ? FILES_TEXT.filesLoadError : FILES_TEXT.noFiles}
      </MessageRow>
    );
  }
  if (after === null && connection.nodes.length === 0) {
    return <MessageRow>{FILES_TEXT.noFiles}</MessageRow>;
  }
  const { endCursor, hasNextPage } = connection.pageInfo;
  return (
    <>
      {connection.nodes.map((workbench) => (
        <AllFilesRow key={workbench.id} workbench={workbench} />
      ))}
      {isLast && hasNextPage && endCursor && (
        <Table.Tr>
          <Table.Td colSpan={3}>
            <LoadMoreSentinel onVisible={() => onLoadMore(endCursor)} />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

function MessageRow({ children }: { children: React.ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={3}>
        <Text
          fz="sm"
          c="dimmed"
          role={children === FILES_TEXT.filesLoadError ? "alert" : undefined}
        >
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
