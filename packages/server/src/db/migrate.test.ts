import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./connection.js";
import { migrate, readMigrations } from "./migrate.js";

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)("migrations on a Postgres server", () => {
  it("two processes starting at once on a new database both start, and each migration runs once", async () => {
    const name = `contour_migrate_${process.pid}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl ?? "");
    url.pathname = `/${name}`;
    const processes = await Promise.all(
      [0, 1, 2, 3].map(() => openDatabase({ kind: "postgres", url: url.toString() })),
    );
    try {
      const applied = await Promise.all(processes.map((db) => migrate(db)));
      const all = (await readMigrations()).map((migration) => migration.version);
      expect(applied.flat().sort((a, b) => a - b)).toEqual(all);
    } finally {
      await Promise.all(processes.map((db) => db.destroy()));
      await admin.query(`DROP DATABASE ${name}`);
      await admin.end();
    }
  });
});
