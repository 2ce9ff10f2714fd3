import { MESSAGES } from "@contour/core";
import { sql } from "kysely";
import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { fail } from "../../graphql/errors.js";
import { findBreadcrumbs } from "../folders/folder-queries.js";
import { isRootFolder, requireEditable, uniqueIds } from "../folders/require-access.js";
import { requireItems } from "../folders/require-items.js";
import { recordActivities } from "../logs/activity-log.js";
import { itemActivities } from "../logs/item-activities.js";

export interface TrashRequest {
  workbenchIds?: readonly string[];
  folderIds?: readonly string[];
}

/**
 * Moves files and folders to the Trash of their team or drafts, all or nothing: the dashboard's
 * delete. The viewer needs edit rights on every item named (what is below a folder shares its
 * team or drafts, so the same rights); root folders stay. Every row below a trashed folder that
 * was not in the Trash yet goes with it (`trashed_with`), so nothing of the subtree is found
 * anywhere until the folder is restored. Answers the ids named.
 */
export async function trashItems(
  db: Db,
  viewerId: string,
  request: TrashRequest,
): Promise<string[]> {
  const workbenchIds = uniqueIds(request.workbenchIds ?? []);
  const folderIds = uniqueIds(request.folderIds ?? []);
  return inTransaction(db, async (trx) => {
    const { folders, workbenches } = await requireItems(trx, viewerId, {
      folderIds,
      workbenchIds,
    });
    if (folders.some(isRootFolder)) fail("FORBIDDEN", MESSAGES.rootFolderLocked);
    requireEditable(...folders, ...workbenches);

    const now = new Date();
    const trashed = { trashed_at: now, trashed_by: viewerId };
    // Files first: a file named beside its folder is an entry of its own, restored on its own.
    if (workbenchIds.length > 0) {
      await trx
        .updateTable("workbenches")
        .set({ ...trashed, trashed_with: null })
        .where("id", "in", workbenchIds)
        .execute();
    }
    const outermost = await outermostFolders(trx, folderIds);
    if (outermost.length > 0) await trashSubtrees(trx, outermost, now, viewerId);
    // The named items only: what goes with a folder is not listed one by one.
    await recordActivities(trx, itemActivities(viewerId, "DELETE", { folders, workbenches }));
    return [...workbenchIds, ...folderIds];
  });
}

/** The folders not below another one of them: a folder named inside another goes with it. */
async function outermostFolders(db: Db, folderIds: readonly string[]): Promise<string[]> {
  if (folderIds.length === 0) return [];
  const named = new Set(folderIds);
  const ancestors = await findBreadcrumbs(db, folderIds);
  return folderIds.filter((_id, index) =>
    (ancestors[index] ?? []).every((crumb) => !named.has(crumb.id)),
  );
}

/**
 * Each folder becomes a Trash entry, and every folder and file below it that is not in the Trash
 * already goes with it; one recursive walk carries each row's entry down the tree.
 */
async function trashSubtrees(db: Db, rootIds: readonly string[], now: Date, viewerId: string) {
  const roots = sql.join(rootIds.map((id) => sql`${id}::uuid`));
  const subtree = sql`
    WITH RECURSIVE subtree(id, root_id) AS (
      SELECT id, id FROM folders WHERE id IN (${roots})
      UNION ALL
      SELECT folders.id, subtree.root_id FROM folders JOIN subtree ON folders.parent_id = subtree.id
    )`;
  await sql`${subtree}
    UPDATE folders SET
      trashed_at = ${now},
      trashed_by = ${viewerId},
      trashed_with = CASE WHEN subtree.id = subtree.root_id THEN NULL ELSE subtree.root_id END
    FROM subtree
    WHERE folders.id = subtree.id AND folders.trashed_at IS NULL`.execute(db);
  await sql`${subtree}
    UPDATE workbenches SET trashed_at = ${now}, trashed_by = ${viewerId}, trashed_with = subtree.root_id
    FROM subtree
    WHERE workbenches.folder_id = subtree.id AND workbenches.trashed_at IS NULL`.execute(db);
}
