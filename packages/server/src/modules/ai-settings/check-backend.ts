import { AI_MESSAGES } from "@contour/core";
import type { AiConfig } from "../../config.js";
import type { Db } from "../../db/connection.js";
import type { AiBackend } from "../ai/backends/ai-backend.js";
import { BackendError, backendMessages } from "../ai/backends/ai-backend.js";
import { readAiSettings } from "./ai-settings-queries.js";
import { backendAddressRefusal } from "./backend-address.js";

/** What "Test connection" tells an Admin. */
export interface BackendCheck {
  ok: boolean;
  message: string;
}

export const BACKEND_ANSWERED = "The render backend answered.";

/** How long a test waits for the backend: a person is looking at a spinner. */
const CHECK_TIMEOUT_MS = 10_000;

/**
 * Asks the backend the workspace's requests would go to (its own, else the deployment's) whether
 * it is there, with the message a render would fail with when it is not.
 */
export async function checkBackend(
  deps: { db: Db; config: AiConfig; backendFor(organizationId: string): Promise<AiBackend | null> },
  organizationId: string,
): Promise<BackendCheck> {
  const backend = await deps.backendFor(organizationId);
  if (!backend) {
    const { backendUrl } = await readAiSettings(deps.db, organizationId);
    const refusal = backendUrl
      ? await backendAddressRefusal(backendUrl, deps.config.allowPrivateBackends)
      : null;
    return { ok: false, message: refusal ?? AI_MESSAGES.noBackend };
  }
  try {
    await backend.check(AbortSignal.timeout(CHECK_TIMEOUT_MS));
    return { ok: true, message: BACKEND_ANSWERED };
  } catch (error) {
    if (error instanceof BackendError) return { ok: false, message: error.message };
    return { ok: false, message: backendMessages.unreachable };
  }
}
