import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import type { Db } from "./connection.js";

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "../../migrations");
const FILE_PATTERN = /^(\d{4})_[a-z0-9_]+\.sql$/;
/** Any constant works: it only has to be the same in every process that migrates. */
const MIGRATION_LOCK_ID = 727_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => FILE_PATTERN.test(file)).sort();
  return Promise.all(
    files.map(async (file) => ({
      version: Number(file.slice(0, 4)),
      name: file,
      sql: await readFile(path.join(dir, file), "utf8"),
    })),
  );
}

/**
 * Applies, in order and each in its own transaction, the migrations not yet recorded in
 * schema_migrations. An advisory lock keeps two processes starting at once from racing, from
 * the creation of schema_migrations on.
 */
export async function migrate(db: Db, migrations?: Migration[]): Promise<number[]> {
  const all = migrations ?? (await readMigrations());
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK_ID})`.execute(conn);
    try {
      // Under the lock too: two processes creating it at once on a new database made Postgres
      // refuse one with a duplicate pg_type row, IF NOT EXISTS notwithstanding, and it crashed.
      await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`.execute(conn);
      const done = await sql<{ version: number }>`SELECT version FROM schema_migrations`.execute(
        conn,
      );
      const applied = new Set(done.rows.map((row) => row.version));
      const newlyApplied: number[] = [];
      for (const migration of all) {
        if (applied.has(migration.version)) continue;
        await conn.transaction().execute(async (trx) => {
          await sql.raw(migration.sql).execute(trx);
          await sql`INSERT INTO schema_migrations (version, name) VALUES (${migration.version}, ${migration.name})`.execute(
            trx,
          );
        });
        newlyApplied.push(migration.version);
      }
      return newlyApplied;
    } finally {
      await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK_ID})`.execute(conn);
    }
  });
}
