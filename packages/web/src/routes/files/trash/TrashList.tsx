import { Text } from "@mantine/core";
import { useQuery } from "urql";
import { DraftsTrashQuery, TeamTrashQuery } from "../../../graphql/documents/trash";
import { LoadMoreSentinel } from "../items/LoadMoreSentinel";
import { usePageCursors } from "../items/usePageCursors";
import { FILES_TEXT } from "../texts";
import { type TrashRow, type TrashRowHandlers, TrashRows, TrashWideRow } from "./TrashTable";
import { TRASH_PAGE_SIZE, type TrashScope } from "./trash-scope";

/**
 * A Trash's rows: the first page as given, then the next ones (keyset-paged, docs/api.md) as the
 * end of the list scrolls into view, like the dashboard's files. After a change the Trash remounts
 * it: the first page, read again, may now hold entries a later page held.
 */
export function TrashList({
  scope,
  firstPage,
  handlers,
}: {
  scope: TrashScope;
  firstPage: {
    nodes: readonly TrashRow[];
    pageInfo: { endCursor: string | null; hasNextPage: boolean };
  };
  handlers: TrashRowHandlers;
}) {
  const { cursors, loadMore } = usePageCursors();
  const { endCursor, hasNextPage } = firstPage.pageInfo;
  const later = cursors.filter((cursor): cursor is string => cursor !== null);
  return (
    <>
      <TrashRows rows={firstPage.nodes} handlers={handlers} />
      {later.length === 0 && hasNextPage && endCursor && (
        <TrashWideRow>
          <LoadMoreSentinel onVisible={() => loadMore(endCursor)} />
        </TrashWideRow>
      )}
      {later.map((after, index) => (
        <TrashLaterPage
          key={after}
          scope={scope}
          after={after}
          isLast={index === later.length - 1}
          onLoadMore={loadMore}
          handlers={handlers}
        />
      ))}
    </>
  );
}

function TrashLaterPage({
  scope,
  after,
  isLast,
  onLoadMore,
  handlers,
}: {
  scope: TrashScope;
  after: string;
  isLast: boolean;
  onLoadMore: (cursor: string) => void;
  handlers: TrashRowHandlers;
}) {
  const teamId = "teamId" in scope ? scope.teamId : null;
  // A Trash changes with every delete anywhere, and a page from the cache may hold entries
  // restored since: read from the server.
  const [team] = useQuery({
    query: TeamTrashQuery,
    variables: { teamId: teamId ?? "", first: TRASH_PAGE_SIZE, after },
    pause: teamId === null,
    requestPolicy: "network-only",
  });
  const [drafts] = useQuery({
    query: DraftsTrashQuery,
    variables: {
      organizationId: "organizationId" in scope ? scope.organizationId : "",
      first: TRASH_PAGE_SIZE,
      after,
    },
    pause: teamId !== null,
    requestPolicy: "network-only",
  });
  const { data, error, fetching } = teamId === null ? drafts : team;
  const connection = data && ("teamTrash" in data ? data.teamTrash : data.draftsTrash);

  if (!connection) {
    return (
      <TrashWideRow>
        <Text fz="sm" c="dimmed" role={error ? "alert" : undefined}>
          {fetching || !error ? "Loading…" : FILES_TEXT.filesLoadError}
        </Text>
      </TrashWideRow>
    );
  }
  const { endCursor, hasNextPage } = connection.pageInfo;
  return (
    <>
      <TrashRows rows={connection.nodes} handlers={handlers} />
      {isLast && hasNextPage && endCursor && (
        <TrashWideRow>
          <LoadMoreSentinel onVisible={() => onLoadMore(endCursor)} />
        </TrashWideRow>
      )}
    </>
  );
}
