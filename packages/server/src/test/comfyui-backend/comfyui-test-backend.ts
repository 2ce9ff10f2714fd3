import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { WebSocketServer } from "ws";
import { decompressionBomb } from "../images.js";
import { validatePrompt } from "./comfyui-nodes.js";
import { ComfyUiTestSockets } from "./comfyui-test-sockets.js";
import {
  listen,
  readForm,
  readJson,
  sendBytes,
  sendEndless,
  sendJson,
  stop,
} from "./http-helpers.js";
import { type PromptRecord, runTestPrompt, type TestBackendState } from "./test-prompt-run.js";

export type ComfyUiTestBehaviour =
  | "normal"
  | "malformed-image"
  | "huge-image"
  | "endless-image"
  | "node-error"
  | "hang"
  | "hold"
  | "reject-prompt"
  | "flaky";

export interface ComfyUiTestBackendOptions {
  port?: number;
  host?: string;
  /** Steps every KSampler runs (null: what the prompt says). */
  steps?: number | null;
  stepDelayMs?: number;
  behaviour?: ComfyUiTestBehaviour;
  /** Under "flaky", how many requests answer 503 before the backend works. */
  flakyFailures?: number;
  /** When set, every request must carry `Authorization: Bearer <token>`. */
  token?: string | null;
}

export interface ComfyUiTestStats {
  peakConcurrency: number;
  interrupts: number;
  queueDeletes: number;
  uploads: number;
  prompts: PromptRecord[];
}

export interface ComfyUiTestBackend {
  url: string;
  stats(): ComfyUiTestStats;
  setBehaviour(behaviour: ComfyUiTestBehaviour, flakyFailures?: number): void;
  close(): Promise<void>;
}

/**
 * A ComfyUI stand-in that speaks its HTTP and WebSocket protocol (server.py's routes and
 * messages) and runs prompts with deterministic images instead of models. Tests and e2e start it;
 * `POST /__test/behaviour {behaviour, flakyFailures}`, `POST /__test/release {text}` (the
 * prompts with that text, marked to hang or hold, go on) and `GET /__test/stats` steer and
 * observe it.
 * Under "hold", a prompt sends its first step's progress and preview, then waits until the
 * behaviour changes: what a test needs to see a render while it runs, without a race.
 */
