import { AI_MESSAGES, renderSize } from "@contour/core";
import sharp from "sharp";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import {
  type ComfyUiTestBackend,
  startComfyUiTestBackend,
} from "../../test/comfyui-backend/comfyui-test-backend.js";
import { buildWorkbench, globalRootFolder } from "../../test/file-factories.js";
import {
  aiJobsConfig,
  finishedGeneration,
  readGenerations,
  START_GENERATION,
  setWorkspaceBackend,
  startGeneration,
  uploadSource,
} from "../../test/generation-calls.js";
import { solidImage } from "../../test/images.js";
import { errorOf, useTestServer } from "../../test/server.js";
import { buildWorld, type World } from "../../test/workspace-world.js";

const server = useTestServer(aiJobsConfig());
let world: World;
let backend: ComfyUiTestBackend | null = null;

beforeAll(async () => {
  world = await buildWorld(server.db);
  await server.db
    .updateTable("organizations")
    .set({ subscription_plan: "ORGANIZATION" })
    .where("id", "=", world.otherOrganization.id)
    .execute();
});

afterEach(async () => {
  await backend?.close();
  backend = null;
});

/** A test backend of its own for the workspace, set by its admin in Settings › AI. */
async function backendFor(
  organizationId: string,
  adminToken: string,
  options: Parameters<typeof startComfyUiTestBackend>[0] = {},
) {
  backend = await startComfyUiTestBackend({ stepDelayMs: 20, steps: 4, ...options });
  await setWorkspaceBackend(server, organizationId, adminToken, backend.url);
  return backend;
}

async function renderRequest(organization: "home" | "away") {
  const home = organization === "home";
  const organizationId = home ? world.organization.id : world.otherOrganization.id;
  const folder = home ? world.roots.everyone : await globalRootFolder(server.db, organizationId);
  const token = home ? world.users.editor.token : world.users.stranger.token;
  const workbench = await buildWorkbench(server.db, folder);
  const source = await uploadSource(server, workbench.id, token, await solidImage("png"));
  return {
    token,
    workbench,
    input: { workbenchId: workbench.id, kind: "RENDER", prompt: "A coupé", sourceBlobId: source },
  };
}

describe("renders through ComfyUI", () => {
  test("two images of the size asked, in the history the file's viewer reads", async () => {
    const comfy = await backendFor(world.organization.id, world.users.admin.token);
    const { token, workbench, input } = await renderRequest("home");
    const started = await startGeneration(server, token, { ...input, outputs: 2, aspect: "4:3" });
    const done = await finishedGeneration(
      server,
      world.users.viewer.token,
      workbench.id,
      started.id,
    );
    const size = renderSize("4:3");
    expect(done).toMatchObject({ state: "SUCCEEDED", progress: 1, error: null });
    expect(done.outputs.map(({ width, height }) => [width, height])).toEqual([
      [size.width, size.height],
      [size.width, size.height],
    ]);
    const image = await server.fetch(done.outputs[1]?.url ?? "", {
      headers: { authorization: `Bearer ${world.users.viewer.token}` },
    });
    const metadata = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width]).toEqual(["png", size.width]);
    expect(comfy.stats().uploads).toBeGreaterThan(0);
  });

  test("a FREE workspace's five requests run one at a time", async () => {
    const comfy = await backendFor(world.organization.id, world.users.admin.token);
    const { token, workbench, input } = await renderRequest("home");
    const ids = [];
    for (let index = 0; index < 5; index++)
      ids.push((await startGeneration(server, token, input)).id);
    for (const id of ids) {
      expect((await finishedGeneration(server, token, workbench.id, id)).state).toBe("SUCCEEDED");
    }
    expect(comfy.stats().prompts).toHaveLength(5);
    expect(comfy.stats().peakConcurrency).toBe(1);
  });

  test("an ORGANIZATION workspace runs four at once, the fifth waits, and cancel stops them", async () => {
    const comfy = await backendFor(world.otherOrganization.id, world.users.stranger.token, {
      behaviour: "hang",
    });
    const { token, workbench, input } = await renderRequest("away");
    const ids = [];
    for (let index = 0; index < 5; index++)
      ids.push((await startGeneration(server, token, input)).id);
    await vi.waitFor(() => expect(comfy.stats().prompts).toHaveLength(4), { timeout: 30_000 });
    const states = await readGenerations(server, token, workbench.id);
    expect(states.filter(({ state }) => state === "RUNNING")).toHaveLength(4);
    expect(states.filter(({ state }) => state === "QUEUED")).toEqual([
      expect.objectContaining({ id: ids[4], queuePosition: 1 }),
    ]);
    // The waiting one first: a running one cancelled first would free its slot for it while
    // the backend still finishes stopping the cancelled prompt.
    for (const id of [...ids].reverse()) {
      await server.gql(
        `mutation ($id: ID!) { cancelGeneration(input: { id: $id }) { id } }`,
        { id },
        { token },
      );
    }
    for (const id of ids) {
      expect((await finishedGeneration(server, token, workbench.id, id)).state).toBe("CANCELLED");
    }
    expect(comfy.stats().peakConcurrency).toBe(4);
    expect(comfy.stats().interrupts + comfy.stats().queueDeletes).toBeGreaterThanOrEqual(4);
  });
});

