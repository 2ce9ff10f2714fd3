import type { SearchQuery } from "@contour/core";
import { type RawBuilder, sql } from "kysely";
import type { Db } from "../../db/connection.js";
import { uuidArray } from "../../db/ids.js";
import { type FolderNode, toFolderNode } from "../folders/folder-queries.js";
import { placedFolders } from "../folders/place.js";
import {
  placedWorkbenches,
  toWorkbenchNode,
  type WorkbenchNode,
} from "../workbenches/workbench-queries.js";

/*
 * Every statement of search is in this file (docs/api.md, `search`). A result's tier is the first
 * that it matches, and a tier's rows come before the next tier's:
 *   0 its name is the search, 1 its name starts with it, 2 every word of the search starts a word
 *   of its name, 3 every word starts a word of its creator's name or of its folder's name.
 * Each tier excludes the earlier ones, so a row is found once. Tiers run one after the other and
 * stop as soon as the page is full: most searches fill it in the first.
 */

export const SEARCH_TIER_COUNT = 4;

/** Where a page ended: the tier, then the last row's change time (microseconds) and id. */
export interface SearchCursor {
  tier: number;
  micros: bigint;
  id: string;
}

export type SearchHit =
  | { kind: "workbench"; node: WorkbenchNode; micros: bigint }
  | { kind: "folder"; node: FolderNode; micros: bigint };

export type RankedHit = SearchHit & { tier: number };

/** The column a file or folder is placed by, with its table's alias. */
interface Columns {
  table: "workbenches" | "folders";
  name: RawBuilder<string>;
  createdBy: RawBuilder<string>;
  container: RawBuilder<string>;
}

const WORKBENCH: Columns = {
  table: "workbenches",
  name: sql.ref("workbenches.name"),
  createdBy: sql.ref("workbenches.created_by"),
  container: sql.ref("workbenches.folder_id"),
};
const FOLDER: Columns = {
  table: "folders",
  name: sql.ref("folders.name"),
  createdBy: sql.ref("folders.created_by"),
  container: sql.ref("folders.parent_id"),
};

/** `text` as a LIKE pattern that matches names starting with it. */
function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Each term as the start of a word: `'whe':* & 'arch':*`; terms are letters and digits only. */
function prefixTsQuery(terms: readonly string[]): string {
  return terms.map((term) => `'${term}':*`).join(" & ");
}

/**
 * Who and where a creator-or-folder match can come from: the workspace's members whose name
 * has every word, and its latest folders whose name does. Resolved first, so that the planner
 * sees how few (or how many) files they hold: as subqueries it guessed, and scanned every file of
 * the workspace when none matched.
 */
interface Origins {
  creatorIds: string[];
  folderIds: string[];
}

/** Folders a creator-or-folder match looks in at most: the latest changed that match. */
export const SEARCH_MAX_MATCHED_FOLDERS = 1000;

async function findOrigins(db: Db, organizationId: string, query: SearchQuery): Promise<Origins> {
  const matches = wordsMatch(query);
  const { rows } = await sql<{ kind: "creator" | "folder"; id: string }>`
    SELECT 'creator' AS kind, member.user_id AS id FROM organization_members member
      JOIN users creator ON creator.id = member.user_id
      WHERE member.organization_id = ${organizationId} AND ${matches(sql.ref("creator.name"))}
    UNION ALL
    (SELECT 'folder' AS kind, folder.id FROM folders folder
      WHERE folder.organization_id = ${organizationId} AND folder.trashed_at IS NULL
        AND ${matches(sql.ref("folder.name"))}
      ORDER BY folder.updated_at DESC LIMIT ${SEARCH_MAX_MATCHED_FOLDERS})`.execute(db);
  return {
    creatorIds: rows.filter((row) => row.kind === "creator").map((row) => row.id),
    folderIds: rows.filter((row) => row.kind === "folder").map((row) => row.id),
  };
}

/** Every term starts a word of the column. */
function wordsMatch(query: SearchQuery) {
  const tsQuery = sql`to_tsquery('simple'::regconfig, ${prefixTsQuery(query.terms)})`;
  return (column: RawBuilder<string>) =>
    sql<boolean>`to_tsvector('simple'::regconfig, ${column}) @@ ${tsQuery}`;
}