export async function startComfyUiTestBackend(
  options: ComfyUiTestBackendOptions = {},
): Promise<ComfyUiTestBackend> {
  const state: TestBackendState = {
    behaviour: options.behaviour ?? "normal",
    flakyLeft: options.flakyFailures ?? 2,
    steps: options.steps ?? null,
    stepDelayMs: options.stepDelayMs ?? 5,
    uploads: new Map(),
    outputs: new Map(),
    prompts: new Map(),
    running: 0,
    stats: { peakConcurrency: 0, interrupts: 0, queueDeletes: 0, uploads: 0, prompts: [] },
    sockets: new ComfyUiTestSockets(),
  };
  const token = options.token ?? null;
  const authorized = (request: IncomingMessage) =>
    token === null || request.headers.authorization === `Bearer ${token}`;
  const flaky = () => state.behaviour === "flaky" && state.flakyLeft-- > 0;

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://test.invalid");
    if (!url.pathname.startsWith("/__test/")) {
      if (!authorized(request)) return sendJson(response, 401, { error: "Unauthorized" });
      if (flaky()) return sendJson(response, 503, { error: "Service Unavailable" });
    }
    route(state, request, response, url).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: String(error) });
    });
  });
  const sockets = new WebSocketServer({ noServer: true });
  server.on("upgrade", (request, socket, head) => {
    const url = new URL(request.url ?? "/", "http://test.invalid");
    const refuse = !authorized(request) ? 401 : flaky() ? 503 : url.pathname !== "/ws" ? 404 : 0;
    if (refuse !== 0) {
      socket.end(`HTTP/1.1 ${refuse} Refused\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => {
      state.sockets.add(url.searchParams.get("clientId") ?? randomUUID(), ws, state.running);
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
      for (const record of state.prompts.values()) record.interrupted = true;
      for (const client of sockets.clients) client.terminate();
      await stop(server);
    },
  };
}

async function route(
  state: TestBackendState,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  const key = `${request.method} ${url.pathname}`;
  if (key === "GET /system_stats") {
    return sendJson(response, 200, {
      system: { os: "test", comfyui_version: "test" },
      devices: [],
    });
  }
  if (key === "POST /upload/image") {
    const form = await readForm(request);
    const image = form.get("image");
    if (!(image instanceof File)) return sendJson(response, 400, { error: "No image" });
    state.uploads.set(image.name, new Uint8Array(await image.arrayBuffer()));
    state.stats.uploads++;
    return sendJson(response, 200, { name: image.name, subfolder: "", type: "input" });
  }
  if (key === "POST /prompt") return queuePrompt(state, await readJson(request), response);
  if (request.method === "GET" && url.pathname.startsWith("/history/")) {
    const id = decodeURIComponent(url.pathname.slice("/history/".length));
    const record = state.prompts.get(id);
    return sendJson(response, 200, record === undefined ? {} : { [id]: record.history });
  }
  if (key === "GET /view") return view(state, url, response);
  if (key === "GET /queue") {
    const running = [...state.prompts.values()].filter((prompt) => prompt.running);
    const entries = running.map((prompt) => [prompt.number, prompt.id, {}, {}, []]);
    return sendJson(response, 200, { queue_running: entries, queue_pending: [] });
  }
  if (key === "POST /interrupt") {
    const body = (await readJson(request)) as { prompt_id?: unknown };
    state.stats.interrupts++;
    for (const record of state.prompts.values()) {
      if (body.prompt_id === undefined || body.prompt_id === record.id) record.interrupted = true;
    }
    return sendJson(response, 200, {});
  }
  if (key === "POST /queue") {
    const body = (await readJson(request)) as { delete?: unknown };
    const ids = Array.isArray(body.delete) ? body.delete : [];
    state.stats.queueDeletes += ids.length;
    return sendJson(response, 200, {});
  }
  if (key === "POST /__test/behaviour") {
    const body = (await readJson(request)) as {
      behaviour?: ComfyUiTestBehaviour;
      flakyFailures?: number;
    };
    state.behaviour = body.behaviour ?? "normal";
    state.flakyLeft = body.flakyFailures ?? 2;
    return sendJson(response, 200, { behaviour: state.behaviour });
  }
  if (key === "POST /__test/release") {
    // Only the prompts with this text: another e2e file's held render stays held.
    const { text } = (await readJson(request)) as { text?: unknown };
    if (typeof text !== "string" || text === "")
      return sendJson(response, 400, { error: "Which prompts? Send their text." });
    const released = state.stats.prompts.filter(({ graph }) =>
      JSON.stringify(graph).includes(text),
    );
    for (const { id } of released) {
      const run = state.prompts.get(id);
      if (run) run.released = true;
    }
    return sendJson(response, 200, { released: released.length });
  }
  if (key === "GET /__test/stats") return sendJson(response, 200, state.stats);
  sendJson(response, 404, { error: "Not found" });
}

function queuePrompt(state: TestBackendState, body: unknown, response: ServerResponse): void {
  const { prompt, client_id } = (body ?? {}) as { prompt?: unknown; client_id?: unknown };
  const errors = validatePrompt(prompt, (name) => state.uploads.has(name));
  if (
    typeof errors === "string" ||
    Object.keys(errors).length > 0 ||
    state.behaviour === "reject-prompt"
  ) {
    const nodeErrors =
      typeof errors === "string" || Object.keys(errors).length === 0
        ? {
            "1": {
              class_type: "CheckpointLoaderSimple",
              errors: [
                {
                  message: "Value not in list",
                  details: "ckpt_name: 'missing.safetensors' not in []",
                },
              ],
            },
          }
        : errors;
    const message =
      errors === "no-outputs" ? "Prompt has no outputs" : "Prompt outputs failed validation";
    sendJson(response, 400, {
      error: { type: "prompt_outputs_failed_validation", message, details: "", extra_info: {} },
      node_errors: nodeErrors,
    });
    return;
  }
  const id = randomUUID();
  const clientId = typeof client_id === "string" ? client_id : "";
  sendJson(response, 200, { prompt_id: id, number: state.prompts.size, node_errors: {} });
  runTestPrompt(state, id, clientId, prompt as Record<string, never>);
}

function view(state: TestBackendState, url: URL, response: ServerResponse): void {
  if (state.behaviour === "malformed-image") {
    sendBytes(response, "image/png", Buffer.from("<html>not an image</html>"));
  } else if (state.behaviour === "huge-image") {
    sendBytes(response, "image/png", decompressionBomb(20_000));
  } else if (state.behaviour === "endless-image") {
    sendEndless(response);
  } else {
    const subfolder = url.searchParams.get("subfolder") ?? "";
    const name = url.searchParams.get("filename") ?? "";
    const bytes = state.outputs.get(subfolder.length > 0 ? `${subfolder}/${name}` : name);
    if (bytes === undefined) sendJson(response, 404, { error: "Not found" });
    else sendBytes(response, "image/png", bytes);
  }
}
