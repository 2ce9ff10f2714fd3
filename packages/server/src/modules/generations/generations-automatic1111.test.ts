import { renderSize, renderSizeOf } from "@contour/core";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { loadConfig } from "../../config.js";
import { startAutomatic1111TestBackend } from "../../test/comfyui-backend/automatic1111-test-backend.js";
import { leftHalfMask, sketchPng } from "../../test/comfyui-backend/generation-requests.js";
import { buildWorkbench } from "../../test/file-factories.js";
import {
  finishedGeneration,
  type GenerationResult,
  readGenerations,
  startGeneration,
  uploadSource,
} from "../../test/generation-calls.js";
import { decoded, solidImage } from "../../test/images.js";
import { dataOf, useTestServer } from "../../test/server.js";
import { buildWorld, type World } from "../../test/workspace-world.js";
import { backendMessages } from "../ai/backends/ai-backend.js";

// The deployment's backend is an Automatic1111 WebUI, as AUTOMATIC1111_URL sets it: every
// workspace renders through it with the product's client, unchanged.
const webui = await startAutomatic1111TestBackend({ steps: 4, stepDelayMs: 20 });
afterAll(() => webui.close());
const server = useTestServer({
  ai: {
    ...loadConfig({ AUTOMATIC1111_URL: webui.url }).ai,
    runJobs: true,
    pollIntervalMs: 50,
    leaseMs: 5_000,
  },
});
let world: World;

beforeAll(async () => {
  world = await buildWorld(server.db);
});
beforeEach(() => webui.setBehaviour("normal"));

/** A new file of the workspace with the editor's image uploaded to it, when one is given. */
async function fileWith(image: Uint8Array | null) {
  const workbench = await buildWorkbench(server.db, world.roots.everyone);
  const { token } = world.users.editor;
  const source = image === null ? null : await uploadSource(server, workbench.id, token, image);
  return { token, workbenchId: workbench.id, source };
}

/** Asks as the editor and waits for the request to end. */
async function requestAndWait(image: Uint8Array | null, input: Record<string, unknown>) {
  const { token, workbenchId, source } = await fileWith(image);
  const started = await startGeneration(server, token, {
    workbenchId,
    sourceBlobId: source,
    prompt: "A coupé",
    ...input,
  });
  return finishedGeneration(server, token, workbenchId, started.id);
}

/** A render of a sketch, asked by the editor on a new file; answers it as started. */
async function startSketchRender() {
  const { token, workbenchId, source } = await fileWith(await sketchPng());
  const started = await startGeneration(server, token, {
    workbenchId,
    kind: "RENDER",
    prompt: "A van",
    sourceBlobId: source,
  });
  return { token, workbenchId, started };
}

