import { useCallback } from "react";
import { useMutation } from "urql";
import { confirmAction } from "../../../components/confirm-action";
import {
  DeleteTrashItemsForeverMutation,
  EmptyTrashMutation,
  RestoreTrashItemsMutation,
} from "../../../graphql/documents/trash";
import { prefixedErrorMessage } from "../../../lib/error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { reportError } from "../../../lib/report-error";
import { callInBatches } from "../actions/bulk-batches";
import { deleteForeverConfirmText, restoredToRootText, TRASH_TEXT } from "./trash-texts";

export interface TrashItemRef {
  id: string;
  kind: "WORKBENCH" | "FOLDER";
  name: string;
}

/** The entries as the mutations take them. */
function idsOf(items: readonly TrashItemRef[]) {
  const idsOfKind = (kind: TrashItemRef["kind"]) =>
    items.filter((item) => item.kind === kind).map((item) => item.id);
  return { workbenchIds: idsOfKind("WORKBENCH"), folderIds: idsOfKind("FOLDER") };
}

/** Most calls an "Empty trash" makes: 1,000 entries each (docs/api.md, emptyTrash). */
const MAX_EMPTY_ROUNDS = 50;

/**
 * Restore, Delete forever and Empty trash with their questions and toasts, for one entry or a
 * selection of them. `rootName` names where an item goes when its folder is in the trash (the
 * team or "My files").
 */
export function useTrashActions(options: {
  scope: { teamId: string } | { organizationId: string };
  rootName: string;
  onChanged: () => void;
}) {
  const { scope, rootName, onChanged } = options;
  const [, restoreItems] = useMutation(RestoreTrashItemsMutation);
  const [, deleteForever] = useMutation(DeleteTrashItemsForeverMutation);
  const [, emptyTrash] = useMutation(EmptyTrashMutation);

  const restore = useCallback(
    async (items: readonly TrashItemRef[]) => {
      const results = await callInBatches(idsOf(items), restoreItems);
      const failed = results.at(-1)?.error;
      if (failed) {
        reportError("Restore from trash", failed);
        notifyError(prefixedErrorMessage(TRASH_TEXT.restoreFailed, failed));
        if (results.length > 1) onChanged();
        return;
      }
      const movedToRoot = new Set(
        results.flatMap((result) => result.data?.restoreTrashItems.movedToRootIds ?? []),
      );
      const toRoot = items.filter((item) => movedToRoot.has(item.id)).map((item) => item.name);
      notifySuccess(toRoot.length > 0 ? restoredToRootText(toRoot, rootName) : TRASH_TEXT.restored);
      onChanged();
    },
    [restoreItems, rootName, onChanged],
  );

  const remove = useCallback(
    async (items: readonly TrashItemRef[]) => {
      const confirmed = await confirmAction({
        title: TRASH_TEXT.deleteForever,
        message: deleteForeverConfirmText(items.map((item) => item.name)),
        confirm: TRASH_TEXT.deleteForever,
        destructive: true,
      });
      if (!confirmed) return;
      const results = await callInBatches(idsOf(items), deleteForever);
      const failed = results.at(-1)?.error;
      if (failed) {
        reportError("Delete forever", failed);
        notifyError(prefixedErrorMessage(TRASH_TEXT.deleteForeverFailed, failed));
        if (results.length > 1) onChanged();
        return;
      }
      notifySuccess(TRASH_TEXT.deletedForever);
      onChanged();
    },
    [deleteForever, onChanged],
  );

  const empty = useCallback(async () => {
    const confirmed = await confirmAction({
      title: TRASH_TEXT.emptyTrash,
      message: TRASH_TEXT.emptyConfirm,
      confirm: TRASH_TEXT.emptyTrash,
      destructive: true,
    });
    if (!confirmed) return;
    const variables = "teamId" in scope ? { teamId: scope.teamId } : scope;
    for (let round = 0; round < MAX_EMPTY_ROUNDS; round++) {
      const result = await emptyTrash(variables);
      if (result.error) {
        reportError("Empty trash", result.error);
        notifyError(prefixedErrorMessage(TRASH_TEXT.emptyFailed, result.error));
        onChanged();
        return;
      }
      if ((result.data?.emptyTrash.remaining ?? 0) === 0) break;
    }
    notifySuccess(TRASH_TEXT.emptied);
    onChanged();
  }, [emptyTrash, scope, onChanged]);

  return { restore, remove, empty };
}
