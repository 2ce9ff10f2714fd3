import { sql } from "kysely";
import type { Db } from "../../db/connection.js";
import { uuidArray } from "../../db/ids.js";

/**
 * Appends a change of a workbench's document, marks the workbench edited by `editorId`, and
 * notes `authorIds` (the users whose changes it holds) for the next version of its history, in
 * one statement (so one round trip, atomic as a transaction): the dashboard's "last edited" never
 * runs ahead of or behind the drawing, and no version misses an author. Answers false when the
 * workbench has been deleted meanwhile (there is nothing left to keep).
 */
export async function storeWorkbenchUpdate(
  db: Db,
  input: {
    workbenchId: string;
    update: Uint8Array;
    editorId: string | null;
    authorIds?: readonly string[];
  },
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
    .with("authors", (qb) =>
      qb
        .insertInto("workbench_version_pending_authors")
        .columns(["workbench_id", "user_id"])
        .expression((eb) =>
          eb
            .selectFrom(["edited", "users"])
            .select(["edited.id", "users.id as user_id"])
            // A user deleted meanwhile is left out rather than failing the store.
            .where(sql<boolean>`users.id = ANY(${uuidArray(input.authorIds ?? [])})`),
        )
        .onConflict((oc) => oc.doNothing()),
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
