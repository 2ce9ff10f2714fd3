import { sql } from "kysely";
import pg from "pg";
import type { Db } from "../db/connection.js";

/**
 * Turns the test database read-only for every connection the app holds, as a failover to a
 * read-only standby would: reads still work, every write fails. Returns the undo.
 *
 * On Postgres the database's default changes and its connections are ended, so that the app's
 * pool opens new ones that take it; PGlite has one session, the app's, which takes a plain SET.
 */
export async function makeDatabaseReadOnly(db: Db): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    await sql`SET default_transaction_read_only = on`.execute(db);
    return async () => {
      await sql`SET default_transaction_read_only = off`.execute(db);
    };
  }
  const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(db);
  const name = rows[0]?.name;
  if (!name) throw new Error("no current database");
  const onDatabase = async (setting: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(`ALTER DATABASE ${client.escapeIdentifier(name)} ${setting}`);
      await client.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
        [name],
      );
    } finally {
      await client.end();
    }
  };
  await onDatabase("SET default_transaction_read_only = on");
  return () => onDatabase("RESET default_transaction_read_only");
}
