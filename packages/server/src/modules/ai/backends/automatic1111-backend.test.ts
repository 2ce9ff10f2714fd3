import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type Automatic1111TestBackend,
  startAutomatic1111TestBackend,
} from "../../../test/comfyui-backend/automatic1111-test-backend.js";
import {
  buildGenerationRequest,
  closedPort,
  failure,
  leftHalfMask,
  never,
  pngAt,
  quietEvents,
  sketchPng,
} from "../../../test/comfyui-backend/generation-requests.js";
import { decoded } from "../../../test/images.js";
import { type AiBackend, BackendError, backendMessages } from "./ai-backend.js";
import { createAutomatic1111Backend } from "./automatic1111-backend.js";

let server: Automatic1111TestBackend;
let backend: AiBackend;

beforeAll(async () => {
  server = await startAutomatic1111TestBackend({ steps: 5, stepDelayMs: 15 });
  backend = createAutomatic1111Backend({
    url: server.url,
    token: null,
    limits: { pollIntervalMs: 5 },
  });
});
afterAll(() => server.close());
beforeEach(() => server.setBehaviour("normal"));

describe("Automatic1111 backend", () => {
  it("renders a sketch through ControlNet, with progress and a preview, dropping the detected map", async () => {
    const source = await sketchPng(48, 32);
    const request = buildGenerationRequest({
      kind: "sketch-to-render",
      source,
      count: 2,
      width: 64,
      height: 40,
    });
    const progress: number[] = [];
    const previews: Uint8Array[] = [];
    const events = {
      onProgress: (step: number) => progress.push(step),
      onPreview: (png: Uint8Array) => previews.push(png),
    };
    const images = await backend.generate(request, events, never());
    expect(images).toMatchObject([
      { width: 64, height: 40 },
      { width: 64, height: 40 },
    ]);
    expect(Buffer.compare(pngAt(images, 0), pngAt(images, 1))).not.toBe(0);
    expect(progress.length).toBeGreaterThanOrEqual(1);
    expect(previews.length).toBeGreaterThanOrEqual(1);
    expect((await decoded(previews[0] ?? new Uint8Array())).format).toBe("png");
    const sent = server.stats().renders.at(-1);
    expect(sent?.endpoint).toBe("/sdapi/v1/txt2img");
    expect(sent?.body).toMatchObject({
      seed: 42,
      batch_size: 2,
      sampler_name: "Euler",
      prompt: "a red sports car, studio lighting",
      alwayson_scripts: {
        controlnet: { args: [{ module: "invert", model: "lineart.safetensors", weight: 0.7 }] },
      },
    });

    const again = await backend.generate(request, quietEvents, never());
    expect(again.map((image) => Buffer.from(image.png))).toEqual(
      images.map((image) => Buffer.from(image.png)),
    );
    const reseeded = await backend.generate({ ...request, seed: 7 }, quietEvents, never());
    expect(Buffer.compare(pngAt(reseeded, 0), pngAt(images, 0))).not.toBe(0);
  });

  it("inpaints only the masked region and renders text alone", async () => {
    const source = await sketchPng();
    const request = buildGenerationRequest({
      kind: "inpaint",
      source,
      mask: await leftHalfMask(),
      denoise: 0.8,
    });
    const images = await backend.generate(request, quietEvents, never());
    expect(server.stats().renders.at(-1)?.body).toMatchObject({
      denoising_strength: 0.8,
      inpainting_fill: 1,
    });
    const before = await decoded(source);
    const after = await decoded(pngAt(images, 0));
    let changedLeft = 0;
    let changedRight = 0;
    for (let i = 0; i < 64 * 64; i++) {
      const differs = [0, 1, 2].some((c) => before.rgba[i * 4 + c] !== after.rgba[i * 4 + c]);
      if (differs && i % 64 < 32) changedLeft++;
      if (differs && i % 64 >= 32) changedRight++;
    }
    expect([changedLeft, changedRight]).toEqual([32 * 64, 0]);
    const text = await backend.generate(
      buildGenerationRequest({ width: 32, height: 48 }),
      quietEvents,
      never(),
    );
    expect(text).toMatchObject([{ width: 32, height: 48 }]);
  });

  it("refuses background removal without calling the WebUI", async () => {
    const renders = server.stats().renders.length;
    const request = buildGenerationRequest({
      kind: "remove-background",
      source: await sketchPng(),
    });
    const error = await failure(backend.generate(request, quietEvents, never()));
    expect(error).toEqual(new BackendError(backendMessages.noBackgroundRemoval, false));
    expect(server.stats().renders).toHaveLength(renders);
  });

  it("interrupts the WebUI and throws an AbortError when the caller aborts", async () => {
    server.setBehaviour("hang");
    const { interrupts, renders } = server.stats();
    const controller = new AbortController();
    const render = backend.generate(buildGenerationRequest(), quietEvents, controller.signal);
    await vi.waitFor(() => expect(server.stats().renders).toHaveLength(renders.length + 1));
    controller.abort();
    expect(await failure(render)).toMatchObject({ name: "AbortError" });
    expect(server.stats().interrupts).toBe(interrupts + 1);
    await vi.waitFor(() => expect(server.stats().renders.at(-1)?.outcome).toBe("interrupted"));
  });

  it("fails in time on a hanging WebUI", async () => {
    server.setBehaviour("hang");
    const error = await failure(
      backend.generate(buildGenerationRequest(), quietEvents, AbortSignal.timeout(300)),
    );
    expect(error).toEqual(new BackendError(backendMessages.tooSlow, false));
  });

  it("says a WebUI that is down cannot be reached, a transient failure", async () => {
    const down = createAutomatic1111Backend({
      url: `http://127.0.0.1:${await closedPort()}`,
      token: null,
    });
    const error = await failure(down.generate(buildGenerationRequest(), quietEvents, never()));
    expect(error).toEqual(new BackendError(backendMessages.unreachable, true));
    await expect(down.check(never())).rejects.toMatchObject({ transient: true });
    await expect(backend.check(never())).resolves.toBeUndefined();
  });

  it("treats 503 answers as transient", async () => {
    server.setBehaviour("flaky", 1);
    const error = await failure(backend.generate(buildGenerationRequest(), quietEvents, never()));
    expect(error).toEqual(new BackendError(backendMessages.unavailable, true));
  });

  it.each(["malformed-image", "huge-image"] as const)("refuses a %s output", async (behaviour) => {
    server.setBehaviour(behaviour);
    const error = await failure(backend.generate(buildGenerationRequest(), quietEvents, never()));
    expect(error).toEqual(new BackendError(backendMessages.unreadable, false));
  });

  it("stops reading an answer at the byte cap", async () => {
    const tiny = createAutomatic1111Backend({
      url: server.url,
      token: null,
      limits: { maxImageBytes: 100 },
    });
    const error = await failure(
      tiny.generate(buildGenerationRequest({ width: 512, height: 512 }), quietEvents, never()),
    );
    expect(error).toEqual(new BackendError(backendMessages.unreadable, false));
  });

  it("reports the WebUI's error and its refusal", async () => {
    server.setBehaviour("node-error");
    expect(await failure(backend.generate(buildGenerationRequest(), quietEvents, never()))).toEqual(
      new BackendError(
        "The render backend failed: CUDA out of memory. Tried to allocate 2.00 GiB",
        false,
      ),
    );
    server.setBehaviour("reject-prompt");
    expect(await failure(backend.generate(buildGenerationRequest(), quietEvents, never()))).toEqual(
      new BackendError(
        "The render backend refused the render: value is not a valid integer",
        false,
      ),
    );
  });
});
