import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type ComfyUiTestBackend,
  startComfyUiTestBackend,
} from "../../../test/comfyui-backend/comfyui-test-backend.js";
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
import type { BackendLimits } from "./backend-limits.js";
import { createComfyUiBackend } from "./comfyui-backend.js";

let server: ComfyUiTestBackend;
let backend: AiBackend;

beforeAll(async () => {
  server = await startComfyUiTestBackend({ steps: 3, stepDelayMs: 2 });
  backend = createComfyUiBackend({ url: server.url, token: null });
});
afterAll(() => server.close());
beforeEach(() => server.setBehaviour("normal"));

function backendWith(limits: Partial<BackendLimits>): AiBackend {
  return createComfyUiBackend({ url: server.url, token: null, limits });
}

describe("ComfyUI backend", () => {
  it("renders a sketch into two images of the requested size, with progress and a preview", async () => {
    const source = await sketchPng(48, 32);
    const request = buildGenerationRequest({
      kind: "sketch-to-render",
      source,
      count: 2,
      width: 64,
      height: 40,
    });
    const progress: [number, number][] = [];
    const previews: Uint8Array[] = [];
    const events = {
      onProgress: (step: number, steps: number) => progress.push([step, steps]),
      onPreview: (png: Uint8Array) => previews.push(png),
    };
    const images = await backend.generate(request, events, never());
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image).toMatchObject({ width: 64, height: 40 });
      expect((await decoded(image.png)).format).toBe("png");
    }
    expect(Buffer.compare(pngAt(images, 0), pngAt(images, 1))).not.toBe(0);
    expect(progress).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    expect(previews.length).toBeGreaterThanOrEqual(1);
    expect((await decoded(previews[0] ?? new Uint8Array())).format).toBe("png");

    const again = await backend.generate(request, quietEvents, never());
    expect(again.map((image) => Buffer.from(image.png))).toEqual(
      images.map((image) => Buffer.from(image.png)),
    );
    const reseeded = await backend.generate({ ...request, seed: 43 }, quietEvents, never());
    expect(Buffer.compare(pngAt(reseeded, 0), pngAt(images, 0))).not.toBe(0);
  });

  it("refines a source below denoise 1 and renders text alone", async () => {
    const source = await sketchPng();
    const refined = await backend.generate(
      buildGenerationRequest({ kind: "sketch-to-render", source, denoise: 0.4, count: 3 }),
      quietEvents,
      never(),
    );
    expect(refined).toHaveLength(3);
    const text = await backend.generate(
      buildGenerationRequest({ width: 32, height: 48 }),
      quietEvents,
      never(),
    );
    expect(text).toMatchObject([{ width: 32, height: 48 }]);
  });

  it("inpaints only the masked region", async () => {
    const source = await sketchPng();
    const request = buildGenerationRequest({
      kind: "inpaint",
      source,
      mask: await leftHalfMask(),
      denoise: 0.8,
    });
    const images = await backend.generate(request, quietEvents, never());
    const before = await decoded(source);
    const after = await decoded(pngAt(images, 0));
    const changedAt = (x: number, y: number) => {
      const at = (y * 64 + x) * 4;
      return [0, 1, 2].some((c) => before.rgba[at + c] !== after.rgba[at + c]);
    };
    let changedLeft = 0;
    let changedRight = 0;
    for (let y = 0; y < 64; y++) {
      for (let x = 0; x < 64; x++) if (changedAt(x, y)) x < 32 ? changedLeft++ : changedRight++;
    }
    expect(changedRight).toBe(0);
    expect(changedLeft).toBe(32 * 64);
  });

  it("removes a background with the RMBG node", async () => {
    const request = buildGenerationRequest({
      kind: "remove-background",
      source: await sketchPng(),
    });
    const images = await backend.generate(request, quietEvents, never());
    const { rgba } = await decoded(pngAt(images, 0));
    expect(rgba[3]).toBe(0);
  });

  it("runs renders at the same time", async () => {
    const parallel = await startComfyUiTestBackend({ behaviour: "hang", stepDelayMs: 1 });
    try {
      const client = createComfyUiBackend({ url: parallel.url, token: null });
      const controller = new AbortController();
      const renders = [1, 2].map((seed) =>
        failure(client.generate(buildGenerationRequest({ seed }), quietEvents, controller.signal)),
      );
      await vi.waitFor(() => {
        const { prompts } = parallel.stats();
        expect(prompts.map((prompt) => prompt.startedAt !== null)).toEqual([true, true]);
      });
      controller.abort();
      await Promise.all(renders);
      expect(parallel.stats().peakConcurrency).toBe(2);
    } finally {
      await parallel.close();
    }
  });

  it("interrupts the prompt and throws an AbortError when the caller aborts", async () => {
    server.setBehaviour("hang");
    const { interrupts, queueDeletes, prompts } = server.stats();
    const controller = new AbortController();
    const events = { onProgress: () => {}, onPreview: () => {} };
    const render = backend.generate(buildGenerationRequest(), events, controller.signal);
    // This test's own prompt, not the last one of an earlier test, has started.
    await vi.waitFor(() => {
      const { prompts: now } = server.stats();
      expect(now).toHaveLength(prompts.length + 1);
      expect(now.at(-1)?.startedAt).not.toBeNull();
    });
    controller.abort();
    const error = await failure(render);
    expect(error).toMatchObject({ name: "AbortError" });
    expect(server.stats().interrupts).toBe(interrupts + 1);
    expect(server.stats().queueDeletes).toBe(queueDeletes + 1);
    await vi.waitFor(() => expect(server.stats().prompts.at(-1)?.outcome).toBe("interrupted"));
  });

  it("fails in time on a hanging backend, after interrupting it", async () => {
    server.setBehaviour("hang");
    const interrupts = server.stats().interrupts;
    const error = await failure(
      backend.generate(buildGenerationRequest(), quietEvents, AbortSignal.timeout(300)),
    );
    expect(error).toEqual(new BackendError(backendMessages.tooSlow, false));
    expect(server.stats().interrupts).toBe(interrupts + 1);
  });

  it("says a backend that is down cannot be reached, a transient failure", async () => {
    const down = createComfyUiBackend({
      url: `http://127.0.0.1:${await closedPort()}`,
      token: null,
    });
    const error = await failure(down.generate(buildGenerationRequest(), quietEvents, never()));
    expect(error).toEqual(new BackendError(backendMessages.unreachable, true));
    expect(error).toMatchObject({ transient: true });
    await expect(down.check(never())).rejects.toMatchObject({ transient: true });
    await expect(backend.check(never())).resolves.toBeUndefined();
  });

  it("treats 503 answers as transient until the backend recovers", async () => {
    server.setBehaviour("flaky", 1);
    const error = await failure(backend.generate(buildGenerationRequest(), quietEvents, never()));
    expect(error).toMatchObject({ transient: true });
    await expect(
      backend.generate(buildGenerationRequest(), quietEvents, never()),
    ).resolves.toHaveLength(1);
  });

  it.each(["malformed-image", "huge-image"] as const)("refuses a %s output", async (behaviour) => {
    server.setBehaviour(behaviour);
    const error = await failure(backend.generate(buildGenerationRequest(), quietEvents, never()));
    expect(error).toEqual(new BackendError(backendMessages.unreadable, false));
    expect(error).toMatchObject({ transient: false });
  });

  it("stops reading an answer at the byte cap", async () => {
    server.setBehaviour("endless-image");
    const capped = backendWith({ maxImageBytes: 1024 * 1024 });
    const error = await failure(capped.generate(buildGenerationRequest(), quietEvents, never()));
    expect(error).toEqual(new BackendError(backendMessages.unreadable, false));
    server.setBehaviour("normal");
    const tiny = backendWith({ maxImageBytes: 100 });
    await expect(
      tiny.generate(buildGenerationRequest(), quietEvents, never()),
    ).rejects.toMatchObject({
      message: backendMessages.unreadable,
    });
  });

  it("closes the socket on a message past the size cap", async () => {
    const small = backendWith({ maxMessageBytes: 200 });
    const error = await failure(small.generate(buildGenerationRequest(), quietEvents, never()));
    expect(error).toEqual(new BackendError(backendMessages.unreadable, false));
  });

  it("ignores event callbacks that throw", async () => {
    const throwing = {
      onProgress: () => {
        throw new Error("progress store down");
      },
      onPreview: () => {
        throw new Error("preview store down");
      },
    };
    await expect(
      backend.generate(buildGenerationRequest(), throwing, never()),
    ).resolves.toHaveLength(1);
  });

  it("reports a node's error message", async () => {
    server.setBehaviour("node-error");
    const error = await failure(backend.generate(buildGenerationRequest(), quietEvents, never()));
    expect(error).toEqual(
      new BackendError(
        "The render backend failed: Error while loading checkpoint: the file is not a valid safetensors file",
        false,
      ),
    );
  });

  it("reports a refused prompt with ComfyUI's node error", async () => {
    server.setBehaviour("reject-prompt");
    const error = await failure(backend.generate(buildGenerationRequest(), quietEvents, never()));
    expect(error).toEqual(
      new BackendError(
        "The render backend refused the render: Value not in list: ckpt_name: 'missing.safetensors' not in []",
        false,
      ),
    );
  });

  it("sends the token on HTTP and WebSocket requests", async () => {
    const guarded = await startComfyUiTestBackend({ steps: 1, stepDelayMs: 1, token: "s3cret" });
    try {
      const withToken = createComfyUiBackend({ url: guarded.url, token: "s3cret" });
      await expect(
        withToken.generate(buildGenerationRequest(), quietEvents, never()),
      ).resolves.toHaveLength(1);
      const without = createComfyUiBackend({ url: guarded.url, token: null });
      await expect(
        without.generate(buildGenerationRequest(), quietEvents, never()),
      ).rejects.toMatchObject({
        transient: false,
      });
    } finally {
      await guarded.close();
    }
  });
});
