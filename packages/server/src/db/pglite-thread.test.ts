import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StatementRunner } from "./pglite-pool.js";
import { openPGliteThread } from "./pglite-thread.js";

let dir: string;
let runner: StatementRunner;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "contour-thread-"));
  runner = await openPGliteThread(path.join(dir, "pglite"));
  await runner.run("CREATE TABLE doc (id int PRIMARY KEY, state bytea NOT NULL)", []);
}, 60_000);

afterAll(async () => {
  await runner.close();
  await rm(dir, { recursive: true, force: true });
});

describe("openPGliteThread", () => {
  it("carries parameters and rows across, bytes as bytes", async () => {
    const state = new Uint8Array([0, 1, 254, 255]);
    const inserted = await runner.run("INSERT INTO doc VALUES ($1, $2)", [1, state]);
    expect(inserted.affectedRows).toBe(1);

    const { rows } = await runner.run("SELECT id, state FROM doc WHERE id = $1", [1]);
    expect(rows).toEqual([{ id: 1, state }]);
  });

  it("answers with the last statement of a script without parameters", async () => {
    const { rows } = await runner.run("SELECT 1 AS one; SELECT 2 AS two", []);
    expect(rows).toEqual([{ two: 2 }]);
  });

  it("keeps a database error's code and constraint, and goes on working after it", async () => {
    await runner.run("INSERT INTO doc VALUES ($1, $2)", [2, new Uint8Array([2])]);
    await expect(
      runner.run("INSERT INTO doc VALUES ($1, $2)", [2, new Uint8Array([3])]),
    ).rejects.toMatchObject({ code: "23505", constraint: "doc_pkey" });

    const { rows } = await runner.run("SELECT count(*)::int AS n FROM doc", []);
    expect(rows).toEqual([{ n: 2 }]);
  });

  it("refuses statements once closed", async () => {
    const folder = path.join(dir, "closed");
    const closed = await openPGliteThread(folder);
    await closed.close();
    await expect(closed.run("SELECT 1", [])).rejects.toThrow("the database thread stopped");
  }, 60_000);
});
