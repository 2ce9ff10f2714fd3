import {
  type ArtboardSize,
  DEFAULT_ARTBOARD,
  initializeDocument,
  type MigrationOutcome,
  migrateDocument,
} from "@contour/canvas";
import { COLLAB_REFUSALS } from "@contour/core";
import { sql } from "kysely";
import * as Y from "yjs";
import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { CollabRefusal } from "./collab-refusal.js";

/** The origin of the server's own changes to a document (creation, migration): no one's edit. */
export const SERVER_ORIGIN = Symbol("contour-server");

export type LoadOutcome = "created" | Exclude<MigrationOutcome, "empty">;

/**
 * A stored document (migrations 0005 and 0006): the compacted base, and the updates that stores
 * appended since, oldest first. The document is the base with every update applied.
 */
interface StoredRows {
  base: Uint8Array;
  updates: { id: number; update: Uint8Array }[];
}

async function readRows(db: Db, workbenchId: string): Promise<StoredRows | null> {
  const row = await db
    .selectFrom("workbench_documents")
    .select("state")
    .where("workbench_id", "=", workbenchId)
    .executeTakeFirst();
  if (!row) return null;
  const updates = await db
    .selectFrom("workbench_document_updates")
    .select(["id", "update"])
    .where("workbench_id", "=", workbenchId)
    .orderBy("id")
    .execute();
  return { base: row.state, updates };
}

function applyRows(doc: Y.Doc, rows: StoredRows): void {
  doc.transact(() => {
    Y.applyUpdate(doc, rows.base);
    for (const { update } of rows.updates) Y.applyUpdate(doc, update);
  }, SERVER_ORIGIN);
}

/** A workbench's stored document as a new Y.Doc, or null when it was never opened. */
export async function readStoredDocument(db: Db, workbenchId: string): Promise<Y.Doc | null> {
  const rows = await readRows(db, workbenchId);
  if (rows === null) return null;
  const doc = new Y.Doc();
  applyRows(doc, rows);
  migrateDocument(doc);
  return doc;
}

/**
 * Runs `use` on a workbench's document: `live`, the one this process has open (at least what is
 * stored, and left open for its editors), else the stored one, destroyed afterwards. Answers null
 * for a file never opened.
 */
export async function withWorkbenchDocument<T>(
  db: Db,
  workbenchId: string,
  live: Y.Doc | undefined,
  use: (doc: Y.Doc) => T | Promise<T>,
): Promise<T | null> {
  const doc = live ?? (await readStoredDocument(db, workbenchId));
  if (!doc) return null;
  try {
    return await use(doc);
  } finally {
    if (doc !== live) doc.destroy();
  }
}

/**
 * Makes `state` the document's base and deletes the update rows it contains, by id: a row that
 * another process appended meanwhile is not among them and stays.
 */
async function replaceBase(
  db: Db,
  workbenchId: string,
  state: Uint8Array,
  mergedIds: number[],
): Promise<void> {
  await db
    .updateTable("workbench_documents")
    .set({ state, store_count: sql`store_count + 1`, updated_at: sql`now()` })
    .where("workbench_id", "=", workbenchId)
    .execute();
  if (mergedIds.length > 0) {
    await db
      .deleteFrom("workbench_document_updates")
      .where("workbench_id", "=", workbenchId)
      .where("id", "in", mergedIds)
      .execute();
  }
}

/**
 * Merges the appended updates into the base, so that a load reads one value again. The base row
 * is locked meanwhile: two compactions of one document run one after the other, while stores,
 * which only append, go on.
 */
export async function compactWorkbenchDocument(
  db: Db,
  workbenchId: string,
): Promise<StoredSize | null> {
  return inTransaction(db, async (trx) => {
    const base = await trx
      .selectFrom("workbench_documents")
      .select("state")
      .where("workbench_id", "=", workbenchId)
      .forUpdate()
      .executeTakeFirst();
    if (!base) return null;
    const rows = await trx
      .selectFrom("workbench_document_updates")
      .select(["id", "update"])
      .where("workbench_id", "=", workbenchId)
      .orderBy("id")
      .execute();
    if (rows.length === 0) return { baseBytes: base.state.length, appendedBytes: 0 };
    const merged = Y.mergeUpdates([base.state, ...rows.map((row) => row.update)]);
    await replaceBase(
      trx,
      workbenchId,
      merged,
      rows.map((row) => row.id),
    );
    return { baseBytes: merged.length, appendedBytes: 0 };
  });
}

