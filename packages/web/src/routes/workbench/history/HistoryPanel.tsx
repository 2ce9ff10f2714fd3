import type { Editor, ImageSource } from "@contour/canvas";
import { VERSION_NAME_MAX_LENGTH, versionNameProblem } from "@contour/core";
import { Button, CloseButton, Group, Loader, Stack, Text, TextInput, Title } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useClient, useMutation, useQuery } from "urql";
import {
  DeleteWorkbenchVersionMutation,
  NameWorkbenchVersionMutation,
  OpenWorkbenchVersionAsCopyMutation,
  RestoreWorkbenchVersionMutation,
  SaveWorkbenchVersionMutation,
  WorkbenchVersionsQuery,
  type WorkbenchVersionView,
} from "../../../graphql/documents/versions";
import { errorText, prefixedErrorMessage } from "../../../lib/error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { filesPath } from "../../files/paths";
import { CompareModal } from "./CompareModal";
import classes from "./HistoryPanel.module.css";
import { NameVersionModal } from "./NameVersionModal";
import { restoreVersion } from "./restore-version";
import { type VersionAction, VersionCard } from "./VersionCard";
import { groupByDay } from "./version-days";

const SAVE_ERROR = "Error while saving the version: ";
const RESTORE_ERROR = "Error while restoring the version: ";
const COPY_ERROR = "Error while opening the version as a copy: ";
const NAME_ERROR = "Error while naming the version: ";
const DELETE_ERROR = "Error while deleting the version: ";

/**
 * The workbench's version history: named versions and the server's snapshots by day, with who
 * changed what; save a named version, compare one with the drawing, restore it (one change that
 * everyone sees and Ctrl+Z undoes), open it as a new file, name one, or delete a named one. It
 * reads the history again when the server says it changed (`versionsVersion`), so a colleague's
 * save shows at once.
 */