/** An output's image as the file's viewer downloads it. */
async function download(output: GenerationResult["outputs"][number] | undefined) {
  const response = await server.fetch(output?.url ?? "", {
    headers: { authorization: `Bearer ${world.users.viewer.token}` },
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

const lastCall = () => webui.stats().renders.at(-1);

describe("renders through Automatic1111", () => {
  test("a sketch becomes two images of the size asked, through ControlNet, readable by the file's viewer", async () => {
    const done = await requestAndWait(await sketchPng(96, 64), {
      kind: "RENDER",
      outputs: 2,
      aspect: "4:3",
      seed: 7,
      influence: 60,
    });
    const size = renderSize("4:3");
    expect(done).toMatchObject({ state: "SUCCEEDED", progress: 1, error: null });
    expect(done.outputs.map(({ width, height }) => [width, height])).toEqual([
      [size.width, size.height],
      [size.width, size.height],
    ]);
    // Two renders, not a render and the map ControlNet appends after them.
    const images = await Promise.all(
      done.outputs.map(async (output) => decoded(await download(output))),
    );
    expect(images.map(({ format, width, height }) => [format, width, height])).toEqual([
      ["png", size.width, size.height],
      ["png", size.width, size.height],
    ]);
    const [first, second] = images.map(({ rgba }) => rgba);
    expect(Buffer.compare(first ?? Buffer.alloc(0), second ?? Buffer.alloc(0))).not.toBe(0);
    expect(lastCall()).toMatchObject({
      endpoint: "/sdapi/v1/txt2img",
      body: {
        seed: 7,
        batch_size: 2,
        width: size.width,
        height: size.height,
        alwayson_scripts: { controlnet: { args: [{ module: "invert", weight: 0.6 }] } },
      },
    });
  });

  test("text to image needs no sketch", async () => {
    const done = await requestAndWait(null, { kind: "TEXT_TO_IMAGE", aspect: "16:9" });
    const size = renderSize("16:9");
    expect(done.state).toBe("SUCCEEDED");
    expect(done.outputs).toMatchObject([{ width: size.width, height: size.height }]);
    expect((await decoded(await download(done.outputs[0]))).height).toBe(size.height);
    expect(lastCall()?.endpoint).toBe("/sdapi/v1/txt2img");
    expect(lastCall()?.body).not.toHaveProperty("alwayson_scripts");
    expect(lastCall()?.body).not.toHaveProperty("init_images");
  });

  test("modify repaints inside the mask only", async () => {
    const grey = await solidImage("png", { width: 96, height: 64, color: "#808080" });
    const { token, workbenchId, source } = await fileWith(grey);
    const mask = await uploadSource(server, workbenchId, token, await leftHalfMask(96, 64));
    const started = await startGeneration(server, token, {
      workbenchId,
      kind: "MODIFY",
      prompt: "Chrome wheels",
      sourceBlobId: source,
      maskBlobId: mask,
    });
    const done = await finishedGeneration(server, token, workbenchId, started.id);
    const size = renderSizeOf(96, 64);
    expect(done.state).toBe("SUCCEEDED");
    expect(done.outputs).toMatchObject([{ width: size.width, height: size.height }]);
    expect(lastCall()).toMatchObject({
      endpoint: "/sdapi/v1/img2img",
      body: { init_images: [expect.any(String)], mask: expect.any(String) },
    });
    // The outer quarters, clear of the mask's edge: the left one changed, the right one kept.
    const { rgba, width, height } = await decoded(await download(done.outputs[0]));
    const quarter = Math.floor(width / 4);
    let changedLeft = 0;
    let changedRight = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < quarter; x++) {
        const isGrey = (at: number) => [0, 1, 2].every((c) => rgba[at * 4 + c] === 128);
        if (!isGrey(y * width + x)) changedLeft++;
        if (!isGrey(y * width + width - 1 - x)) changedRight++;
      }
    }
    expect([changedLeft, changedRight]).toEqual([quarter * height, 0]);
  });

  test("shows the WebUI's progress and preview while it renders", async () => {
    webui.setBehaviour("hold");
    const { token, workbenchId, started } = await startSketchRender();
    const running = await vi.waitFor(
      async () => {
        const [seen] = await readGenerations(server, token, workbenchId);
        if (seen?.state !== "RUNNING" || seen.preview === null || seen.progress === 0)
          throw new Error(`still ${seen?.state}, progress ${seen?.progress}`);
        return seen;
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(running.progress).toBe(0.25);
    // The WebUI's 32 px JPEG, as a PNG the browser can show.
    const [prefix, encoded] = (running.preview ?? "").split(",");
    expect(prefix).toBe("data:image/png;base64");
    const preview = await decoded(Buffer.from(encoded ?? "", "base64"));
    expect([preview.format, preview.width]).toEqual(["png", 32]);
    webui.setBehaviour("normal");
    const done = await finishedGeneration(server, token, workbenchId, started.id);
    expect(done).toMatchObject({ state: "SUCCEEDED", progress: 1, preview: null });
  });
});

describe("cancel", () => {
  test("stops the WebUI's render", async () => {
    webui.setBehaviour("hang");
    const { interrupts, renders } = webui.stats();
    const { token, workbenchId, started } = await startSketchRender();
    await vi.waitFor(() => expect(webui.stats().renders).toHaveLength(renders.length + 1), {
      timeout: 30_000,
    });
    dataOf(
      await server.gql(
        `mutation ($id: ID!) { cancelGeneration(input: { id: $id }) { id } }`,
        { id: started.id },
        { token },
      ),
    );
    const done = await finishedGeneration(server, token, workbenchId, started.id);
    expect(done).toMatchObject({ state: "CANCELLED", outputs: [] });
    await vi.waitFor(() => expect(lastCall()?.outcome).toBe("interrupted"));
    expect(webui.stats().interrupts).toBe(interrupts + 1);
  });
});

describe("a WebUI that fails", () => {
  test("an answer whose image Contour cannot read fails the request with a clear error", async () => {
    webui.setBehaviour("malformed-image");
    const done = await requestAndWait(await sketchPng(), { kind: "RENDER" });
    expect(done).toMatchObject({
      state: "FAILED",
      error: backendMessages.unreadable,
      outputs: [],
    });
  });

  test("its own error is the request's, in its words", async () => {
    webui.setBehaviour("node-error");
    const done = await requestAndWait(await sketchPng(), { kind: "RENDER" });
    expect(done).toMatchObject({
      state: "FAILED",
      error: "The render backend failed: CUDA out of memory. Tried to allocate 2.00 GiB",
    });
  });

  test("background removal, which its API lacks, fails with a sentence saying so", async () => {
    const { renders } = webui.stats();
    const done = await requestAndWait(await sketchPng(), { kind: "REMOVE_BACKGROUND" });
    expect(done).toMatchObject({ state: "FAILED", error: backendMessages.noBackgroundRemoval });
    expect(webui.stats().renders).toHaveLength(renders.length);
  });
});
