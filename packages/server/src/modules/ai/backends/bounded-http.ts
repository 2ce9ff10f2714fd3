import { BackendError, backendMessages } from "./ai-backend.js";
import {
  type BackendConnection,
  type BackendLimits,
  defaultBackendLimits,
} from "./backend-limits.js";
import {
  BACKEND_ADDRESS_PRIVATE,
  isPrivateAddressRefusal,
  publicOnlyDispatcher,
} from "./public-address.js";

/** A backend's address, token and limits, resolved once. */
export interface BackendHttp {
  base: URL;
  token: string | null;
  limits: BackendLimits;
  publicOnly: boolean;
}

export interface BoundedResponse {
  status: number;
  body: Uint8Array;
}

export function backendHttp(connection: BackendConnection): BackendHttp {
  const base = new URL(connection.url);
  if (!base.pathname.endsWith("/")) base.pathname = `${base.pathname}/`;
  return {
    base,
    token: connection.token,
    limits: { ...defaultBackendLimits, ...connection.limits },
    publicOnly: connection.publicOnly ?? false,
  };
}

/** The backend's URL for a path of its API ("prompt", "view?…"), under the configured prefix. */
export function backendUrl(http: BackendHttp, path: string): URL {
  return new URL(path.replace(/^\//, ""), http.base);
}

export function authorization(http: BackendHttp): Record<string, string> {
  return http.token === null ? {} : { authorization: `Bearer ${http.token}` };
}

/**
 * One HTTP request whose answer is read up to `maxBytes`: the body streams in and the request is
 * cancelled as soon as it passes the cap, so a backend that sends gigabytes costs `maxBytes`.
 * Network failures and the request's own timeout are transient BackendErrors; the caller's
 * abort is rethrown as is.
 */
export async function boundedRequest(
  http: BackendHttp,
  path: string,
  init: { method: "GET" | "POST"; body?: string | FormData; json?: unknown },
  maxBytes: number,
  signal: AbortSignal,
  options: { timeout: boolean } = { timeout: true },
): Promise<BoundedResponse> {
  // A render request that answers only when done is bounded by the caller's deadline alone.
  const timeout = options.timeout ? AbortSignal.timeout(http.limits.requestTimeoutMs) : null;
  const combined = timeout === null ? signal : AbortSignal.any([signal, timeout]);
  const headers: Record<string, string> = { ...authorization(http) };
  let body = init.body;
  if (init.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(init.json);
  }
  // fetch gets a signal of its own, unlinked once the answer is read: aborting a fetch whose
  // body stream has closed makes undici throw "ReadableStream is already closed" where nothing
  // can catch it, and the job's signal (a cancel, a timeout) may fire long after.
  const request = new AbortController();
  const abortRequest = () => request.abort(combined.reason);
  if (combined.aborted) abortRequest();
  else combined.addEventListener("abort", abortRequest, { once: true });
  try {
    const response = await fetch(backendUrl(http, path), {
      method: init.method,
      headers,
      body: body ?? null,
      signal: request.signal,
      redirect: "error",
      // Node's fetch takes undici's dispatcher, which its RequestInit type does not name.
      ...(http.publicOnly ? { dispatcher: publicOnlyDispatcher() } : {}),
    } as RequestInit);
    const declared = Number(response.headers.get("content-length") ?? "0");
    if (declared > maxBytes) {
      await response.body?.cancel();
      throw new BackendError(backendMessages.unreadable, false);
    }
    return { status: response.status, body: await readCapped(response, maxBytes) };
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    if (error instanceof BackendError) throw error;
    if (timeout?.aborted) throw new BackendError(backendMessages.unavailable, true);
    if (isPrivateAddressRefusal(error)) throw new BackendError(BACKEND_ADDRESS_PRIVATE, false);
    throw new BackendError(backendMessages.unreachable, true);
  } finally {
    combined.removeEventListener("abort", abortRequest);
  }
}

async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  if (response.body === null) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new BackendError(backendMessages.unreadable, false);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

/**
 * The answer when its status is 2xx. A proxy's 502-504 means the backend is restarting or
 * overloaded: transient. Any other status is a failure that a retry would repeat.
 */
export function ensureOk(response: BoundedResponse): BoundedResponse {
  const { status } = response;
  if (status >= 200 && status < 300) return response;
  if (status === 502 || status === 503 || status === 504) {
    throw new BackendError(backendMessages.unavailable, true);
  }
  if (status === 401 || status === 403) {
    throw new BackendError(backendMessages.failed("it refused Contour's access token."), false);
  }
  throw new BackendError(backendMessages.failed(`it answered with HTTP status ${status}.`), false);
}

/** The body as JSON, or a non-transient BackendError: nothing a backend sends is trusted. */
export function parseJson(body: Uint8Array): unknown {
  try {
    return JSON.parse(Buffer.from(body).toString("utf8"));
  } catch {
    throw new BackendError(backendMessages.unreadable, false);
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A string field of a parsed answer, or the unreadable-answer error. */
export function requireString(record: Record<string, unknown>, key: string): string {
  const value = record[key];
  if (typeof value !== "string") throw new BackendError(backendMessages.unreadable, false);
  return value;
}
