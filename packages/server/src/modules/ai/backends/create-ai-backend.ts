import type { AiBackend } from "./ai-backend.js";
import { createAutomatic1111Backend } from "./automatic1111-backend.js";
import type { BackendConnection } from "./backend-limits.js";
import { createComfyUiBackend } from "./comfyui-backend.js";

export interface AiBackendConfig extends BackendConnection {
  kind: AiBackend["kind"];
}

/** The backend the configuration names. */
export function createAiBackend(config: AiBackendConfig): AiBackend {
  return config.kind === "comfyui"
    ? createComfyUiBackend(config)
    : createAutomatic1111Backend(config);
}
