import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import { loadConfig } from "../../config.js";
import { buildWorkbench } from "../../test/file-factories.js";
import {
  finishedGeneration,
  readGenerations,
  START_GENERATION,
  startGeneration,
  uploadSource,
} from "../../test/generation-calls.js";
import { errorOf, useTestServer } from "../../test/server.js";
import { buildWorld, type World } from "../../test/workspace-world.js";

// This server runs its AI jobs: upscale and line art need no backend.
const server = useTestServer({
  ai: { ...loadConfig({}).ai, runJobs: true, pollIntervalMs: 100, leaseMs: 5_000 },
});
let world: World;

beforeAll(async () => {
  world = await buildWorld(server.db);
});

/** A drawing: a dark diagonal stroke on white, 96 x 64. */
const drawing = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="64">
        <rect width="96" height="64" fill="#fff"/>
        <path d="M8 56 L88 8" stroke="#111" stroke-width="6"/>
      </svg>`,
    ),
  )
    .png()
    .toBuffer();

describe("requests the server does on its own CPU", () => {
  test("a 2x upscale of a drawing is a workbench image twice its size, in the history", async () => {
    const workbench = await buildWorkbench(server.db, world.roots.everyone);
    const { token } = world.users.editor;
    const source = await uploadSource(server, workbench.id, token, await drawing());
    const started = await startGeneration(server, token, {
      workbenchId: workbench.id,
      kind: "UPSCALE",
      upscale: 2,
      sourceBlobId: source,
      // Left over in the panel's form: an upscale ignores it, and its request keeps none.
      prompt: "Chrome wheels",
    });
    expect(started).toMatchObject({ kind: "UPSCALE", prompt: "", isOwn: true, canCancel: true });
    expect(started.settings).toMatchObject({ width: 192, height: 128, upscale: 2 });

    // The file's viewer sees it finish, with its image.
    const done = await finishedGeneration(
      server,
      world.users.viewer.token,
      workbench.id,
      started.id,
    );
    expect(done).toMatchObject({ state: "SUCCEEDED", progress: 1, isOwn: false, canDelete: false });
    expect(done.outputs).toHaveLength(1);
    const [output] = done.outputs;
    expect(output).toMatchObject({ width: 192, height: 128 });
    const image = await server.fetch(output?.url ?? "", {
      headers: { authorization: `Bearer ${world.users.viewer.token}` },
    });
    expect(image.status).toBe(200);
    const metadata = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", 192, 128]);
  });

  test("line art of an output is a request of its own, from that output", async () => {
    const workbench = await buildWorkbench(server.db, world.roots.everyone);
    const { token } = world.users.editor;
    const source = await uploadSource(server, workbench.id, token, await drawing());
    const upscaled = await startGeneration(server, token, {
      workbenchId: workbench.id,
      kind: "UPSCALE",
      upscale: 2,
      sourceBlobId: source,
    });
    const done = await finishedGeneration(server, token, workbench.id, upscaled.id);
    const lines = await startGeneration(server, token, {
      workbenchId: workbench.id,
      kind: "LINE_ART",
      sourceOutputId: done.outputs[0]?.id,
    });
    const traced = await finishedGeneration(server, token, workbench.id, lines.id);
    expect(traced.state).toBe("SUCCEEDED");
    expect(traced.outputs[0]).toMatchObject({ width: 192, height: 128 });
    // Newest first.
    const history = await readGenerations(server, token, workbench.id);
    expect(history.map((generation) => generation.id)).toEqual([lines.id, upscaled.id]);
  });

  test("an upscale past 10,000 pixels a side is refused before it starts", async () => {
    const workbench = await buildWorkbench(server.db, world.roots.everyone);
    const { token } = world.users.editor;
    const wide = await sharp({
      create: { width: 2600, height: 10, channels: 3, background: "#fff" },
    })
      .png()
      .toBuffer();
    const source = await uploadSource(server, workbench.id, token, wide);
    const response = await server.gql(
      START_GENERATION,
      { input: { workbenchId: workbench.id, kind: "UPSCALE", upscale: 4, sourceBlobId: source } },
      { token },
    );
    expect(errorOf(response)).toMatchObject({
      code: "BAD_USER_INPUT",
      message: expect.stringContaining("larger than 10,000 pixels a side"),
    });
    expect(await readGenerations(server, token, workbench.id)).toEqual([]);
  });

  test("a source must be an image of the same workbench", async () => {
    const { token } = world.users.editor;
    const first = await buildWorkbench(server.db, world.roots.everyone);
    const second = await buildWorkbench(server.db, world.roots.everyone);
    const source = await uploadSource(server, first.id, token, await drawing());
    for (const sourceBlobId of [source, `${randomUUID()}.png`, "../../etc/passwd"]) {
      const response = await server.gql(
        START_GENERATION,
        { input: { workbenchId: second.id, kind: "LINE_ART", sourceBlobId } },
        { token },
      );
      expect(errorOf(response).code).toBe("NOT_FOUND");
    }
  });
});
