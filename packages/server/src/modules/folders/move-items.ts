import { MESSAGES } from "@contour/core";
import { sql } from "kysely";
import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { fail } from "../../graphql/errors.js";
import { recordChangedItems } from "../logs/activity-log.js";
import { type FolderNode, findBreadcrumbs } from "./folder-queries.js";
import { isRootFolder, requireEditable, requireFolder, uniqueIds } from "./require-access.js";
import { requireItems } from "./require-items.js";
import { withSubtree } from "./subtree.js";

export interface MoveRequest {
  workbenchIds?: readonly string[];
  folderIds?: readonly string[];
  targetFolderId: string;
}

/**
 * Moves files and folders into a folder of the same workspace, all or nothing. The viewer needs
 * edit rights on every item and on the target; root folders stay put; a folder cannot go into
 * itself or below itself. A moved folder remembers its previous parent, and its whole subtree
 * takes the target's team or drafts. Items already in the target are left as they are.
 */
export async function moveItems(db: Db, viewerId: string, request: MoveRequest): Promise<void> {
  const workbenchIds = uniqueIds(request.workbenchIds ?? []);
  const folderIds = uniqueIds(request.folderIds ?? []);
  await inTransaction(db, async (trx) => {
    const target = await requireFolder(trx, viewerId, request.targetFolderId);
    // Moves in one workspace take turns: two concurrent moves could otherwise make a cycle.
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`folder-moves:${target.organization_id}`}))`.execute(
      trx,
    );
    const { folders, workbenches } = await requireItems(trx, viewerId, {
      folderIds,
      workbenchIds,
    });
    const items = [...folders, ...workbenches];
    if (items.some((item) => item.organization_id !== target.organization_id)) {
      fail("BAD_USER_INPUT", MESSAGES.moveAcrossWorkspaces);
    }
    if (folders.some(isRootFolder)) fail("FORBIDDEN", MESSAGES.rootFolderLocked);
    requireEditable(target, ...items);
    await refuseCycles(trx, folders, target);

    const now = new Date();
    const movingFolders = folders.filter((folder) => folder.parent_id !== target.id);
    if (movingFolders.length > 0) {
      const ids = movingFolders.map((folder) => folder.id);
      await recordChangedItems(
        trx.with("changed", (db) =>
          db
            .updateTable("folders")
            // SET reads the row as it was, so previous_parent_id gets the old parent.
            .set((eb) => ({
              previous_parent_id: eb.ref("parent_id"),
              parent_id: target.id,
              updated_at: now,
            }))
            .where("id", "in", ids)
            .returning(["id", "organization_id", "name"]),
        ),
        { actorId: viewerId, action: "MOVE", targetTable: "folder" },
      );
      const changesPlace = movingFolders.some(
        (folder) => folder.team_id !== target.team_id || folder.owner_id !== target.owner_id,
      );
      if (changesPlace) await moveSubtreesTo(trx, ids, target);
    }
    const movingWorkbenches = workbenches.filter((workbench) => workbench.folder_id !== target.id);
    if (movingWorkbenches.length > 0) {
      await recordChangedItems(
        trx.with("changed", (db) =>
          db
            .updateTable("workbenches")
            .set({ folder_id: target.id, updated_at: now, last_updated_by: viewerId })
            .where(
              "id",
              "in",
              movingWorkbenches.map((workbench) => workbench.id),
            )
            .returning(["id", "organization_id", "name"]),
        ),
        { actorId: viewerId, action: "MOVE", targetTable: "workbench" },
      );
    }
  });
}

/** The folders and everything below them now belong to the target's team or drafts. */
async function moveSubtreesTo(db: Db, folderIds: readonly string[], target: FolderNode) {
  await withSubtree(db, folderIds)
    .updateTable("folders")
    .set({ team_id: target.team_id, owner_id: target.owner_id })
    .where("id", "in", (eb) => eb.selectFrom("subtree").select("subtree.id"))
    .execute();
}

/** The target must not be one of the folders or below one of them. */
async function refuseCycles(db: Db, folders: readonly FolderNode[], target: FolderNode) {
  if (folders.length === 0) return;
  const [ancestors = []] = await findBreadcrumbs(db, [target.id]);
  const above = new Set([target.id, ...ancestors.map((crumb) => crumb.id)]);
  if (folders.some((folder) => above.has(folder.id))) {
    fail("BAD_USER_INPUT", MESSAGES.folderIntoItself);
  }
}
