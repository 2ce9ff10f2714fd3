import { FILES_PAGE_SIZE } from "@contour/core";
import { Alert, Button, Center, Loader, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useQuery } from "urql";
import { FolderWorkbenchesQuery } from "../../../graphql/documents/files";
import classes from "../items/ItemCard.module.css";
import { LoadMoreSentinel } from "../items/LoadMoreSentinel";
import { useOpenItem } from "../items/useOpenItem";
import { usePageCursors } from "../items/usePageCursors";
import { WorkbenchCard } from "../items/WorkbenchCard";
import { FILES_TEXT } from "../texts";

interface FolderFilesProps {
  folderId: string;
  isEditable: boolean;
  onCreateFile: () => void;
}

/** The "Files" section's grid: pages of 30, the next one loaded as the end scrolls into view. */
export function FolderFiles({ folderId, isEditable, onCreateFile }: FolderFilesProps) {
  const { cursors, loadMore } = usePageCursors();
  return (
    <div className={classes.grid} data-testid="files-grid">
      {cursors.map((after, index) => (
        <FolderFilesPage
          key={after ?? "first"}
          folderId={folderId}
          after={after}
          isLast={index === cursors.length - 1}
          onLoadMore={loadMore}
          emptyState={<EmptyFiles isEditable={isEditable} onCreateFile={onCreateFile} />}
        />
      ))}
    </div>
  );
}

function FolderFilesPage({
  folderId,
  after,
  isLast,
  onLoadMore,
  emptyState,
}: {
  folderId: string;
  after: string | null;
  isLast: boolean;
  onLoadMore: (cursor: string) => void;
  emptyState: React.ReactNode;
}) {
  const { openWorkbench } = useOpenItem();
  const [{ data, error, fetching }] = useQuery({
    query: FolderWorkbenchesQuery,
    variables: { id: folderId, after, first: FILES_PAGE_SIZE },
    // Moves and deletions elsewhere change a folder's files: always check with the server.
    requestPolicy: "cache-and-network",
  });
  const connection = data?.folder.workbenches;

  if (fetching && !connection) {
    return (
      <Center py="md" style={{ gridColumn: "1 / -1" }}>
        <Loader size="sm" aria-label="Loading files" />
      </Center>
    );
  }
  if (error || !connection) {
    return (
      <Alert color="red" role="alert" style={{ gridColumn: "1 / -1" }}>
        {FILES_TEXT.filesLoadError}
      </Alert>
    );
  }
  if (after === null && connection.nodes.length === 0) return emptyState;

  const { endCursor, hasNextPage } = connection.pageInfo;
  return (
    <>
      {connection.nodes.map((workbench) => (
        <WorkbenchCard key={workbench.id} workbench={workbench} onOpen={openWorkbench} />
      ))}
      {isLast && hasNextPage && endCursor && (
        <LoadMoreSentinel onVisible={() => onLoadMore(endCursor)} />
      )}
    </>
  );
}

function EmptyFiles({
  isEditable,
  onCreateFile,
}: {
  isEditable: boolean;
  onCreateFile: () => void;
}) {
  if (!isEditable) {
    return (
      <Text c="dimmed" style={{ gridColumn: "1 / -1" }}>
        {FILES_TEXT.noFiles}
      </Text>
    );
  }
  return (
    <Button
      variant="default"
      h={200}
      radius="md"
      style={{ borderStyle: "dashed" }}
      leftSection={<IconPlus size={18} aria-hidden />}
      onClick={() => onCreateFile()}
    >
      {FILES_TEXT.createNewFile}
    </Button>
  );
}
