import { sql } from "kysely";
import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";

/**
 * Writes a workbench's whole document and marks the workbench edited by `editorId`, in one
 * transaction: the dashboard's "last edited" never runs ahead of or behind the drawing. Answers
 * false when the workbench has been deleted meanwhile (there is nothing left to keep).
 */
export async function storeWorkbenchDocument(
  db: Db,
  input: { workbenchId: string; state: Uint8Array; editorId: string | null },
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
      .insertInto("workbench_documents")
      .values({ workbench_id: input.workbenchId, state: input.state })
      .onConflict((oc) =>
        oc.column("workbench_id").doUpdateSet({
          state: (eb) => eb.ref("excluded.state"),
          store_count: sql`workbench_documents.store_count + 1`,
          updated_at: sql`now()`,
        }),
      )
      .execute();
    return true;
  });
}
