import type { VersionKind } from "@contour/core";
import { sql } from "kysely";
import type { Db } from "../../db/connection.js";
import { isUuid } from "../../db/ids.js";
import { decodeCursor, encodeCursor } from "../workbenches/cursor.js";
import type { UserSummary } from "../workbenches/workbench-queries.js";

/** A version as the history lists it: without its state. */
export interface VersionSummary {
  id: string;
  workbench_id: string;
  organization_id: string;
  kind: VersionKind;
  name: string | null;
  state_bytes: number;
  created_at: Date;
  creator: UserSummary | null;
  authors: UserSummary[];
}

export interface VersionPage {
  nodes: VersionSummary[];
  totalCount: number;
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

/** Milliseconds, as cursors carry them: the order and the keyset compare the same value. */
const createdMs = sql<Date>`date_trunc('milliseconds', workbench_versions.created_at)`;

function selectSummaries(db: Db) {
  return db
    .selectFrom("workbench_versions")
    .leftJoin("users as creator", "creator.id", "workbench_versions.created_by")
    .select([
      "workbench_versions.id",
      "workbench_versions.workbench_id",
      "workbench_versions.organization_id",
      "workbench_versions.kind",
      "workbench_versions.name",
      "workbench_versions.state_bytes",
      "workbench_versions.created_at",
      "creator.id as creator_id",
      "creator.name as creator_name",
      "creator.email as creator_email",
    ]);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>["execute"]>>[number];

async function withAuthors(db: Db, rows: SummaryRow[]): Promise<VersionSummary[]> {
  const ids = rows.map((row) => row.id);
  const authors =
    ids.length === 0
      ? []
      : await db
          .selectFrom("workbench_version_authors")
          .innerJoin("users", "users.id", "workbench_version_authors.user_id")
          .select(["workbench_version_authors.version_id", "users.id", "users.name", "users.email"])
          .where("workbench_version_authors.version_id", "in", ids)
          .orderBy("users.name")
          .execute();
  return rows.map(({ creator_id, creator_name, creator_email, ...row }) => ({
    ...row,
    creator:
      creator_id && creator_name !== null && creator_email !== null
        ? { id: creator_id, name: creator_name, email: creator_email }
        : null,
    authors: authors
      .filter((author) => author.version_id === row.id)
      .map(({ id, name, email }) => ({ id, name, email })),
  }));
}

/** A workbench's versions, newest first, in keyset pages. */
export async function readVersionPage(
  db: Db,
  workbenchId: string,
  options: { first: number; after: string | null },
): Promise<VersionPage> {
  let query = selectSummaries(db)
    .where("workbench_versions.workbench_id", "=", workbenchId)
    .orderBy(createdMs, "desc")
    .orderBy("workbench_versions.id", "desc")
    .limit(options.first + 1);
  if (options.after !== null) {
    const cursor = decodeCursor("CREATED_AT", options.after);
    query = query.where(
      sql<boolean>`(${createdMs}, workbench_versions.id) < (${cursor.at}, ${cursor.id}::uuid)`,
    );
  }
  const [rows, total] = await Promise.all([
    query.execute(),
    db
      .selectFrom("workbench_versions")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("workbench_id", "=", workbenchId)
      .executeTakeFirstOrThrow(),
  ]);
  const hasNextPage = rows.length > options.first;
  const nodes = await withAuthors(db, rows.slice(0, options.first));
  const last = nodes.at(-1);
  return {
    nodes,
    totalCount: Number(total.count),
    pageInfo: {
      hasNextPage,
      endCursor: last ? encodeCursor("CREATED_AT", { at: last.created_at, id: last.id }) : null,
    },
  };
}

/** One version's summary, or undefined. */
export async function findVersionSummary(db: Db, id: string): Promise<VersionSummary | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await selectSummaries(db).where("workbench_versions.id", "=", id).execute();
  const [summary] = await withAuthors(db, rows);
  return summary;
}
