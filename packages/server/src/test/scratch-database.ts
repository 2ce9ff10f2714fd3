import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type Db, openDatabase } from "../db/connection.js";
import { migrate } from "../db/migrate.js";
import { PGLITE_OPTIONS } from "../db/pglite-options.js";

export type ScratchDatabaseKind = "postgres" | "pglite";

/**
 * A database for a server child process that outlives each of its runs: a new database on the
 * Postgres server, or a PGlite folder under the data folder, where the server keeps it.
 */
export interface ScratchDatabase {
  kind: ScratchDatabaseKind;
  /** DATA_DIR of the server: blobs, and PGlite's files in `pglite/`. */
  dataDir: string;
  /** DATABASE_URL of the server; null for PGlite. */
  databaseUrl: string | null;
  /**
   * Opens and migrates the database in this process, to seed it before the server starts: a
   * PGlite folder takes one process at a time, so close it before starting the server.
   */
  open(): Promise<Db>;
  /** Drops the database (forcing out any connection left) and removes the data folder. */
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabaseOptions {
  /** Postgres: any database of the server, to create the new one from. */
  serverUrl?: string | null;
  /** PGlite: a dump of a migrated data folder to start from (initdb and migrations take seconds). */
  pgliteTemplate?: Blob | null;
}

export async function createScratchDatabase(
  kind: ScratchDatabaseKind,
  { serverUrl = null, pgliteTemplate = null }: ScratchDatabaseOptions = {},
): Promise<ScratchDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "contour-scratch-"));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  const openMigrated = async (target: Parameters<typeof openDatabase>[0]) => {
    const db = await openDatabase(target);
    await migrate(db);
    return db;
  };

  if (kind === "pglite") {
    return {
      kind,
      dataDir,
      databaseUrl: null,
      async open() {
        const folder = path.join(dataDir, "pglite");
        if (pgliteTemplate === null) return openMigrated({ kind: "pglite", dataDir: folder });
        const pglite = await PGlite.create({
          ...PGLITE_OPTIONS,
          dataDir: folder,
          loadDataDir: pgliteTemplate,
        });
        return openMigrated({ kind: "pglite-instance", pglite });
      },
      drop: removeDataDir,
    };
  }

  if (!serverUrl) throw new Error("a Postgres scratch database needs the server's URL");
  const name = `contour_scratch_${process.pid}_${randomBytes(4).toString("hex")}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    kind,
    dataDir,
    databaseUrl,
    open: () => openMigrated({ kind: "postgres", url: databaseUrl }),
    async drop() {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await removeDataDir();
    },
  };
}
