import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, expect, inject, it, vi } from "vitest";
import {
  type ComfyUiTestBackend,
  startComfyUiTestBackend,
} from "../../test/comfyui-backend/comfyui-test-backend.js";
import { buildOrganization, buildUser } from "../../test/factories.js";
import { buildWorkbench, globalRootFolder } from "../../test/file-factories.js";
import {
  GENERATIONS,
  type GenerationResult,
  START_GENERATION,
} from "../../test/generation-calls.js";
import { solidImage } from "../../test/images.js";
import { createScratchDatabase, type ScratchDatabase } from "../../test/scratch-database.js";
import { createServerProcess, freePort, type ServerProcess } from "../../test/server-process.js";

// The server runs as a child process, so that it can die by SIGKILL in the middle of a render:
// no shutdown hook gives its job back. Its database is the suite's kind.
let database: ScratchDatabase | undefined;
let server: ServerProcess | undefined;
let backend: ComfyUiTestBackend | undefined;
let seed: { token: string; workbenchId: string };

beforeAll(async () => {
  const serverUrl = process.env.DATABASE_URL ?? null;
  const templateFile = inject("pgliteTemplate");
  database = await createScratchDatabase(serverUrl ? "postgres" : "pglite", {
    serverUrl,
    pgliteTemplate: templateFile ? new Blob([await readFile(templateFile)]) : null,
  });
  const db = await database.open();
  try {
    const { user, token } = await buildUser(db, { name: "Kill Bot" });
    const organization = await buildOrganization(db, user, { name: "Kills" });
    const workbench = await buildWorkbench(db, await globalRootFolder(db, organization.id));
    seed = { token, workbenchId: workbench.id };
  } finally {
    await db.destroy();
  }
  backend = await startComfyUiTestBackend({ behaviour: "hang", steps: 4, stepDelayMs: 20 });
  server = createServerProcess({
    entry: "source",
    port: await freePort(),
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    env: { COMFYUI_URL: backend.url, AI_LEASE_MS: "1500", AI_POLL_INTERVAL_MS: "100" },
  });
  await server.start();
}, 240_000);

afterAll(async () => {
  await server?.close();
  await backend?.close();
  await database?.drop();
});

async function gql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${server?.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${seed.token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const stateOf = async (id: string) => {
  const { generations } = await gql<{ generations: { nodes: GenerationResult[] } }>(GENERATIONS, {
    workbenchId: seed.workbenchId,
  });
  return generations.nodes.find((generation) => generation.id === id);
};

it("a render running when its server is killed runs again after the restart, and ends", async () => {
  if (!server || !backend) throw new Error("no server");
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(await solidImage("png"))], { type: "image/png" }));
  const upload = await fetch(`${server.url}/api/v1/workbenches/${seed.workbenchId}/images`, {
    method: "POST",
    headers: { authorization: `Bearer ${seed.token}` },
    body: form,
  });
  const { blobId } = (await upload.json()) as { blobId: string };
  const { startGeneration } = await gql<{ startGeneration: GenerationResult }>(START_GENERATION, {
    input: { workbenchId: seed.workbenchId, kind: "RENDER", sourceBlobId: blobId },
  });
  await vi.waitFor(async () => expect((await stateOf(startGeneration.id))?.state).toBe("RUNNING"), {
    timeout: 30_000,
  });
  await vi.waitFor(() => expect(backend?.stats().prompts).toHaveLength(1), { timeout: 30_000 });

  await server.kill();
  backend.setBehaviour("normal");
  await server.start();

  const done = await vi.waitFor(
    async () => {
      const found = await stateOf(startGeneration.id);
      if (found?.state === "QUEUED" || found?.state === "RUNNING") throw new Error(found.state);
      return found;
    },
    { timeout: 60_000, interval: 200 },
  );
  expect(done).toMatchObject({ state: "SUCCEEDED" });
  expect(done?.outputs).toHaveLength(1);
  // The killed server's attempt, then the restarted one's.
  expect(backend.stats().prompts).toHaveLength(2);
}, 180_000);
