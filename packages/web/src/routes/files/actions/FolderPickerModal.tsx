import { Alert, Button, Group, Loader, Modal, NavLink, ScrollArea } from "@mantine/core";
import { IconFolder } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useQuery } from "urql";
import { FolderTreeQuery } from "../../../graphql/documents/files";
import { errorText } from "../../../lib/error-message";
import { FILES_TEXT } from "../texts";
import { treeRows } from "./folder-tree";

/**
 * The Move modal and the Duplicate picker (spec §2.11): the workspace's folders, and a confirm
 * button disabled until a target is picked and while the request runs.
 */
export function FolderPickerModal({
  organizationId,
  title,
  confirmLabel,
  movingFolderIds,
  currentFolderId,
  pending,
  onConfirm,
  onClose,
}: {
  organizationId: string;
  title: string;
  confirmLabel: string;
  movingFolderIds: ReadonlySet<string>;
  /** For a move, the folder the items are in: not a target. */
  currentFolderId: string | null;
  pending: boolean;
  onConfirm: (targetFolderId: string) => void;
  onClose: () => void;
}) {
  const [target, setTarget] = useState<string | null>(null);
  const [{ data, error, fetching }] = useQuery({
    query: FolderTreeQuery,
    variables: { organizationId },
    requestPolicy: "network-only",
  });
  const rows = useMemo(
    () => treeRows(data?.folderTree ?? [], movingFolderIds, currentFolderId),
    [data, movingFolderIds, currentFolderId],
  );

  return (
    <Modal opened onClose={onClose} title={title} size={430} centered>
      {fetching && !data ? (
        <Loader size="sm" aria-label="Loading folders" />
      ) : error ? (
        <Alert color="red">{errorText(error)}</Alert>
      ) : (
        <>
          {/* Every folder greyed out (a Viewer's Duplicate) says why, not only how. */}
          {rows.every((row) => row.disabled) && (
            <Alert color="gray" mb="sm">
              {FILES_TEXT.noTargetFolder}
            </Alert>
          )}
          <ScrollArea.Autosize mah={360} role="listbox" aria-label="Folders" miw={400}>
            {rows.map((row) => (
              <NavLink
                key={row.folder.id}
                component="button"
                role="option"
                aria-selected={target === row.folder.id}
                label={row.label}
                leftSection={<IconFolder size={16} aria-hidden />}
                active={target === row.folder.id}
                disabled={row.disabled}
                // NavLink only styles itself disabled; say so to assistive tech and ignore clicks.
                aria-disabled={row.disabled || undefined}
                pl={12 + row.depth * 20}
                onClick={() => !row.disabled && setTarget(row.folder.id)}
              />
            ))}
          </ScrollArea.Autosize>
        </>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          disabled={!target || pending}
          loading={pending}
          onClick={() => target && onConfirm(target)}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
