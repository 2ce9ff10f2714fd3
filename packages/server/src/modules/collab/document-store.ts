import { initializeDocument, type MigrationOutcome, migrateDocument } from "@contour/canvas";
import { COLLAB_REFUSALS } from "@contour/core";
import { sql } from "kysely";
import * as Y from "yjs";
import type { Db } from "../../db/connection.js";
import { CollabRefusal } from "./collab-refusal.js";

/** The origin of the server's own changes to a document (creation, migration): no one's edit. */
export const SERVER_ORIGIN = Symbol("contour-server");

export type LoadOutcome = "created" | Exclude<MigrationOutcome, "empty">;

async function readState(db: Db, workbenchId: string): Promise<Uint8Array | null> {
  const row = await db
    .selectFrom("workbench_documents")
    .select("state")
    .where("workbench_id", "=", workbenchId)
    .executeTakeFirst();
  return row?.state ?? null;
}

/** A workbench's stored document as a new Y.Doc, or null when it was never opened. */
export async function readStoredDocument(db: Db, workbenchId: string): Promise<Y.Doc | null> {
  const state = await readState(db, workbenchId);
  if (state === null) return null;
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state, SERVER_ORIGIN);
  migrateDocument(doc);
  return doc;
}

/**
 * The first document of a workbench never opened: made and stored here, once, so every client
 * (and every process) starts from the same artboard; a client never initialises a document.
 * When another process stored one first, that one wins. Null when the workbench is gone.
 */
async function createDocument(db: Db, workbenchId: string): Promise<Uint8Array | null> {
  const fresh = new Y.Doc();
  initializeDocument(fresh, SERVER_ORIGIN);
  const state = Y.encodeStateAsUpdate(fresh);
  const inserted = await db
    .insertInto("workbench_documents")
    .columns(["workbench_id", "state"])
    .expression((eb) =>
      eb
        .selectFrom("workbenches")
        .select([sql<string>`id`.as("workbench_id"), sql<Uint8Array>`${state}::bytea`.as("state")])
        .where("id", "=", workbenchId),
    )
    .onConflict((oc) => oc.column("workbench_id").doNothing())
    .returning("workbench_id")
    .executeTakeFirst();
  return inserted ? state : readState(db, workbenchId);
}

/**
 * Fills `doc` with the workbench's stored document, creating or migrating it as needed. Any
 * database error propagates: the caller must refuse the document rather than serve an empty one
 * that its next store would write over the real drawing.
 */
export async function loadWorkbenchDocument(
  db: Db,
  workbenchId: string,
  doc: Y.Doc,
): Promise<LoadOutcome> {
  const stored = await readState(db, workbenchId);
  const state = stored ?? (await createDocument(db, workbenchId));
  if (state === null) throw new CollabRefusal(COLLAB_REFUSALS.notFound);
  Y.applyUpdate(doc, state, SERVER_ORIGIN);
  if (stored === null) return "created";
  const outcome = migrateDocument(doc);
  if (outcome === "empty") throw new Error(`workbench ${workbenchId}: stored document is empty`);
  if (outcome === "migrated") {
    // Written at once, without touching updatedAt: a migration is nobody's edit.
    await db
      .updateTable("workbench_documents")
      .set({ state: Y.encodeStateAsUpdate(doc) })
      .where("workbench_id", "=", workbenchId)
      .execute();
  }
  return outcome;
}
