import type { VersionKind } from "@contour/core";
import { sql } from "kysely";
import type { Db } from "../../db/connection.js";
import { isUuid } from "../../db/ids.js";
import { inTransaction } from "../../db/transaction.js";
import type { EncodedVersion } from "./version-state.js";

export interface NewVersion {
  workbenchId: string;
  organizationId: string;
  kind: VersionKind;
  name: string | null;
  createdBy: string | null;
  /** The users whose changes came since the version before. */
  authorIds: readonly string[];
  encoded: EncodedVersion;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

/**
 * Stores a version with its authors, in one transaction. A snapshot of the server's own (not a
 * named version) is skipped when the document has not changed since the latest version: several
 * processes with the document open, or a restore right after a snapshot, make one version, not
 * copies; its authors join the latest's. Answers the new version's id, or null when skipped.
 */
export async function insertVersion(db: Db, version: NewVersion): Promise<string | null> {
  return inTransaction(db, async (trx) => {
    // The workbench's row orders the versions of one file made at once, across processes.
    const workbench = await trx
      .selectFrom("workbenches")
      .select("id")
      .where("id", "=", version.workbenchId)
      .forUpdate()
      .executeTakeFirst();
    if (!workbench) return null;
    if (version.kind !== "NAMED") {
      const latest = await trx
        .selectFrom("workbench_versions")
        .select(["id", "state_vector"])
        .where("workbench_id", "=", version.workbenchId)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst();
      if (latest && sameBytes(latest.state_vector, version.encoded.stateVector)) {
        // The latest version holds these changes already (read from the live document, ahead
        // of the stores that named their authors): they are its authors too.
        await addAuthors(trx, latest.id, version.authorIds);
        return null;
      }
    }
    const { id } = await trx
      .insertInto("workbench_versions")
      .values({
        workbench_id: version.workbenchId,
        organization_id: version.organizationId,
        kind: version.kind,
        name: version.name,
        created_by: version.createdBy,
        state: version.encoded.state,
        state_vector: version.encoded.stateVector,
        state_bytes: version.encoded.stateBytes,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await addAuthors(trx, id, version.authorIds);
    return id;
  });
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

/** A version's row with its stored state, or undefined. */
export async function findVersion(db: Db, id: string) {
  if (!isUuid(id)) return undefined;
  return db.selectFrom("workbench_versions").selectAll().where("id", "=", id).executeTakeFirst();
}
