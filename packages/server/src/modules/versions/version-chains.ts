import { VERSION_MESSAGES } from "@contour/core";
import { sql } from "kysely";
import * as Y from "yjs";
import type { Db } from "../../db/connection.js";
import { fail } from "../../graphql/errors.js";
import {
  decodeVersionUpdate,
  type EncodedVersion,
  encodeVersion,
  holdsState,
  storedUpdate,
  wholeUpdate,
} from "./version-state.js";

/**
 * Versions as chains (migration 0028): a chain's first version holds the whole drawing, each later
 * one the changes since the one before. These are the chains' rules: where a new version goes,
 * how a version's drawing is read back, and how a version leaves its chain.
 */

/** The workbench's row orders the versions of one file made or deleted at once, across processes. */
export async function lockVersionsOf(trx: Db, workbenchId: string): Promise<boolean> {
  const row = await trx
    .selectFrom("workbenches")
    .select("id")
    .where("id", "=", workbenchId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** The newest version of a workbench, with what its chain holds. */
export interface LatestVersion {
  id: string;
  state_vector: Uint8Array;
  chain_id: string;
  chain_position: number;
  /** No version comes after it in its chain (a deleted one's chain may have moved on). */
  ends_chain: boolean;
  /** The chain's first version's size, and its changes' sizes summed, before compression. */
  start_bytes: number;
  change_bytes: number;
}

export async function readLatestVersion(
  db: Db,
  workbenchId: string,
): Promise<LatestVersion | undefined> {
  const { rows } = await sql<LatestVersion>`
    SELECT v.id, v.state_vector, v.chain_id, v.chain_position,
      NOT EXISTS (
        SELECT 1 FROM workbench_versions later
        WHERE later.chain_id = v.chain_id AND later.chain_position > v.chain_position
      ) AS ends_chain,
      (SELECT start.state_bytes FROM workbench_versions start WHERE start.id = v.chain_id)
        AS start_bytes,
      (SELECT coalesce(sum(link.state_bytes), 0)::integer FROM workbench_versions link
        WHERE link.chain_id = v.chain_id AND link.id <> v.chain_id) AS change_bytes
    FROM workbench_versions v
    WHERE v.workbench_id = ${workbenchId}
    ORDER BY v.created_at DESC, v.id DESC
    LIMIT 1`.execute(db);
  return rows[0];
}

/** Where a new version goes: after the latest in its chain, or at the start of a new chain. */
export type ChainPlace =
  | { kind: "start" }
  | { kind: "after"; latestId: string; chainId: string; position: number };

/**
 * Encodes a document as the next version. It continues the latest version's chain when the
 * document holds that version (a restore is a new change, so it always does, unless the file's
 * document was replaced) and the chain's changes stay within its first version's size: past
 * that, reading a version back would cost more than a new whole drawing stores. At most twice
 * the drawing is read to rebuild any version, and a drawing growing by g per version costs
 * about 2g a version.
 */
export async function encodeNextVersion(
  doc: Y.Doc,
  latest: LatestVersion | undefined,
): Promise<{ encoded: EncodedVersion; place: ChainPlace }> {
  if (latest?.ends_chain) {
    const changes = await encodeVersion(doc, latest.state_vector);
    if (
      holdsState(changes.stateVector, latest.state_vector) &&
      latest.change_bytes + changes.stateBytes <= latest.start_bytes
    ) {
      return {
        encoded: changes,
        place: {
          kind: "after",
          latestId: latest.id,
          chainId: latest.chain_id,
          position: latest.chain_position + 1,
        },
      };
    }
  }
  return { encoded: await encodeVersion(doc), place: { kind: "start" } };
}

/**
 * A version's drawing as one Yjs update: its chain's updates up to it, applied in order. One
 * statement finds the chain as it is then, so a version deleted before it (which moves the
 * chain's start) cannot leave a link out. NOT_FOUND once the version itself is gone.
 */
export async function readVersionUpdate(db: Db, versionId: string): Promise<Uint8Array> {
  const links = await db
    .selectFrom("workbench_versions as link")
    .innerJoin("workbench_versions as version", "version.chain_id", "link.chain_id")
    .select("link.state")
    .where("version.id", "=", versionId)
    .whereRef("link.chain_position", "<=", "version.chain_position")
    .orderBy("link.chain_position")
    .execute();
  if (links.length === 0) fail("NOT_FOUND", VERSION_MESSAGES.notFound);
  return wholeUpdate(await Promise.all(links.map((link) => decodeVersionUpdate(link.state))));
}

/**
 * Deletes versions of one workbench, in the caller's transaction, which holds the workbench's row
 * (lockVersionsOf). The versions kept read back the same drawings: a deleted version's changes
 * are folded into the next kept one of its chain, and when a chain's first version goes, the next
 * kept one becomes the first, holding the whole drawing. Answers how many went.
 */
export async function deleteVersions(
  trx: Db,
  workbenchId: string,
  ids: readonly string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const doomed = new Set(ids);
  const links = await trx
    .selectFrom("workbench_versions")
    .select(["id", "chain_id", "chain_position", "state"])
    .where("chain_id", "in", (eb) =>
      eb
        .selectFrom("workbench_versions")
        .select("chain_id")
        .where("workbench_id", "=", workbenchId)
        .where("id", "in", [...ids]),
    )
    .orderBy("chain_id")
    .orderBy("chain_position")
    .execute();
  const chains = new Map<string, typeof links>();
  for (const link of links) {
    const chain = chains.get(link.chain_id) ?? [];
    chain.push(link);
    chains.set(link.chain_id, chain);
  }
  for (const [chainId, chain] of chains) {
    let pending: Uint8Array[] = [];
    let newStart: string | null = null;
    for (const link of chain) {
      if (doomed.has(link.id)) {
        pending.push(await decodeVersionUpdate(link.state));
        continue;
      }
      const becomesStart = newStart === null && doomed.has(chainId);
      if (pending.length > 0) {
        const own = await decodeVersionUpdate(link.state);
        const merged = becomesStart
          ? wholeUpdate([...pending, own])
          : Y.mergeUpdates([...pending, own]);
        const { state, stateBytes } = await storedUpdate(merged);
        await trx
          .updateTable("workbench_versions")
          .set({ state, state_bytes: stateBytes })
          .where("id", "=", link.id)
          .execute();
        pending = [];
      }
      if (becomesStart) newStart = link.id;
    }
    if (newStart !== null) {
      await trx
        .updateTable("workbench_versions")
        .set({ chain_id: newStart })
        .where("chain_id", "=", chainId)
        .execute();
    }
  }
  const result = await trx
    .deleteFrom("workbench_versions")
    .where("workbench_id", "=", workbenchId)
    .where("id", "in", [...ids])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
