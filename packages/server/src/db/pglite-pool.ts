import type { PGlite } from "@electric-sql/pglite";
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";

export interface StatementResult {
  rows: unknown[];
  affectedRows?: number;
}

/** One PGlite, in this thread or in a thread of its own (pglite-thread.ts). */
export interface StatementRunner {
  run(sql: string, parameters: readonly unknown[]): Promise<StatementResult>;
  close(): Promise<void>;
}

/**
 * Kysely's Postgres dialect talks to a pool; PGlite is one connection. This pool hands that
 * connection to one borrower at a time, so a Kysely transaction owns it from BEGIN to COMMIT and
 * no other query can slip inside it. `onClose` runs once PGlite is closed (the folder's lock).
 */
export function createPGlitePool(
  runner: StatementRunner,
  onClose?: () => Promise<void>,
): PostgresPool {
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
          const result = await runner.run(sql, parameters);
          return {
            command: commandOf(sql),
            rowCount: result.affectedRows ?? result.rows.length,
            rows: result.rows as R[],
          } satisfies PostgresQueryResult<R>;
        },
        release,
      };
      return client as PostgresPoolClient;
    },
    async end() {
      await queue;
      await runner.close();
      await onClose?.();
    },
  };
}

/** Statements run on this thread: tests' in-memory databases, and the database thread itself. */
export function runInThisThread(pglite: PGlite): StatementRunner {
  return {
    run: (sql, parameters) => runStatement(pglite, sql, parameters),
    close: () => pglite.close(),
  };
}

/**
 * Like pg, a statement without parameters goes through the simple protocol, which accepts several
 * statements at once (migrations need that); the last statement's result is the answer.
 */
async function runStatement(
  pglite: PGlite,
  sql: string,
  parameters: readonly unknown[],
): Promise<StatementResult> {
  if (parameters.length > 0) return pglite.query(sql, [...parameters]);
  const results = await pglite.exec(sql);
  const last = results.at(-1);
  return { rows: last?.rows ?? [], affectedRows: last?.affectedRows };
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
