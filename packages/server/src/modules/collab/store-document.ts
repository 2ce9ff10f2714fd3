import { sql } from "kysely";
import type { Db } from "../../db/connection.js";

/**
 * Appends a change of a workbench's document and marks the workbench edited by `editorId`, in
 * one statement (so one round trip, atomic as a transaction): the dashboard's "last edited" never
 * runs ahead of or behind the drawing. Answers false when the workbench has been deleted
 * meanwhile (there is nothing left to keep).
 */
export async function storeWorkbenchUpdate(
  db: Db,
  input: { workbenchId: string; update: Uint8Array; editorId: string | null },
): Promise<boolean> {
  const now = new Date();
  const stored = await db
    .with("edited", (qb) =>
      qb
        .updateTable("workbenches")
        .set(
          input.editorId === null
            ? { updated_at: now }
            : { updated_at: now, last_updated_by: input.editorId },
        )
        .where("id", "=", input.workbenchId)
        .returning("id"),
    )
    .insertInto("workbench_document_updates")
    .columns(["workbench_id", "update"])
    .expression((eb) =>
      eb
        .selectFrom("edited")
        .select(["edited.id", sql<Uint8Array>`${input.update}::bytea`.as("update")]),
    )
    .returning("workbench_id")
    .executeTakeFirst();
  return stored !== undefined;
}
