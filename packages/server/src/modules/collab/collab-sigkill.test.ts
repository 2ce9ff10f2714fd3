import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { runDurability } from "../../test/durability-run.js";
import { type DurabilitySetup, setUpDurabilityRun } from "../../test/durability-setup.js";

// The server runs as a child process (from source), so that it can die by SIGKILL: no shutdown
// hook, no last store. Its database is the suite's kind: Postgres with DATABASE_URL, else PGlite.
let setup: DurabilitySetup | undefined;

beforeAll(async () => {
  const serverUrl = process.env.DATABASE_URL ?? null;
  const templateFile = inject("pgliteTemplate");
  setup = await setUpDurabilityRun({
    kind: serverUrl ? "postgres" : "pglite",
    entry: "source",
    serverUrl,
    pgliteTemplate: templateFile ? new Blob([await readFile(templateFile)]) : null,
  });
});

afterAll(async () => {
  await setup?.tearDown();
});

it("keeps every stroke a client saw saved through SIGKILLs of the server", async () => {
  if (!setup) throw new Error("no server");
  const report = await runDurability({
    ...setup,
    bots: 3,
    strokesPerSecond: 5,
    kills: 3,
    gapMs: [500, 2000],
    samples: 16,
    burst: 5,
    settleTimeoutMs: 20_000,
  });

  expect(report.aborted).toBeNull();
  expect(report.kills).toHaveLength(3);
  // Every kill had something to lose: the first came after the first store.
  expect(report.kills.every((kill) => kill.savedBefore > 0)).toBe(true);
  expect(report.restarts).toBe(4);
  expect(report.checkedRestarts).toBe(report.restarts);
  expect(report.lost).toEqual([]);
  expect(report.unsavedAtEnd).toBe(0);
  expect(report.divergences).toEqual([]);
  expect(report.refusals).toEqual([]);
}, 120_000);
