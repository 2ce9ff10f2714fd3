import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { recordActivities } from "../logs/activity-log.js";
import { itemActivities } from "../logs/item-activities.js";
import { requireEditable, requireFolder } from "./require-access.js";

/** A new folder inside one the viewer may edit, in the same team or drafts; returns its id. */
export async function createFolder(
  db: Db,
  viewerId: string,
  input: { parentId: string; name: string },
): Promise<string> {
  return inTransaction(db, async (trx) => {
    const parent = await requireFolder(trx, viewerId, input.parentId);
    requireEditable(parent);
    const created = await trx
      .insertInto("folders")
      .values({
        organization_id: parent.organization_id,
        team_id: parent.team_id,
        owner_id: parent.owner_id,
        parent_id: parent.id,
        name: input.name,
        created_by: viewerId,
      })
      .returning(["id", "organization_id", "name"])
      .executeTakeFirstOrThrow();
    await recordActivities(trx, itemActivities(viewerId, "CREATE", { folders: [created] }));
    return created.id;
  });
}
