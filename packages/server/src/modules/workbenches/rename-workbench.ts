import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { requireEditable } from "../folders/require-access.js";
import { recordActivities } from "../logs/activity-log.js";
import { itemActivities } from "../logs/item-activities.js";
import { requireWorkbench } from "./require-workbench.js";

/** Renames a file the viewer may edit; a rename is an edit, so it counts as the last one. */
export async function renameWorkbench(
  db: Db,
  viewerId: string,
  input: { id: string; name: string },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const workbench = await requireWorkbench(trx, viewerId, input.id);
    requireEditable(workbench);
    await trx
      .updateTable("workbenches")
      .set({ name: input.name, updated_at: new Date(), last_updated_by: viewerId })
      .where("id", "=", workbench.id)
      .execute();
    await recordActivities(
      trx,
      itemActivities(viewerId, "RENAME", { workbenches: [{ ...workbench, name: input.name }] }),
    );
  });
}
