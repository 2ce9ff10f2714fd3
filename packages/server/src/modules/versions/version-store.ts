import { randomUUID } from "node:crypto";
import type { VersionKind } from "@contour/core";
import { sql } from "kysely";
import type * as Y from "yjs";
import type { Db } from "../../db/connection.js";
import { isUuid } from "../../db/ids.js";
import { inTransaction } from "../../db/transaction.js";
import { encodeNextVersion, lockVersionsOf, readLatestVersion } from "./version-chains.js";

export interface NewVersion {
  workbenchId: string;
  organizationId: string;
  kind: VersionKind;
  name: string | null;
  createdBy: string | null;
  /** The drawing, encoded as it is when the version is made. */
  doc: Y.Doc;
}

/** Tries at placing a version after the latest before it starts a chain of its own. */
const CHAIN_ATTEMPTS = 3;

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

/**
 * Stores a version with its authors, in one transaction: the users whose stored changes no
 * version held yet (migration 0032), taken from the waiting list as the version commits. A
 * snapshot of the server's own (not a named version) is skipped when the document has not changed
 * since the latest version: several processes with the document open, or a restore right after a
 * snapshot, make one version, not copies; the authors waiting join the latest's. Answers the new
 * version's id, or null when skipped.
 *
 * The version is encoded outside the transaction, against the latest version read before it
 * (version-chains.ts); when another process stored a version meanwhile, it is encoded again.
 */
export async function insertVersion(db: Db, version: NewVersion): Promise<string | null> {
  for (let attempt = 1; ; attempt += 1) {
    const latest =
      attempt < CHAIN_ATTEMPTS ? await readLatestVersion(db, version.workbenchId) : undefined;
    const { encoded, place } = await encodeNextVersion(version.doc, latest);
    const stored = await inTransaction(db, async (trx) => {
      if (!(await lockVersionsOf(trx, version.workbenchId))) return { id: null };
      const now = await readLatestVersion(trx, version.workbenchId);
      if (version.kind !== "NAMED" && now && sameBytes(now.state_vector, encoded.stateVector)) {
        // The latest version holds these changes already (read from the live document, ahead
        // of the stores that named their authors): they are its authors too.
        await addAuthors(trx, now.id, await takePendingAuthors(trx, version.workbenchId));
        return { id: null };
      }
      if (place.kind === "after" && (now?.id !== place.latestId || !now.ends_chain)) return "moved";
      const id = randomUUID();
      await trx
        .insertInto("workbench_versions")
        .values({
          id,
          workbench_id: version.workbenchId,
          organization_id: version.organizationId,
          kind: version.kind,
          name: version.name,
          created_by: version.createdBy,
          state: encoded.state,
          state_vector: encoded.stateVector,
          state_bytes: encoded.stateBytes,
          chain_id: place.kind === "after" ? place.chainId : id,
          chain_position: place.kind === "after" ? place.position : 0,
        })
        .execute();
      await addAuthors(trx, id, await takePendingAuthors(trx, version.workbenchId));
      return { id };
    });
    if (stored !== "moved") return stored.id;
  }
}

/** The users whose stored changes no version holds yet, taken off the waiting list. */
async function takePendingAuthors(trx: Db, workbenchId: string): Promise<string[]> {
  const rows = await trx
    .deleteFrom("workbench_version_pending_authors")
    .where("workbench_id", "=", workbenchId)
    .returning("user_id")
    .execute();
  return rows.map((row) => row.user_id);
}

async function addAuthors(db: Db, versionId: string, authorIds: readonly string[]) {
  if (authorIds.length === 0) return;
  // Users deleted meanwhile are left out rather than failing the version.
  await db
    .insertInto("workbench_version_authors")
    .columns(["version_id", "user_id"])
    .expression((eb) =>
      eb
        .selectFrom("users")
        .select([sql<string>`${versionId}::uuid`.as("version_id"), "users.id"])
        .where("users.id", "in", [...authorIds]),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Named versions a workbench holds: counted against MAX_NAMED_VERSIONS_PER_WORKBENCH. */
export async function countNamedVersions(db: Db, workbenchId: string): Promise<number> {
  const row = await db
    .selectFrom("workbench_versions")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("workbench_id", "=", workbenchId)
    .where("kind", "=", "NAMED")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * A version's row, or undefined; without its stored update, which readVersionUpdate reads with
 * the rest of its chain.
 */
export async function findVersion(db: Db, id: string) {
  if (!isUuid(id)) return undefined;
  return db
    .selectFrom("workbench_versions")
    .select(["id", "workbench_id", "name", "created_at"])
    .where("id", "=", id)
    .executeTakeFirst();
}
