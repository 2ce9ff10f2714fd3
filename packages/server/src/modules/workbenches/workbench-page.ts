import { FILES_PAGE_SIZE, MAX_PAGE_SIZE } from "@contour/core";
import { sql } from "kysely";
import type { Db } from "../../db/connection.js";
import { fail } from "../../graphql/errors.js";
import { placedFolders } from "../folders/place.js";
import { decodeCursor, encodeCursor, type WorkbenchOrder } from "./cursor.js";
import { placedWorkbenches, toWorkbenchNode, type WorkbenchNode } from "./workbench-queries.js";

export interface WorkbenchPage {
  nodes: WorkbenchNode[];
  /** Null when the query did not ask for it: counting every visible file is the dear part. */
  totalCount: number | null;
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

/** One folder's files (visible with the folder), or every file of a workspace the viewer can see. */
export type PageScope = { folderId: string } | { organizationId: string };

export interface PageArgs {
  order: WorkbenchOrder;
  first?: number | null;
  after?: string | null;
  countTotal: boolean;
}

/** `first` as asked, at most MAX_PAGE_SIZE; zero or less is a mistake worth saying. */
export function pageSize(first: number | null | undefined, fallback = FILES_PAGE_SIZE): number {
  const size = first ?? fallback;
  if (size < 1) fail("BAD_USER_INPUT", "first must be at least 1.");
  return Math.min(size, MAX_PAGE_SIZE);
}

/**
 * A keyset page, newest first: rows strictly after the cursor's (date, id), so files added
 * between two pages land before the cursor and never shift what comes after it. One statement:
 * the page, one row more than asked (to know whether another page follows), with the total, when
 * asked, as an uncorrelated subquery that Postgres runs once. Only a total asked past the end
 * needs a second one.
 */
export async function findWorkbenchPage(
  db: Db,
  viewerId: string,
  scope: PageScope,
  args: PageArgs,
): Promise<WorkbenchPage> {
  const first = pageSize(args.first);
  const column = args.order === "UPDATED_AT" ? "workbenches.updated_at" : "workbenches.created_at";
  const cursor = args.after ? decodeCursor(args.order, args.after) : null;

  let pageQuery = placedWorkbenches(db, viewerId)
    .select(
      args.countTotal
        ? countQuery(db, viewerId, scope).as("total_count")
        : sql<null>`null`.as("total_count"),
    )
    .orderBy(column, "desc")
    .orderBy("workbenches.id", "desc")
    .limit(first + 1);
  pageQuery =
    "folderId" in scope
      ? pageQuery.where("workbenches.folder_id", "=", scope.folderId)
      : pageQuery.where("workbenches.organization_id", "=", scope.organizationId);
  if (cursor) {
    pageQuery = pageQuery.where((eb) =>
      eb(eb.refTuple(column, "workbenches.id"), "<", eb.tuple(cursor.at, cursor.id)),
    );
  }
  const rows = await pageQuery.execute();
  const totalCount = args.countTotal ? await totalOf(rows, db, viewerId, scope, cursor) : null;

  const nodes = rows.slice(0, first).map((row) => toWorkbenchNode(row, viewerId));
  const last = nodes.at(-1);
  const endCursor = last
    ? encodeCursor(args.order, {
        at: args.order === "UPDATED_AT" ? last.updated_at : last.created_at,
        id: last.id,
      })
    : null;
  return { nodes, totalCount, pageInfo: { endCursor, hasNextPage: rows.length > first } };
}

/** The total the page's rows carry; no row and no cursor: the scope is empty. */
async function totalOf(
  rows: readonly { total_count: number | null }[],
  db: Db,
  viewerId: string,
  scope: PageScope,
  cursor: unknown,
): Promise<number> {
  const [firstRow] = rows;
  if (firstRow) return Number(firstRow.total_count);
  if (!cursor) return 0;
  const counted = await countQuery(db, viewerId, scope).executeTakeFirstOrThrow();
  return Number(counted.count);
}

/** How many files the scope holds for the viewer, whatever the cursor. */
function countQuery(db: Db, viewerId: string, scope: PageScope) {
  // A folder's files are as visible as the folder, which the caller has checked.
  const query =
    "folderId" in scope
      ? db
          .selectFrom("workbenches")
          .where("workbenches.folder_id", "=", scope.folderId)
          .where("workbenches.trashed_at", "is", null)
      : db
          .selectFrom("workbenches")
          .innerJoin(placedFolders(db, viewerId).as("place"), "place.id", "workbenches.folder_id")
          .where("workbenches.organization_id", "=", scope.organizationId)
          .where("workbenches.trashed_at", "is", null);
  return query.select((eb) => eb.fn.countAll<number>().as("count"));
}
