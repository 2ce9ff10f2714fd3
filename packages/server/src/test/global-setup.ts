import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "kysely";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/connection.js";
import { migrate } from "../db/migrate.js";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string | null;
  }
}

/** Migrates one PGlite for the whole run; each API test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide("pgliteTemplate", null);
    return;
  }
  const file = path.join(tmpdir(), `contour-test-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await (await dumpMigratedPGlite()).arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rm(file, { force: true });
}

async function dumpMigratedPGlite(): Promise<Blob> {
  const pglite = await PGlite.create();
  const db = await openDatabase({ kind: "pglite-instance", pglite });
  await migrate(db);
  await sql`CHECKPOINT`.execute(db);
  const dump = await pglite.dumpDataDir("none");
  await db.destroy();
  return dump;
}
