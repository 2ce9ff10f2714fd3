import { watch } from "node:fs";
import path from "node:path";
import pg from "pg";
import type { ScratchDatabase } from "./scratch-database.js";

/** Sees, from outside the server process, that it is writing to its database right now. */
export interface StoreProbe {
  /** Resolves true as soon as a write is under way, false when none began within `timeoutMs`. */
  waitForWrite(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Postgres: another backend of the database holds a transaction id, which it takes at its first
 * write and gives up at commit or rollback, so the write is not committed yet.
 */
function postgresProbe(databaseUrl: string): StoreProbe {
  const client = new pg.Client({ connectionString: databaseUrl });
  const connected = client.connect();
  return {
    async waitForWrite(timeoutMs) {
      await connected;
      const deadline = performance.now() + timeoutMs;
      while (performance.now() < deadline) {
        const { rowCount } = await client.query(
          `SELECT 1 FROM pg_stat_activity
           WHERE datname = current_database() AND pid <> pg_backend_pid()
             AND backend_xid IS NOT NULL`,
        );
        if (rowCount) return true;
      }
      return false;
    },
    async close() {
      await connected.catch(() => {});
      await client.end();
    },
  };
}

/**
 * PGlite, which runs inside the server process: its write-ahead log file changes. Postgres writes
 * the log as a transaction goes (large values) and at its commit, so this sees a store before or
 * right at its commit, maybe before the server has told anyone.
 */
function pgliteProbe(dataDir: string): StoreProbe {
  const walDir = path.join(dataDir, "pglite", "pg_wal");
  return {
    waitForWrite: (timeoutMs) =>
      new Promise((resolve) => {
        const watcher = watch(walDir, () => finish(true));
        const timer = setTimeout(() => finish(false), timeoutMs);
        function finish(seen: boolean) {
          clearTimeout(timer);
          watcher.close();
          resolve(seen);
        }
      }),
    close: async () => {},
  };
}

export function createStoreProbe(database: ScratchDatabase): StoreProbe {
  return database.databaseUrl === null
    ? pgliteProbe(database.dataDir)
    : postgresProbe(database.databaseUrl);
}
