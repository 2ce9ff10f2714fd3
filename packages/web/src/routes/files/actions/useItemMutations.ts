import { useCallback } from "react";
import { useMutation } from "urql";
import {
  DeleteItemsMutation,
  DuplicateWorkbenchMutation,
  MoveItemsMutation,
  PublishTrackingEventMutation,
  RenameFolderMutation,
  RenameWorkbenchMutation,
} from "../../../graphql/documents/files";
import { errorText, prefixedErrorMessage } from "../../../lib/error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { reportError } from "../../../lib/report-error";
import type { SelectionItem } from "../selection/selection-item";
import { FILES_TEXT } from "../texts";
import { callInBatches } from "./bulk-batches";

function idsOf(items: ReadonlyArray<SelectionItem>, type: SelectionItem["type"]): string[] {
  return items.filter((item) => item.type === type).map((item) => item.id);
}

/** The item actions of spec §6 with their toasts (§8.3) and errors (§8.1); true on success. */
export function useItemMutations(onChanged: () => void) {
  const [, renameWorkbench] = useMutation(RenameWorkbenchMutation);
  const [, renameFolder] = useMutation(RenameFolderMutation);
  const [, deleteItems] = useMutation(DeleteItemsMutation);
  const [moveState, moveItems] = useMutation(MoveItemsMutation);
  const [duplicateState, duplicateWorkbench] = useMutation(DuplicateWorkbenchMutation);
  const [, publishTrackingEvent] = useMutation(PublishTrackingEventMutation);

  const rename = useCallback(
    async (item: SelectionItem, name: string) => {
      const result =
        item.type === "workbench"
          ? await renameWorkbench({ id: item.id, name })
          : await renameFolder({ id: item.id, name });
      if (result.error) notifyError(errorText(result.error));
      else onChanged();
    },
    [renameWorkbench, renameFolder, onChanged],
  );

  const remove = useCallback(
    async (items: ReadonlyArray<SelectionItem>) => {
      const results = await callInBatches(
        { workbenchIds: idsOf(items, "workbench"), folderIds: idsOf(items, "folder") },
        deleteItems,
      );
      const failed = results.at(-1)?.error;
      if (failed) {
        reportError("Delete files & folders", failed);
        notifyError(prefixedErrorMessage(FILES_TEXT.deleteFailed, failed));
        if (results.length > 1) onChanged();
        return false;
      }
      notifySuccess(FILES_TEXT.deleted);
      onChanged();
      return true;
    },
    [deleteItems, onChanged],
  );

  const move = useCallback(
    async (items: ReadonlyArray<SelectionItem>, targetFolderId: string) => {
      const workbenchIds = idsOf(items, "workbench");
      const folderIds = idsOf(items, "folder");
      const results = await callInBatches({ workbenchIds, folderIds }, (batch) =>
        moveItems({ ...batch, targetFolderId }),
      );
      const failed = results.at(-1)?.error;
      if (failed) {
        reportError("Move files & folders", failed);
        // Spec §8.1: a folder moved from the modal has its own wording.
        const prefix =
          items.length === 1 && folderIds.length === 1
            ? FILES_TEXT.folderMoveFailed
            : FILES_TEXT.moveFailed;
        notifyError(prefixedErrorMessage(prefix, failed));
        if (results.length > 1) onChanged();
        return false;
      }
      if (workbenchIds.length > 0) {
        void publishTrackingEvent({
          event: "Drawing Moved",
          properties: { ids: workbenchIds, targetFolderId },
        });
      }
      if (folderIds.length > 0) {
        void publishTrackingEvent({
          event: "Folder Moved",
          properties: { ids: folderIds, targetFolderId },
        });
      }
      notifySuccess(FILES_TEXT.moved);
      onChanged();
      return true;
    },
    [moveItems, publishTrackingEvent, onChanged],
  );

  const duplicate = useCallback(
    async (items: ReadonlyArray<SelectionItem>, targetFolderId: string) => {
      for (const id of idsOf(items, "workbench")) {
        const result = await duplicateWorkbench({ id, targetFolderId });
        if (result.error) {
          notifyError(`${FILES_TEXT.duplicateFailed}${errorText(result.error)}`);
          return false;
        }
      }
      notifySuccess(FILES_TEXT.duplicated);
      onChanged();
      return true;
    },
    [duplicateWorkbench, onChanged],
  );

  return {
    rename,
    remove,
    move,
    duplicate,
    moving: moveState.fetching,
    duplicating: duplicateState.fetching,
  };
}
