import { encodeCursor } from "../workbenches/cursor.js";

export interface AdminPage<Row> {
  nodes: Row[];
  totalCount: number;
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

/**
 * A connection of /admin's lists, newest first, from a query that asked for one row more than
 * the page (`first + 1`): that row only says there is a next page.
 */
export function adminPage<Row extends { id: string; created_at: Date }>(
  rows: readonly Row[],
  first: number,
  totalCount: number,
): AdminPage<Row> {
  const nodes = rows.slice(0, first);
  const last = nodes.at(-1);
  return {
    nodes,
    totalCount,
    pageInfo: {
      endCursor: last ? encodeCursor("CREATED_AT", { at: last.created_at, id: last.id }) : null,
      hasNextPage: rows.length > first,
    },
  };
}
