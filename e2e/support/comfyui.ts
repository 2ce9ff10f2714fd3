import type { APIRequestContext } from "@playwright/test";

/** The ComfyUI test backend that start-server.mjs starts beside the server, one port up. */
function backendUrl(): string {
  return `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`;
}

/** "hold" keeps each render at its first step (progress and preview sent) until the next change. */
export type ComfyUiBehaviour = "normal" | "hang" | "hold" | "malformed-image" | "node-error";

/** How the test backend answers from now on: every e2e test that renders sets it first. */
export async function setComfyUiBehaviour(
  request: APIRequestContext,
  behaviour: ComfyUiBehaviour,
): Promise<void> {
  const response = await request.post(`${backendUrl()}/__test/behaviour`, { data: { behaviour } });
  if (!response.ok()) throw new Error(`the test backend answered ${response.status()}`);
}
