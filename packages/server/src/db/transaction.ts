import type { Db } from "./connection.js";

/**
 * Runs the work in a transaction: the one already open (an atomic GraphQL request, see
 * graphql/atomic-mutations.ts), or a new one. Kysely cannot nest transactions, and a command
 * should not care which of the two it is in.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
