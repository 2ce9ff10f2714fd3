import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import type { LogEvent } from "kysely";
import pg from "pg";
import { inject } from "vitest";
import { type Db, openDatabase } from "../db/connection.js";
import { migrate } from "../db/migrate.js";
import { PGLITE_OPTIONS } from "../db/pglite-options.js";

export interface TestDatabase {
  db: Db;
  /** How many statements the database has run so far, BEGIN, COMMIT and ROLLBACK not included. */
  statementCount(): number;
  close(): Promise<void>;
}

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b/i;

function statementCounter() {
  let count = 0;
  return {
    log: (event: LogEvent) => {
      if (!TRANSACTION_CONTROL.test(event.query.sql)) count += 1;
    },
    statementCount: () => count,
  };
}

/**
 * A fresh database for one test file: a new database on the Postgres server when DATABASE_URL is
 * set (dropped on close), otherwise an in-memory PGlite loaded from the migrated template.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) return createPostgresDatabase(serverUrl);
  const templateFile = inject("pgliteTemplate");
  if (!templateFile) throw new Error("global-setup did not write the PGlite template");
  return createPGliteDatabase(templateFile);
}

async function createPGliteDatabase(templateFile: string): Promise<TestDatabase> {
  const pglite = await PGlite.create({
    ...PGLITE_OPTIONS,
    loadDataDir: new Blob([await readFile(templateFile)]),
  });
  const counter = statementCounter();
  const db = await openDatabase({ kind: "pglite-instance", pglite }, { log: counter.log });
  await migrate(db);
  return { db, statementCount: counter.statementCount, close: () => db.destroy() };
}

async function createPostgresDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `contour_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const counter = statementCounter();
  const db = await openDatabase({ kind: "postgres", url: url.toString() }, { log: counter.log });
  await migrate(db);
  return {
    db,
    statementCount: counter.statementCount,
    async close() {
      await db.destroy();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
