import type { AiBackend } from "./ai-backend.js";
import { createAutomatic1111Backend } from "./automatic1111-backend.js";
import type { BackendConnection } from "./backend-limits.js";
import { createComfyUiBackend } from "./comfyui-backend.js";

/** A client for a backend's address, of its kind (docs/operations.md, Settings › AI). */
export function createBackend(
  address: BackendConnection & { kind: "comfyui" | "automatic1111" },
): AiBackend {
  return address.kind === "comfyui"
    ? createComfyUiBackend(address)
    : createAutomatic1111Backend(address);
}
