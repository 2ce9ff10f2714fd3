import type { PGlite } from "@electric-sql/pglite";
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";

/**
 * Kysely's Postgres dialect talks to a pool; PGlite is one connection. This pool hands that
 * connection to one borrower at a time, so a Kysely transaction owns it from BEGIN to COMMIT and
 * no other query can slip inside it. `onClose` runs once PGlite is closed (the folder's lock).
 */
export function createPGlitePool(pglite: PGlite, onClose?: () => Promise<void>): PostgresPool {
  let queue: Promise<void> = Promise.resolve();

  return {
    async connect() {
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const previous = queue;
      queue = previous.then(() => released);
      await previous;

      const client = {
        async query<R>(sql: string, parameters: ReadonlyArray<unknown>) {
          // PGlite runs each statement synchronously on this thread: letting the event loop turn
          // first keeps a queue of statements from holding every socket until its end (a burst
          // of stores stalled live updates for seconds, bench/p2-fanout.mjs).
          await new Promise((resolve) => setImmediate(resolve));
          const result = await run<R>(pglite, sql, parameters);
          return {
            command: commandOf(sql),
            rowCount: result.affectedRows ?? result.rows.length,
            rows: result.rows,
          } satisfies PostgresQueryResult<R>;
        },
        release,
      };
      return client as PostgresPoolClient;
    },
    async end() {
      await queue;
      await pglite.close();
      await onClose?.();
    },
  };
}

/**
 * Like pg, a statement without parameters goes through the simple protocol, which accepts several
 * statements at once (migrations need that); the last statement's result is the answer.
 */
async function run<R>(pglite: PGlite, sql: string, parameters: ReadonlyArray<unknown>) {
  if (parameters.length > 0) return pglite.query<R>(sql, [...parameters]);
  const results = await pglite.exec(sql);
  const last = results.at(-1);
  return { rows: (last?.rows ?? []) as R[], affectedRows: last?.affectedRows };
}

function commandOf(sql: string): PostgresQueryResult<unknown>["command"] {
  const verb = sql.trimStart().slice(0, 6).toUpperCase();
  switch (verb) {
    case "INSERT":
    case "UPDATE":
    case "DELETE":
      return verb;
    default:
      return "SELECT";
  }
}
