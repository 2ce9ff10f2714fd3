import { MESSAGES } from "@contour/core";
import { APP_HEADERS } from "./cookie-session";

/** A refusal of an /api/v1 route: its `{error, code}` body (docs/api.md). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * Calls an /api/v1 route as the signed-in user (the session cookie, and the CSRF header that
 * lets it change something). Resolves with the response when it is
 * a success; rejects with an ApiError carrying the server's words (or "Unknown error"), or with
 * the "server unreachable" text when the request never got an answer.
 */
export async function apiRequest(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(APP_HEADERS)) headers.set(name, value);
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers });
  } catch {
    throw new ApiError(MESSAGES.serverUnreachable, 0, undefined);
  }
  if (response.ok) return response;
  const body = (await response.json().catch(() => ({}))) as { error?: string; code?: string };
  throw new ApiError(body.error ?? MESSAGES.unknownError, response.status, body.code);
}

/** Sends one file as the multipart field "file" and answers the JSON the route returns. */
export async function postFile<T>(url: string, file: Blob): Promise<T> {
  const form = new FormData();
  form.append("file", file);
  const response = await apiRequest(url, { method: "POST", body: form });
  return (await response.json()) as T;
}
