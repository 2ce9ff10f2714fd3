import type { Workflow } from "../workflows/workflow.js";
import { BackendError, backendMessages, trimDetail } from "./ai-backend.js";
import {
  type BackendHttp,
  boundedRequest,
  ensureOk,
  isRecord,
  parseJson,
  requireString,
} from "./bounded-http.js";

/** A file ComfyUI wrote, as its history and `/view` name it. */
export interface ComfyFile {
  filename: string;
  subfolder: string;
  type: string;
}

/** Uploads a PNG as an input image; returns the name LoadImage takes. */
export async function uploadImage(
  http: BackendHttp,
  png: Uint8Array,
  name: string,
  signal: AbortSignal,
): Promise<string> {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), name);
  form.append("type", "input");
  form.append("overwrite", "true");
  const response = ensureOk(
    await boundedRequest(http, "upload/image", { method: "POST", body: form }, limit(http), signal),
  );
  const answer = parseJson(response.body);
  if (!isRecord(answer)) throw new BackendError(backendMessages.unreadable, false);
  const stored = requireString(answer, "name");
  const subfolder = typeof answer.subfolder === "string" ? answer.subfolder : "";
  return subfolder.length > 0 ? `${subfolder}/${stored}` : stored;
}

/** Queues the prompt; returns its id. A workflow ComfyUI refuses is a non-transient error. */
export async function queuePrompt(
  http: BackendHttp,
  workflow: Workflow,
  clientId: string,
  signal: AbortSignal,
): Promise<string> {
  const json = { prompt: workflow, client_id: clientId };
  const response = await boundedRequest(
    http,
    "prompt",
    { method: "POST", json },
    limit(http),
    signal,
  );
  if (response.status === 400) {
    throw new BackendError(backendMessages.refused(refusal(parseJson(response.body))), false);
  }
  const answer = parseJson(ensureOk(response).body);
  if (!isRecord(answer)) throw new BackendError(backendMessages.unreadable, false);
  if (isRecord(answer.node_errors) && Object.keys(answer.node_errors).length > 0) {
    throw new BackendError(backendMessages.refused(refusal(answer)), false);
  }
  return requireString(answer, "prompt_id");
}

/** The first node error's message and details, else the prompt error's message. */
function refusal(answer: unknown): string {
  if (!isRecord(answer)) return trimDetail("");
  if (isRecord(answer.node_errors)) {
    for (const node of Object.values(answer.node_errors)) {
      const first = isRecord(node) && Array.isArray(node.errors) ? node.errors[0] : undefined;
      if (isRecord(first) && typeof first.message === "string") {
        const details = typeof first.details === "string" ? first.details : "";
        return trimDetail(details.length > 0 ? `${first.message}: ${details}` : first.message);
      }
    }
  }
  const error = answer.error;
  if (isRecord(error) && typeof error.message === "string") return trimDetail(error.message);
  return trimDetail(typeof error === "string" ? error : "");
}

/** The images the output node saved, at most `count`. */
export async function outputFiles(
  http: BackendHttp,
  promptId: string,
  outputNode: string,
  count: number,
  signal: AbortSignal,
): Promise<ComfyFile[]> {
  const path = `history/${encodeURIComponent(promptId)}`;
  const response = ensureOk(
    await boundedRequest(http, path, { method: "GET" }, limit(http), signal),
  );
  const history = parseJson(response.body);
  const entry = isRecord(history) ? history[promptId] : undefined;
  const outputs =
    isRecord(entry) && isRecord(entry.outputs) ? entry.outputs[outputNode] : undefined;
  const images = isRecord(outputs) && Array.isArray(outputs.images) ? outputs.images : [];
  const files = images.slice(0, count).map((image): ComfyFile => {
    if (!isRecord(image)) throw new BackendError(backendMessages.unreadable, false);
    return {
      filename: requireString(image, "filename"),
      subfolder: requireString(image, "subfolder"),
      type: requireString(image, "type"),
    };
  });
  if (files.length === 0) throw new BackendError(backendMessages.unreadable, false);
  return files;
}

/** One output's bytes, read up to the image byte cap. */
export async function downloadFile(
  http: BackendHttp,
  file: ComfyFile,
  signal: AbortSignal,
): Promise<Uint8Array> {
  const query = new URLSearchParams({ ...file });
  const response = await boundedRequest(
    http,
    `view?${query}`,
    { method: "GET" },
    http.limits.maxImageBytes,
    signal,
  );
  return ensureOk(response).body;
}

/**
 * Stops a prompt: removed from the queue if it waits, interrupted if it runs. ComfyUI's
 * `/interrupt` stops whatever runs (newer versions honour the prompt_id we send), so it is sent
 * only when `/queue` lists our prompt as running, or, when `/queue` does not answer, when the
 * socket saw it start. Best effort, with its own short deadline: the caller has given up already.
 */
export async function cancelPrompt(
  http: BackendHttp,
  promptId: string,
  started: boolean,
): Promise<void> {
  const signal = AbortSignal.timeout(http.limits.connectTimeoutMs);
  const post = (path: string, json: unknown) =>
    boundedRequest(http, path, { method: "POST", json }, limit(http), signal);
  try {
    await post("queue", { delete: [promptId] }).catch(() => null);
    const running = await isRunning(http, promptId, signal).catch(() => started);
    if (running) await post("interrupt", { prompt_id: promptId });
  } catch {
    // The backend will finish the prompt on its own; nothing waits for it.
  }
}

/** Whether `/queue` lists the prompt as running (entries are [number, prompt_id, …]). */
async function isRunning(
  http: BackendHttp,
  promptId: string,
  signal: AbortSignal,
): Promise<boolean> {
  const response = ensureOk(
    await boundedRequest(http, "queue", { method: "GET" }, limit(http), signal),
  );
  const queue = parseJson(response.body);
  if (!isRecord(queue) || !Array.isArray(queue.queue_running)) {
    throw new BackendError(backendMessages.unreadable, false);
  }
  return queue.queue_running.some((entry) => Array.isArray(entry) && entry[1] === promptId);
}

/** `/system_stats`: cheap, and present on every ComfyUI. */
export async function systemStats(http: BackendHttp, signal: AbortSignal): Promise<void> {
  const response = ensureOk(
    await boundedRequest(http, "system_stats", { method: "GET" }, limit(http), signal),
  );
  if (!isRecord(parseJson(response.body))) {
    throw new BackendError(backendMessages.unreadable, false);
  }
}

function limit(http: BackendHttp): number {
  return http.limits.maxJsonBytes;
}