export function HistoryPanel({
  editor,
  workbenchId,
  images,
  versionsVersion,
  onClose,
}: {
  editor: Editor;
  workbenchId: string;
  images: ImageSource;
  /** Counts the server's "versions changed" notices. */
  versionsVersion: number;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const client = useClient();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: WorkbenchVersionsQuery,
    variables: { workbenchId },
    requestPolicy: "cache-and-network",
  });
  const [saving, save] = useMutation(SaveWorkbenchVersionMutation);
  const [, restore] = useMutation(RestoreWorkbenchVersionMutation);
  const [, openCopy] = useMutation(OpenWorkbenchVersionAsCopyMutation);
  const [naming, nameVersion] = useMutation(NameWorkbenchVersionMutation);
  const [, deleteVersion] = useMutation(DeleteWorkbenchVersionMutation);
  const [renaming, setRenaming] = useState<WorkbenchVersionView | null>(null);
  const [name, setName] = useState("");
  const [comparing, setComparing] = useState<WorkbenchVersionView | null>(null);
  /** Older pages, loaded by "Show older versions" after the first. */
  const [older, setOlder] = useState<{ nodes: WorkbenchVersionView[]; after: string | null }>({
    nodes: [],
    after: null,
  });
  const history = data?.workbenchVersions;
  const hasOlder = older.after === null ? history?.pageInfo.hasNextPage : older.after !== "";
  const days = useMemo(
    () => groupByDay([...(history?.nodes ?? []), ...older.nodes], new Date()),
    [history, older],
  );
  const reload = useCallback(() => {
    setOlder({ nodes: [], after: null });
    refetch({ requestPolicy: "network-only" });
  }, [refetch]);
  // Notices heard before the panel opened are in what it read when it opened.
  const heardVersions = useRef(versionsVersion);
  useEffect(() => {
    if (heardVersions.current === versionsVersion) return;
    heardVersions.current = versionsVersion;
    reload();
  }, [versionsVersion, reload]);

  async function handleShowOlder() {
    const after = older.after ?? history?.pageInfo.endCursor ?? null;
    if (!after) return;
    const result = await client
      .query(WorkbenchVersionsQuery, { workbenchId, after }, { requestPolicy: "network-only" })
      .toPromise();
    const page = result.data?.workbenchVersions;
    if (!page) {
      notifyError(errorText(result.error));
      return;
    }
    setOlder((previous) => ({
      nodes: [...previous.nodes, ...page.nodes],
      after: page.pageInfo.hasNextPage ? (page.pageInfo.endCursor ?? "") : "",
    }));
  }

  async function handleSave() {
    if (versionNameProblem(name)) return;
    const result = await save({ workbenchId, name: name.trim() });
    if (!result.data) {
      notifyError(prefixedErrorMessage(SAVE_ERROR, result.error));
      return;
    }
    setName("");
    notifySuccess("Version saved");
    reload();
  }

  async function handleRestore(version: WorkbenchVersionView) {
    const result = await restore({ id: version.id });
    const restored = result.data?.restoreWorkbenchVersion.restored;
    if (!restored) {
      notifyError(prefixedErrorMessage(RESTORE_ERROR, result.error));
      return;
    }
    if (restoreVersion(editor, restored.update)) notifySuccess("Version restored");
    reload();
  }

  async function handleCopy(version: WorkbenchVersionView) {
    const result = await openCopy({ id: version.id });
    const opened = result.data?.openWorkbenchVersionAsCopy;
    if (opened) navigate(filesPath.workbench(opened.id));
    else notifyError(prefixedErrorMessage(COPY_ERROR, result.error));
  }

  async function handleName(version: WorkbenchVersionView, newName: string) {
    const result = await nameVersion({ id: version.id, name: newName });
    if (!result.data) {
      notifyError(prefixedErrorMessage(NAME_ERROR, result.error));
      return;
    }
    setRenaming(null);
    reload();
  }

  function confirmDelete(version: WorkbenchVersionView) {
    modals.openConfirmModal({
      title: "Delete version",
      children: (
        <Text fz="sm">
          Delete “{version.name}”? The drawing stays as it is, and so do the other versions.
        </Text>
      ),
      labels: { confirm: "Delete", cancel: "Cancel" },
      confirmProps: { color: "red" },
      centered: true,
      onConfirm: async () => {
        const result = await deleteVersion({ id: version.id });
        if (result.error) notifyError(prefixedErrorMessage(DELETE_ERROR, result.error));
        else notifySuccess("Version deleted");
        reload();
      },
    });
  }

  function handleAction(action: VersionAction, version: WorkbenchVersionView) {
    if (action === "compare") setComparing(version);
    else if (action === "restore") void handleRestore(version);
    else if (action === "name") setRenaming(version);
    else if (action === "delete") confirmDelete(version);
    else void handleCopy(version);
  }

  return (
    <aside className={classes.panel} aria-label="Version history">
      <div className={classes.head}>
        <Group justify="space-between" mb="xs">
          <Title order={2} size="sm">
            Version history
          </Title>
          <CloseButton size="sm" aria-label="Close the version history" onClick={onClose} />
        </Group>
        {history?.canSave && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void handleSave();
            }}
          >
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                size="xs"
                style={{ flex: 1 }}
                label="Save this version as"
                placeholder="Proportions v2"
                maxLength={VERSION_NAME_MAX_LENGTH}
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
              />
              <Button
                size="xs"
                type="submit"
                loading={saving.fetching}
                disabled={versionNameProblem(name) !== null}
              >
                Save version
              </Button>
            </Group>
          </form>
        )}
      </div>
      <div className={classes.list}>
        {!history && fetching && <Loader size="sm" aria-label="Loading the versions" />}
        {!history && error && (
          <Text size="sm" c="red">
            {errorText(error)}
          </Text>
        )}
        {history && history.nodes.length === 0 && (
          <Text size="sm" c="dimmed">
            No versions yet. The server keeps one after each pause in drawing.
          </Text>
        )}
        <Stack gap="md">
          {days.map((day) => (
            <section key={day.title} aria-label={day.title}>
              <Text size="xs" fw={600} c="dimmed" tt="uppercase" mb={4}>
                {day.title}
              </Text>
              {day.versions.map((version) => (
                <VersionCard
                  key={version.id}
                  version={version}
                  canCreateFiles={history?.canCreateFiles === true}
                  onAction={handleAction}
                />
              ))}
            </section>
          ))}
        </Stack>
        {hasOlder && (
          <Button variant="subtle" size="xs" mt="sm" onClick={() => void handleShowOlder()}>
            Show older versions
          </Button>
        )}
      </div>
      <NameVersionModal
        opened={renaming !== null}
        title={renaming?.name ? "Rename version" : "Name this version"}
        initialName={renaming?.name ?? ""}
        saving={naming.fetching}
        onClose={() => setRenaming(null)}
        onSave={(newName) => renaming && void handleName(renaming, newName)}
      />
      <CompareModal
        version={comparing}
        editor={editor}
        images={images}
        onClose={() => setComparing(null)}
      />
    </aside>
  );
}
