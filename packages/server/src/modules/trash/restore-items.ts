import { canRestoreFromTrash, MESSAGES } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { fail } from "../../graphql/errors.js";
import { uniqueIds } from "../folders/require-access.js";
import { recordActivities } from "../logs/activity-log.js";
import { trashActivities } from "./trash-activities.js";
import { requireTrashEntries, type TrashEntry } from "./trash-entries.js";

export interface RestoreResult {
  restoredIds: string[];
  /** Restored to the root of their team or drafts: the folder they were in is gone or trashed. */
  movedToRootIds: string[];
}

/**
 * Restores Trash entries where they were, all or nothing, with everything that went to the
 * Trash with a folder. Whoever could edit an item may restore it. An entry whose folder is in
 * the Trash itself goes to the root of its team or drafts (a purged folder takes its content
 * with it, so a folder that is gone is never met here).
 */
export async function restoreItems(
  db: Db,
  viewerId: string,
  request: { workbenchIds?: readonly string[]; folderIds?: readonly string[] },
): Promise<RestoreResult> {
  const workbenchIds = uniqueIds(request.workbenchIds ?? []);
  const folderIds = uniqueIds(request.folderIds ?? []);
  return inTransaction(db, async (trx) => {
    const entries = await requireTrashEntries(trx, viewerId, { workbenchIds, folderIds });
    if (!entries.every((entry) => canRestoreFromTrash(entry.access))) {
      fail("FORBIDDEN", MESSAGES.noPermission);
    }
    const now = new Date();
    const movedToRootIds: string[] = [];
    const homeless = await entriesOutOfPlace(trx, entries, folderIds);
    for (const entry of entries) {
      if (!homeless.has(entry.id)) continue;
      const rootId = await rootFolderOf(trx, entry);
      if (entry.kind === "FOLDER") {
        await trx
          .updateTable("folders")
          .set({ parent_id: rootId, previous_parent_id: entry.place_folder_id, updated_at: now })
          .where("id", "=", entry.id)
          .execute();
      } else {
        await trx
          .updateTable("workbenches")
          .set({ folder_id: rootId, updated_at: now, last_updated_by: viewerId })
          .where("id", "=", entry.id)
          .execute();
      }
      movedToRootIds.push(entry.id);
    }
    const untrashed = { trashed_at: null, trashed_by: null, trashed_with: null };
    if (folderIds.length > 0) {
      await trx
        .updateTable("folders")
        .set(untrashed)
        .where((eb) => eb.or([eb("id", "in", folderIds), eb("trashed_with", "in", folderIds)]))
        .execute();
      await trx
        .updateTable("workbenches")
        .set(untrashed)
        .where("trashed_with", "in", folderIds)
        .execute();
    }
    if (workbenchIds.length > 0) {
      await trx.updateTable("workbenches").set(untrashed).where("id", "in", workbenchIds).execute();
    }
    // The entries named only: what went with a folder comes back with it, as it went unlogged.
    await recordActivities(trx, trashActivities(viewerId, "RESTORE", entries));
    return { restoredIds: [...workbenchIds, ...folderIds], movedToRootIds };
  });
}

/**
 * The entries whose folder is in the Trash and is not restored by this same call. A folder
 * restored here comes back with what went with it, not with entries of their own.
 */
async function entriesOutOfPlace(
  db: Db,
  entries: readonly TrashEntry[],
  restoredFolderIds: readonly string[],
): Promise<Set<string>> {
  const placeIds = [...new Set(entries.map((entry) => entry.place_folder_id))];
  if (placeIds.length === 0) return new Set();
  const trashed = await db
    .selectFrom("folders")
    .select(["id", "trashed_with"])
    .where("id", "in", placeIds)
    .where("trashed_at", "is not", null)
    .execute();
  const restored = new Set(restoredFolderIds);
  const comesBack = (row: { id: string; trashed_with: string | null }) =>
    restored.has(row.id) || (row.trashed_with !== null && restored.has(row.trashed_with));
  const away = new Set(trashed.filter((row) => !comesBack(row)).map((row) => row.id));
  return new Set(entries.filter((entry) => away.has(entry.place_folder_id)).map((e) => e.id));
}

/** The root folder of the entry's team, or of its owner's drafts in its workspace. */
async function rootFolderOf(db: Db, entry: TrashEntry): Promise<string> {
  let query = db
    .selectFrom("folders")
    .select("id")
    .where("organization_id", "=", entry.organization_id)
    .where("parent_id", "is", null);
  query =
    entry.team_id !== null
      ? query.where("team_id", "=", entry.team_id)
      : query.where("team_id", "is", null).where("owner_id", "=", entry.owner_id ?? "");
  const root = await query.executeTakeFirstOrThrow();
  return root.id;
}
