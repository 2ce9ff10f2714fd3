import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { decompressionBomb } from "../images.js";
import { automatic1111Images, automatic1111Preview } from "./automatic1111-render.js";
import type { ComfyUiTestBackendOptions, ComfyUiTestBehaviour } from "./comfyui-test-backend.js";
import { delay, listen, readJson, sendJson, stop } from "./http-helpers.js";

export interface Automatic1111TestStats {
  peakConcurrency: number;
  interrupts: number;
  renders: {
    endpoint: string;
    body: Record<string, unknown>;
    outcome: "success" | "interrupted";
  }[];
}

export interface Automatic1111TestBackend {
  url: string;
  stats(): Automatic1111TestStats;
  setBehaviour(behaviour: ComfyUiTestBehaviour, flakyFailures?: number): void;
  close(): Promise<void>;
}

interface State {
  behaviour: ComfyUiTestBehaviour;
  flakyLeft: number;
  steps: number | null;
  stepDelayMs: number;
  running: number;
  interrupted: boolean;
  progress: { step: number; steps: number; preview: string | null };
  stats: Automatic1111TestStats;
}

const RENDER_PATHS = new Set(["/sdapi/v1/txt2img", "/sdapi/v1/img2img"]);

/**
 * An Automatic1111 WebUI stand-in: txt2img, img2img, progress with a preview, interrupt, and the
 * ComfyUI test backend's behaviours where the API has them ("node-error" is its 500 with
 * `errors`, "reject-prompt" its 422, "endless-image" is not offered).
 */
export async function startAutomatic1111TestBackend(
  options: ComfyUiTestBackendOptions = {},
): Promise<Automatic1111TestBackend> {
  const state: State = {
    behaviour: options.behaviour ?? "normal",
    flakyLeft: options.flakyFailures ?? 2,
    steps: options.steps ?? null,
    stepDelayMs: options.stepDelayMs ?? 5,
    running: 0,
    interrupted: false,
    progress: { step: 0, steps: 0, preview: null },
    stats: { peakConcurrency: 0, interrupts: 0, renders: [] },
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://test.invalid");
    // "flaky" fails renders only: the client polls progress beside its render, and a poll that
    // arrived first under load took the one 503 a test had asked for.
    const renderCall = request.method === "POST" && RENDER_PATHS.has(url.pathname);
    if (renderCall && state.behaviour === "flaky" && state.flakyLeft-- > 0) {
      sendJson(response, 503, { error: "Service Unavailable" });
      return;
    }
    route(state, request, response, url).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: String(error) });
    });
  });
  const url = await listen(server, options.port, options.host);
  return {
    url,
    stats: () => structuredClone(state.stats),
    setBehaviour(behaviour, flakyFailures = 2) {
      state.behaviour = behaviour;
      state.flakyLeft = flakyFailures;
    },
    async close() {
      state.interrupted = true;
      await stop(server);
    },
  };
}

async function route(
  state: State,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  const key = `${request.method} ${url.pathname}`;
  if (key === "GET /sdapi/v1/progress") {
    const { step, steps, preview } = state.progress;
    sendJson(response, 200, {
      progress: steps === 0 ? 0 : step / steps,
      eta_relative: 0,
      state: {
        skipped: false,
        interrupted: state.interrupted,
        sampling_step: step,
        sampling_steps: steps,
      },
      current_image: url.searchParams.get("skip_current_image") === "true" ? null : preview,
      textinfo: null,
    });
  } else if (key === "POST /sdapi/v1/interrupt") {
    state.stats.interrupts++;
    state.interrupted = true;
    sendJson(response, 200, {});
  } else if (request.method === "POST" && RENDER_PATHS.has(url.pathname)) {
    const body = (await readJson(request)) as Record<string, unknown>;
    await render(state, url.pathname, body, response);
  } else if (key === "POST /__test/behaviour") {
    const body = (await readJson(request)) as {
      behaviour?: ComfyUiTestBehaviour;
      flakyFailures?: number;
    };
    state.behaviour = body.behaviour ?? "normal";
    state.flakyLeft = body.flakyFailures ?? 2;
    sendJson(response, 200, { behaviour: state.behaviour });
  } else if (key === "GET /__test/stats") {
    sendJson(response, 200, state.stats);
  } else {
    sendJson(response, 404, { detail: "Not Found" });
  }
}

async function render(
  state: State,
  endpoint: string,
  body: Record<string, unknown>,
  response: ServerResponse,
): Promise<void> {
  if (state.behaviour === "reject-prompt") {
    const detail = [
      { loc: ["body", "steps"], msg: "value is not a valid integer", type: "type_error.integer" },
    ];
    sendJson(response, 422, { detail });
    return;
  }
  if (state.behaviour === "node-error") {
    const errors = "CUDA out of memory. Tried to allocate 2.00 GiB";
    sendJson(response, 500, { error: "OutOfMemoryError", detail: "", body: "", errors });
    return;
  }
  state.running++;
  state.interrupted = false;
  state.stats.peakConcurrency = Math.max(state.stats.peakConcurrency, state.running);
  const record = { endpoint, body, outcome: "success" as "success" | "interrupted" };
  state.stats.renders.push(record);
  try {
    const steps = state.steps ?? (typeof body.steps === "number" ? body.steps : 20);
    const preview = await automatic1111Preview(String(body.prompt ?? ""));
    for (let step = 1; step <= steps || state.behaviour === "hang"; step++) {
      await delay(state.stepDelayMs);
      // "hold": past the first step (its progress and preview shown) until a test releases it.
      while (state.behaviour === "hold" && step > 1 && !state.interrupted)
        await delay(state.stepDelayMs);
      if (state.interrupted) break;
      state.progress = { step: Math.min(step, steps), steps, preview };
    }
    if (state.interrupted) record.outcome = "interrupted";
    const images = await imagesFor(state.behaviour, body);
    if (!response.destroyed) {
      sendJson(response, 200, {
        images: images.map((png) => png.toString("base64")),
        parameters: {},
        info: "{}",
      });
    }
  } finally {
    state.running--;
    state.progress = { step: 0, steps: 0, preview: null };
  }
}

async function imagesFor(
  behaviour: ComfyUiTestBehaviour,
  body: Record<string, unknown>,
): Promise<Buffer[]> {
  if (behaviour === "malformed-image") return [Buffer.from("<html>not an image</html>")];
  if (behaviour === "huge-image") return [decompressionBomb(20_000)];
  return automatic1111Images(body);
}