/** The condition of one tier, on a table's columns. */
function tierCondition(
  tier: number,
  query: SearchQuery,
  organizationId: string,
  columns: Columns,
  origins: Origins,
): RawBuilder<boolean> {
  const lowerName = sql`lower(${columns.name})`;
  const startsWith = sql<boolean>`${lowerName} LIKE ${prefixPattern(query.text)}`;
  const wordsOf = wordsMatch(query);
  if (tier === 0) return sql<boolean>`${lowerName} = ${query.text}`;
  if (tier === 1) return sql<boolean>`${startsWith} AND ${lowerName} <> ${query.text}`;
  if (tier === 2) {
    // The word index finds the rows first, as one array: left to choose, the planner guessed a
    // prefix matches few rows, walked every file latest first and read each name's words.
    const table = sql.table(columns.table);
    const matching = sql`ARRAY(SELECT id FROM ${table}
      WHERE organization_id = ${organizationId} AND ${wordsOf(sql.ref(`${columns.table}.name`))})`;
    return sql<boolean>`${sql.ref(`${columns.table}.id`)} = ANY(${matching}) AND NOT ${startsWith}`;
  }
  return sql<boolean>`(${columns.createdBy} = ANY(${uuidArray(origins.creatorIds)})
      OR ${columns.container} = ANY(${uuidArray(origins.folderIds)}))
    AND NOT ${wordsOf(columns.name)} AND NOT ${startsWith}`;
}

/** Change time in whole microseconds, exactly as stored, for the cursor. */
const micros = (table: "workbenches" | "folders") =>
  sql<string>`(extract(epoch from ${sql.ref(`${table}.updated_at`)}) * 1000000)::bigint::text`.as(
    "updated_micros",
  );

function afterCursor(table: "workbenches" | "folders", cursor: SearchCursor | null) {
  if (!cursor) return sql<boolean>`true`;
  const at = sql`timestamptz 'epoch' + ${cursor.micros.toString()}::bigint * interval '1 microsecond'`;
  return sql<boolean>`(${sql.ref(`${table}.updated_at`)}, ${sql.ref(`${table}.id`)}) < (${at}, ${cursor.id}::uuid)`;
}

/** One tier's files and folders, latest change first, at most `limit` of each. */
async function findTier(
  db: Db,
  viewerId: string,
  organizationId: string,
  query: SearchQuery,
  tier: number,
  cursor: SearchCursor | null,
  limit: number,
): Promise<SearchHit[]> {
  // Words are letters and digits: a text of punctuation only matches names from their start.
  if (tier >= 2 && query.terms.length === 0) return [];
  const origins =
    tier === 3 ? await findOrigins(db, organizationId, query) : { creatorIds: [], folderIds: [] };
  if (tier === 3 && origins.creatorIds.length + origins.folderIds.length === 0) return [];
  const fileCondition = tierCondition(tier, query, organizationId, WORKBENCH, origins);
  const folderCondition = tierCondition(tier, query, organizationId, FOLDER, origins);
  const keyset = cursor?.tier === tier ? cursor : null;
  const [files, folders] = await Promise.all([
    placedWorkbenches(db, viewerId)
      .select(micros("workbenches"))
      .where("workbenches.organization_id", "=", organizationId)
      .where(fileCondition)
      .where(afterCursor("workbenches", keyset))
      .orderBy("workbenches.updated_at", "desc")
      .orderBy("workbenches.id", "desc")
      .limit(limit)
      .execute(),
    placedFolders(db, viewerId)
      .select(micros("folders"))
      .where("folders.organization_id", "=", organizationId)
      // Team and drafts roots are where a team or My files opens, not folders of their own.
      .where("folders.parent_id", "is not", null)
      .where(folderCondition)
      .where(afterCursor("folders", keyset))
      .orderBy("folders.updated_at", "desc")
      .orderBy("folders.id", "desc")
      .limit(limit)
      .execute(),
  ]);
  return [
    ...files.map((row) => ({
      kind: "workbench" as const,
      node: toWorkbenchNode(row, viewerId),
      micros: BigInt(row.updated_micros),
    })),
    ...folders.map((row) => ({
      kind: "folder" as const,
      node: toFolderNode(row, viewerId),
      micros: BigInt(row.updated_micros),
    })),
  ].sort(latestFirst);
}

function latestFirst(a: SearchHit, b: SearchHit): number {
  if (a.micros !== b.micros) return a.micros > b.micros ? -1 : 1;
  return a.node.id > b.node.id ? -1 : a.node.id < b.node.id ? 1 : 0;
}

/** Tiers that run together: an exact name costs one index lookup, so it goes with the prefix. */
const ROUNDS = [[0, 1], [2], [3]] as const;

/**
 * Up to `limit` results after the cursor, best tier first, latest change first within a tier.
 * The caller asks one more than a page to learn whether another follows.
 */
export async function findSearchHits(
  db: Db,
  viewerId: string,
  organizationId: string,
  query: SearchQuery,
  cursor: SearchCursor | null,
  limit: number,
): Promise<RankedHit[]> {
  const hits: RankedHit[] = [];
  for (const round of ROUNDS) {
    const tiers = round.filter((tier) => tier >= (cursor?.tier ?? 0));
    const found = await Promise.all(
      tiers.map((tier) => findTier(db, viewerId, organizationId, query, tier, cursor, limit)),
    );
    found.forEach((tierHits, index) => {
      for (const hit of tierHits) hits.push({ ...hit, tier: tiers[index] ?? 0 });
    });
    if (hits.length >= limit) break;
  }
  return hits.slice(0, limit);
}
