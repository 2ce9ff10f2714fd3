import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import pg from "pg";
import type { Db } from "../db/connection.js";

/** Whether a write through `db` now fails as a read-only database fails it. */
async function refusesWrites(db: Db): Promise<boolean> {
  try {
    // Refused before any row is looked at: Postgres checks the transaction, not the rows.
    await sql`UPDATE users SET name = name WHERE false`.execute(db);
    return false;
  } catch (error) {
    // Anything else is a pooled connection that was just ended: the pool opens another.
    return /read-only transaction/.test(String(error));
  }
}

async function waitUntil(db: Db, readOnly: boolean): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if ((await refusesWrites(db)) === readOnly) return;
    await sleep(25);
  }
  throw new Error(`the database did not turn ${readOnly ? "read-only" : "writable"}`);
}

/**
 * Turns the test database read-only for every connection the app holds, as a failover to a
 * read-only standby would: reads still work, every write fails. Resolves once writes through
 * `db` fail; the undo resolves once they work again.
 *
 * On Postgres the database's default changes and its connections are ended, so that the app's
 * pool opens new ones that take it; PGlite has one session, the app's, which takes a plain SET.
 */
export async function makeDatabaseReadOnly(db: Db): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    await sql`SET default_transaction_read_only = on`.execute(db);
    await waitUntil(db, true);
    return async () => {
      await sql`SET default_transaction_read_only = off`.execute(db);
      await waitUntil(db, false);
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
  await waitUntil(db, true);
  return async () => {
    await onDatabase("RESET default_transaction_read_only");
    await waitUntil(db, false);
  };
}
