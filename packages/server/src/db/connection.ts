import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { Kysely, type LogEvent, PostgresDialect, type PostgresPool } from "kysely";
import pg from "pg";
import { lockFolder } from "./folder-lock.js";
import { createPGlitePool, runInThisThread } from "./pglite-pool.js";
import { openPGliteThread } from "./pglite-thread.js";
import type { Database } from "./types.js";

export type Db = Kysely<Database>;

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  | { kind: "pglite"; dataDir: string }
  | { kind: "pglite-instance"; pglite: PGlite };

/** Postgres returns bigint counts as strings; our counts fit in a JS number. */
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export interface DatabaseOptions {
  /** Called after every statement; the tests count statements per request with it. */
  log?: (event: LogEvent) => void;
  /**
   * An idle pooled connection that the server drops (a restart, a terminated backend) errors
   * outside any query; without a listener Node would crash the process. The pool replaces it.
   */
  onIdleConnectionError?: (error: Error) => void;
}

export async function openDatabase(
  target: DatabaseTarget,
  options: DatabaseOptions = {},
): Promise<Db> {
  switch (target.kind) {
    case "postgres": {
      const pool = new pg.Pool({ connectionString: target.url, max: 10 });
      pool.on("error", options.onIdleConnectionError ?? (() => {}));
      return withPool(pool, options);
    }
    case "pglite": {
      await mkdir(path.dirname(target.dataDir), { recursive: true });
      const unlock = await lockFolder(target.dataDir);
      try {
        return withPool(createPGlitePool(await openPGliteThread(target.dataDir), unlock), options);
      } catch (error) {
        await unlock();
        throw error;
      }
    }
    case "pglite-instance":
      return withPool(createPGlitePool(runInThisThread(target.pglite)), options);
  }
}

function withPool(pool: PostgresPool, options: DatabaseOptions): Db {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: options.log });
}
