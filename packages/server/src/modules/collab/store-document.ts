import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";

/**
 * Appends a change of a workbench's document and marks the workbench edited by `editorId`, in
 * one transaction: the dashboard's "last edited" never runs ahead of or behind the drawing.
 * Answers false when the workbench has been deleted meanwhile (there is nothing left to keep).
 */
export async function storeWorkbenchUpdate(
  db: Db,
  input: { workbenchId: string; update: Uint8Array; editorId: string | null },
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const edited = await trx
      .updateTable("workbenches")
      .set(
        input.editorId === null
          ? { updated_at: new Date() }
          : { updated_at: new Date(), last_updated_by: input.editorId },
      )
      .where("id", "=", input.workbenchId)
      .returning("id")
      .executeTakeFirst();
    if (!edited) return false;
    await trx
      .insertInto("workbench_document_updates")
      .values({ workbench_id: input.workbenchId, update: input.update })
      .execute();
    return true;
  });
}