/**
 * The first document of a workbench never opened: made and stored here, once, so every client
 * (and every process) starts from the same artboard; a client never initialises a document.
 * When another process stored one first, that one wins. Null when the workbench is gone.
 */
async function createDocument(db: Db, workbenchId: string): Promise<StoredRows | null> {
  const state = firstDocumentState();
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
  return inserted ? { base: state, updates: [] } : readRows(db, workbenchId);
}

/** What the server puts on a new document's artboard besides its empty layer (an image). */
export type FirstDocumentFill = (doc: Y.Doc, origin: symbol) => void;

/**
 * A new document's state: one artboard, of the default size or the one given, and one layer,
 * filled by `fill` when given.
 */
function firstDocumentState(artboard?: ArtboardSize, fill?: FirstDocumentFill): Uint8Array {
  const fresh = new Y.Doc();
  try {
    initializeDocument(
      fresh,
      SERVER_ORIGIN,
      artboard && { ...artboard, background: DEFAULT_ARTBOARD.background },
    );
    fill?.(fresh, SERVER_ORIGIN);
    return Y.encodeStateAsUpdate(fresh);
  } finally {
    fresh.destroy();
  }
}

/**
 * Stores the first document of a workbench just created with an artboard size chosen or
 * something on it, in the creating transaction; one created with neither opens at the default
 * size (`createDocument`).
 */
export async function storeFirstDocument(
  trx: Db,
  workbenchId: string,
  artboard: ArtboardSize | undefined,
  fill?: FirstDocumentFill,
): Promise<void> {
  await trx
    .insertInto("workbench_documents")
    .values({ workbench_id: workbenchId, state: firstDocumentState(artboard, fill) })
    .execute();
}

/** How much a stored document takes: its base, and the updates appended since. */
export interface StoredSize {
  baseBytes: number;
  appendedBytes: number;
}

export interface LoadedDocument {
  outcome: LoadOutcome;
  size: StoredSize;
}

/**
 * Fills `doc` with the workbench's stored document, creating or migrating it as needed. Any
 * database error propagates: the caller must refuse the document rather than serve an empty one.
 */
export async function loadWorkbenchDocument(
  db: Db,
  workbenchId: string,
  doc: Y.Doc,
): Promise<LoadedDocument> {
  const stored = await readRows(db, workbenchId);
  const rows = stored ?? (await createDocument(db, workbenchId));
  if (rows === null) throw new CollabRefusal(COLLAB_REFUSALS.notFound);
  applyRows(doc, rows);
  const size = {
    baseBytes: rows.base.length,
    appendedBytes: rows.updates.reduce((total, { update }) => total + update.length, 0),
  };
  if (stored === null) return { outcome: "created", size };
  const outcome = migrateDocument(doc);
  if (outcome === "empty") throw new Error(`workbench ${workbenchId}: stored document is empty`);
  if (outcome === "migrated") {
    // Written at once as the new base, without touching updatedAt: a migration is nobody's edit.
    const state = Y.encodeStateAsUpdate(doc);
    await inTransaction(db, (trx) =>
      replaceBase(
        trx,
        workbenchId,
        state,
        rows.updates.map((row) => row.id),
      ),
    );
    return { outcome, size: { baseBytes: state.length, appendedBytes: 0 } };
  }
  return { outcome, size };
}

/**
 * Gives workbench `toId` a copy of `fromId`'s stored document (base and appended updates), in
 * the caller's transaction; nothing when the source was never opened. Placed images are stored
 * per workspace, so a copy in the same workspace shows them too.
 */
export async function copyStoredDocument(db: Db, fromId: string, toId: string): Promise<void> {
  await db
    .insertInto("workbench_documents")
    .columns(["workbench_id", "state"])
    .expression((eb) =>
      eb
        .selectFrom("workbench_documents")
        .select([sql<string>`${toId}::uuid`.as("workbench_id"), "state"])
        .where("workbench_id", "=", fromId),
    )
    .execute();
  await db
    .insertInto("workbench_document_updates")
    .columns(["workbench_id", "update"])
    .expression((eb) =>
      eb
        .selectFrom("workbench_document_updates")
        .select([sql<string>`${toId}::uuid`.as("workbench_id"), "update"])
        .where("workbench_id", "=", fromId)
        .orderBy("id"),
    )
    .execute();
}
