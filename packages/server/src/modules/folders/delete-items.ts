import { MESSAGES } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { fail } from "../../graphql/errors.js";
import { recordActivities } from "../logs/activity-log.js";
import { itemActivities } from "../logs/item-activities.js";
import { isRootFolder, requireEditable, uniqueIds } from "./require-access.js";
import { requireItems } from "./require-items.js";
import { withSubtree } from "./subtree.js";

export interface DeleteRequest {
  workbenchIds?: readonly string[];
  folderIds?: readonly string[];
}

export interface DeleteResult {
  deletedIds: string[];
  /** Blobs of the deleted files, to remove once the deletion is committed. */
  thumbnailPaths: string[];
}

/**
 * Deletes files and folders, each folder with everything below it, all or nothing. The viewer
 * needs edit rights on every item named (what is below a folder shares its team or drafts, so
 * the same rights); root folders cannot be deleted. The foreign keys cascade to subfolders,
 * files and views.
 */
export async function deleteItems(
  db: Db,
  viewerId: string,
  request: DeleteRequest,
): Promise<DeleteResult> {
  const workbenchIds = uniqueIds(request.workbenchIds ?? []);
  const folderIds = uniqueIds(request.folderIds ?? []);
  return inTransaction(db, async (trx) => {
    const { folders, workbenches } = await requireItems(trx, viewerId, {
      folderIds,
      workbenchIds,
    });
    if (folders.some(isRootFolder)) fail("FORBIDDEN", MESSAGES.rootFolderLocked);
    requireEditable(...folders, ...workbenches);

    const thumbnailPaths = workbenches.flatMap((workbench) =>
      workbench.thumbnail_path === null ? [] : [workbench.thumbnail_path],
    );
    if (folderIds.length > 0) {
      const inFolders = await withSubtree(trx, folderIds)
        .selectFrom("workbenches")
        .select("workbenches.thumbnail_path")
        .where("workbenches.folder_id", "in", (eb) => eb.selectFrom("subtree").select("subtree.id"))
        .where("workbenches.thumbnail_path", "is not", null)
        .execute();
      for (const row of inFolders) if (row.thumbnail_path) thumbnailPaths.push(row.thumbnail_path);
      await trx.deleteFrom("folders").where("id", "in", folderIds).execute();
    }
    if (workbenchIds.length > 0) {
      await trx.deleteFrom("workbenches").where("id", "in", workbenchIds).execute();
    }
    // The named items only: what goes with a folder is not listed one by one.
    await recordActivities(trx, itemActivities(viewerId, "DELETE", { folders, workbenches }));
    return { deletedIds: [...workbenchIds, ...folderIds], thumbnailPaths };
  });
}
