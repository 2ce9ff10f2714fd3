import type { APIRequestContext } from "@playwright/test";

/** The ComfyUI test backend that start-server.mjs starts beside the server, one port up. */
function backendUrl(): string {
  return `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`;
}

/**
 * Marks for a prompt's text: the test backend holds such a render at its first step (progress
 * and preview sent), or before it starts, until it is released. A render asks for this itself,
 * as e2e files running at once share the one test backend.
 */
export const HOLD = "[test:hold]";
export const HANG = "[test:hang]";

/** Lets the held renders whose prompt has `text` go on. */
export async function releaseRenders(request: APIRequestContext, text: string): Promise<void> {
  const response = await request.post(`${backendUrl()}/__test/release`, { data: { text } });
  if (!response.ok()) throw new Error(`the test backend answered ${response.status()}`);
}
