import { MESSAGES } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { fail } from "../../graphql/errors.js";
import { recordActivities } from "../logs/activity-log.js";
import { itemActivities } from "../logs/item-activities.js";
import { isRootFolder, requireEditable, requireFolder } from "./require-access.js";

/**
 * Renames a folder the viewer may edit. Root folders keep their names: a team's root is shown as
 * the team (renamed in its settings), and the drafts root is always "My files".
 */
export async function renameFolder(
  db: Db,
  viewerId: string,
  input: { id: string; name: string },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const folder = await requireFolder(trx, viewerId, input.id);
    if (isRootFolder(folder)) fail("FORBIDDEN", MESSAGES.rootFolderRename);
    requireEditable(folder);
    await trx
      .updateTable("folders")
      .set({ name: input.name, updated_at: new Date() })
      .where("id", "=", folder.id)
      .execute();
    await recordActivities(
      trx,
      itemActivities(viewerId, "RENAME", { folders: [{ ...folder, name: input.name }] }),
    );
  });
}
