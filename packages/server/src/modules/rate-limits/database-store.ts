import { CompiledQuery, sql } from "kysely";
import type { Db } from "../../db/connection.js";

/** rate-limiter-flexible's Postgres store keeps its counters here (migration 0007). */
export const RATE_LIMITS_TABLE = "rate_limits";

interface StoreQuery {
  text: string;
  values?: unknown[];
}

/**
 * The client that rate-limiter-flexible's Postgres store talks to, over our Kysely connection:
 * pg's or the PGlite thread's, alike. The store sends its own statements (the counting is one
 * `INSERT ... ON CONFLICT DO UPDATE ... RETURNING`, atomic on both); this only runs them.
 */
export function databaseStoreClient(db: Db) {
  return {
    async query({ text, values = [] }: StoreQuery) {
      const result = await db.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows, rowCount: Number(result.numAffectedRows ?? result.rows.length) };
    },
  };
}

/** Expired counters only take space; an expired row counts as no row. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await sql`DELETE FROM rate_limits WHERE expire < ${Date.now()}`.execute(db);
}
