import { canPurgeTrash, MAX_BULK_ITEMS, MESSAGES } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { fail } from "../../graphql/errors.js";
import { membershipOf } from "../folders/place.js";
import { uniqueIds } from "../folders/require-access.js";
import { recordActivities } from "../logs/activity-log.js";
import { purgeEntries } from "./purge-entries.js";
import { trashActivities } from "./trash-activities.js";
import { corePlaceOf, requireTrashEntries, type TrashEntry } from "./trash-entries.js";
import { findTrashPage, type TrashScope } from "./trash-page.js";
import { requireTrashScope } from "./trash-scope.js";

export interface Purged {
  deletedIds: string[];
  /** Blobs to remove once the transaction is committed. */
  blobKeys: string[];
}

function requirePurgeable(viewerId: string, entries: readonly TrashEntry[]): void {
  const allowed = entries.every((entry) =>
    canPurgeTrash(membershipOf(entry.place), corePlaceOf(entry.place, viewerId)),
  );
  if (!allowed) fail("FORBIDDEN", MESSAGES.noPermission);
}

/** Deletes Trash entries for good, all or nothing: workspace Admins, or the drafts' owner. */
export async function deleteForever(
  db: Db,
  viewerId: string,
  request: { workbenchIds?: readonly string[]; folderIds?: readonly string[] },
): Promise<Purged> {
  const workbenchIds = uniqueIds(request.workbenchIds ?? []);
  const folderIds = uniqueIds(request.folderIds ?? []);
  return inTransaction(db, async (trx) => {
    const entries = await requireTrashEntries(trx, viewerId, { workbenchIds, folderIds });
    requirePurgeable(viewerId, entries);
    const blobKeys = await purgeEntries(trx, { folderIds, workbenchIds });
    await recordActivities(trx, trashActivities(viewerId, "PURGE", entries));
    return { deletedIds: [...workbenchIds, ...folderIds], blobKeys };
  });
}

/**
 * Empties a Trash, MAX_BULK_ITEMS entries a call (newest first); `remaining` says how many are
 * left for the next call. Workspace Admins for a team's, the owner for their drafts'.
 */
export async function emptyTrash(
  db: Db,
  viewerId: string,
  scope: TrashScope,
): Promise<Purged & { remaining: number }> {
  return inTransaction(db, async (trx) => {
    const { membership, place } = await requireTrashScope(trx, viewerId, scope);
    if (!canPurgeTrash(membership, place)) {
      fail("FORBIDDEN", MESSAGES.noPermission);
    }
    const page = await findTrashPage(trx, viewerId, scope, { first: MAX_BULK_ITEMS });
    const pick = (kind: TrashEntry["kind"]) =>
      page.nodes.filter((entry) => entry.kind === kind).map((entry) => entry.id);
    const folderIds = pick("FOLDER");
    const workbenchIds = pick("WORKBENCH");
    const blobKeys = await purgeEntries(trx, { folderIds, workbenchIds });
    // One row per entry, as for Delete forever: the log names every file that is gone.
    await recordActivities(trx, trashActivities(viewerId, "PURGE", page.nodes));
    return {
      deletedIds: [...workbenchIds, ...folderIds],
      blobKeys,
      remaining: page.totalCount - page.nodes.length,
    };
  });
}
