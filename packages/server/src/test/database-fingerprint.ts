import { sql } from "kysely";
import type { Db } from "../db/connection.js";

/**
 * Tables whose rows a refused call may rightly write: counters that count refusals (a wrong
 * password must count against the sign-in limit) and the readiness probe. Rate-limit tables
 * of a limiter library, when one is added, belong here too.
 */
const COUNTER_TABLES = /^(rate_limit|readiness_probe$|schema_migrations$)/;

/** Columns that any signed-in request may touch (the sliding session), refused or not. */
const BOOKKEEPING_COLUMNS: Record<string, readonly string[]> = {
  sessions: ["last_used_at", "expires_at"],
  users: ["last_active_at"],
};

export type Fingerprint = ReadonlyMap<string, string>;

/** The data tables of the database, counters left out. */
export async function dataTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`.execute(
    db,
  );
  return rows.map((row) => row.name).filter((name) => !COUNTER_TABLES.test(name));
}

/** A hash of every row of every data table, by table: equal fingerprints, equal data. */
export async function fingerprint(db: Db, tables: readonly string[]): Promise<Fingerprint> {
  const parts = tables.map((table) => {
    const ignored = BOOKKEEPING_COLUMNS[table] ?? [];
    const row = sql`to_jsonb(t) - ${sql.val(ignored)}::text[]`;
    return sql`SELECT ${table}::text AS name,
      md5(coalesce(string_agg((${row})::text, ',' ORDER BY (${row})::text), '')) AS hash
      FROM ${sql.table(table)} AS t`;
  });
  const { rows } = await sql<{
    name: string;
    hash: string;
  }>`${sql.join(parts, sql` UNION ALL `)}`.execute(db);
  return new Map(rows.map((row) => [row.name, row.hash]));
}

/** The tables whose rows differ between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...after.keys()].filter((table) => before.get(table) !== after.get(table));
}

/**
 * The database's fingerprint now, taken again only when a transaction has written since the last
 * one: the next transaction id stays where it was while nothing writes, so a run of calls that
 * are refused costs one cheap statement each instead of a hash of every table.
 */
export function watchData(db: Db, tables: readonly string[]): () => Promise<Fingerprint> {
  let known: { nextTransactionId: string; print: Fingerprint } | null = null;
  const nextTransactionId = async () => {
    const { rows } = await sql<{ id: string }>`
      SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS id`.execute(db);
    return rows[0]?.id ?? "";
  };
  return async () => {
    const id = await nextTransactionId();
    if (known?.nextTransactionId === id) return known.print;
    known = { nextTransactionId: id, print: await fingerprint(db, tables) };
    return known.print;
  };
}