describe("modify", () => {
  test("repaints inside the mask only, and needs one", async () => {
    await backendFor(world.organization.id, world.users.admin.token);
    const { token, workbench, input } = await renderRequest("home");
    const refused = await server.gql(
      START_GENERATION,
      { input: { ...input, kind: "MODIFY", prompt: "chrome wheels" } },
      { token },
    );
    expect(errorOf(refused)).toMatchObject({
      code: "BAD_USER_INPUT",
      message: AI_MESSAGES.maskRequired,
    });
    const mask = await uploadSource(
      server,
      workbench.id,
      token,
      await sharp({ create: { width: 4, height: 3, channels: 3, background: "#fff" } })
        .png()
        .toBuffer(),
    );
    const started = await startGeneration(server, token, {
      ...input,
      kind: "MODIFY",
      prompt: "chrome wheels",
      maskBlobId: mask,
    });
    const done = await finishedGeneration(server, token, workbench.id, started.id);
    expect(done.state).toBe("SUCCEEDED");
    expect(done.outputs).toHaveLength(1);
  });
});

describe("a backend that fails", () => {
  test("an image Contour cannot read fails the request with a clear error", async () => {
    await backendFor(world.organization.id, world.users.admin.token, {
      behaviour: "malformed-image",
    });
    const { token, workbench, input } = await renderRequest("home");
    const started = await startGeneration(server, token, input);
    const done = await finishedGeneration(server, token, workbench.id, started.id);
    expect(done).toMatchObject({
      state: "FAILED",
      error: "The render backend sent an answer Contour cannot read.",
      outputs: [],
    });
  });

  test("a node's error is the request's, in the backend's words", async () => {
    await backendFor(world.organization.id, world.users.admin.token, { behaviour: "node-error" });
    const { token, workbench, input } = await renderRequest("home");
    const started = await startGeneration(server, token, input);
    const done = await finishedGeneration(server, token, workbench.id, started.id);
    expect(done.state).toBe("FAILED");
    expect(done.error).toMatch(/^The render backend failed: /);
  });

  test("a backend that is down fails the request once its attempts are spent", async () => {
    const down = await backendFor(world.organization.id, world.users.admin.token);
    await down.close();
    backend = null;
    const { token, workbench, input } = await renderRequest("home");
    const started = await startGeneration(server, token, input);
    const done = await finishedGeneration(server, token, workbench.id, started.id);
    expect(done).toMatchObject({
      state: "FAILED",
      error: "The render backend cannot be reached.",
    });
    const job = await server.db
      .selectFrom("jobs")
      .innerJoin("generations", "generations.job_id", "jobs.id")
      .select("jobs.attempts")
      .where("generations.id", "=", started.id)
      .executeTakeFirstOrThrow();
    expect(job.attempts).toBe(3);
  }, 60_000);
});
