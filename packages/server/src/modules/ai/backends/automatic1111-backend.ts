import {
  type AiBackend,
  abortFailure,
  BackendError,
  backendMessages,
  type GeneratedImage,
  type GenerationEvents,
  type GenerationRequest,
  trimDetail,
} from "./ai-backend.js";
import { automatic1111Call } from "./automatic1111-payload.js";
import type { BackendConnection } from "./backend-limits.js";
import {
  type BackendHttp,
  backendHttp,
  boundedRequest,
  ensureOk,
  isRecord,
  parseJson,
} from "./bounded-http.js";
import { PreviewThrottle } from "./preview-throttle.js";
import { validateOutput } from "./validate-output.js";

/**
 * An Automatic1111 or Forge WebUI started with `--api` as a render backend. Its interrupt stops
 * whatever it runs, so give Contour a WebUI of its own (it runs one render at a time anyway).
 */
export function createAutomatic1111Backend(connection: BackendConnection): AiBackend {
  const http = backendHttp(connection);
  return {
    kind: "automatic1111",
    generate: (request, events, signal) => generate(http, request, events, signal),
    async check(signal) {
      try {
        const path = "sdapi/v1/progress?skip_current_image=true";
        const response = await boundedRequest(
          http,
          path,
          { method: "GET" },
          http.limits.maxJsonBytes,
          signal,
        );
        if (!isRecord(parseJson(ensureOk(response).body))) {
          throw new BackendError(backendMessages.unreadable, false);
        }
      } catch (error) {
        throw signal.aborted ? abortFailure(signal, false) : error;
      }
    },
  };
}

async function generate(
  http: BackendHttp,
  request: GenerationRequest,
  events: GenerationEvents,
  signal: AbortSignal,
): Promise<GeneratedImage[]> {
  if (signal.aborted) throw abortFailure(signal, false);
  const { endpoint, body } = automatic1111Call(request);
  const previews = new PreviewThrottle((png) => events.onPreview(png), http.limits);
  const polling = new AbortController();
  const poll = pollProgress(http, events, previews, AbortSignal.any([signal, polling.signal]));
  // The answer holds every image in base64: a third larger than the images themselves.
  const maxBytes = Math.ceil((http.limits.maxImageBytes * request.count * 4) / 3) + 16 * 1024;
  try {
    const response = await boundedRequest(
      http,
      endpoint,
      { method: "POST", json: body },
      maxBytes,
      signal,
      {
        timeout: false,
      },
    );
    if (response.status === 422 || response.status === 500)
      throw renderFailure(response.status, response.body);
    const answer = parseJson(ensureOk(response).body);
    const encoded = isRecord(answer) && Array.isArray(answer.images) ? answer.images : [];
    // ControlNet appends its detected maps after the batch: only the first `count` are renders.
    const wanted = encoded.slice(0, request.count);
    if (wanted.length === 0) throw new BackendError(backendMessages.unreadable, false);
    polling.abort();
    await poll;
    await previews.flush();
    const images: GeneratedImage[] = [];
    for (const image of wanted) {
      const bytes = typeof image === "string" ? Buffer.from(image, "base64") : null;
      if (bytes === null || bytes.length > http.limits.maxImageBytes) {
        throw new BackendError(backendMessages.unreadable, false);
      }
      images.push(await validateOutput(bytes, http.limits));
    }
    return images;
  } catch (error) {
    if (!signal.aborted) throw error;
    const interrupt = AbortSignal.timeout(http.limits.connectTimeoutMs);
    await boundedRequest(
      http,
      "sdapi/v1/interrupt",
      { method: "POST" },
      http.limits.maxJsonBytes,
      interrupt,
    ).catch(() => {});
    throw abortFailure(signal, true);
  } finally {
    polling.abort();
    previews.stop();
  }
}

/** A refused (422) or failed (500) render, with what the WebUI says about it. */
function renderFailure(status: number, body: Uint8Array): BackendError {
  let answer: unknown = null;
  try {
    answer = parseJson(body);
  } catch {
    // An unreadable error body still says the render failed.
  }
  const field = (key: string): string => {
    const value = isRecord(answer) ? answer[key] : undefined;
    // FastAPI's validation errors: a list of {loc, msg, type}.
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (isRecord(first) && typeof first.msg === "string") return first.msg;
    return typeof first === "string" ? first : "";
  };
  const detail = field("errors") || field("detail") || field("error");
  const text = trimDetail(detail.length > 0 ? detail : `HTTP status ${status}`);
  return new BackendError(
    status === 422 ? backendMessages.refused(text) : backendMessages.failed(text),
    false,
  );
}

/** Reports the WebUI's progress and preview until the render's answer arrives. */
async function pollProgress(
  http: BackendHttp,
  events: GenerationEvents,
  previews: PreviewThrottle,
  signal: AbortSignal,
): Promise<void> {
  let lastStep = -1;
  while (!signal.aborted) {
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, http.limits.pollIntervalMs);
      signal.addEventListener("abort", () => resolve(clearTimeout(timer)), { once: true });
    });
    if (signal.aborted) return;
    try {
      const path = "sdapi/v1/progress?skip_current_image=false";
      const response = await boundedRequest(
        http,
        path,
        { method: "GET" },
        http.limits.maxMessageBytes,
        signal,
      );
      const answer = parseJson(ensureOk(response).body);
      if (!isRecord(answer) || !isRecord(answer.state)) continue;
      const { sampling_step: step, sampling_steps: steps } = answer.state;
      if (isStep(step) && isStep(steps) && steps > 0 && step <= steps && step !== lastStep) {
        lastStep = step;
        events.onProgress(step, steps);
      }
      if (typeof answer.current_image === "string" && answer.current_image.length > 0) {
        previews.push(Buffer.from(answer.current_image, "base64"));
      }
    } catch {
      // Progress is a courtesy: a failed poll leaves the render to its own request.
    }
  }
}

function isStep(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}
