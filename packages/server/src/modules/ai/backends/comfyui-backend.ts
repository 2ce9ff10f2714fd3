import { createHash, randomUUID } from "node:crypto";
import { fillWorkflow } from "../workflows/fill-workflow.js";
import {
  type AiBackend,
  abortFailure,
  type GeneratedImage,
  type GenerationEvents,
  type GenerationRequest,
} from "./ai-backend.js";
import type { BackendConnection } from "./backend-limits.js";
import { type BackendHttp, backendHttp } from "./bounded-http.js";
import {
  cancelPrompt,
  downloadFile,
  outputFiles,
  queuePrompt,
  systemStats,
  uploadImage,
} from "./comfyui-api.js";
import { ComfyUiSocket } from "./comfyui-socket.js";
import { PreviewThrottle } from "./preview-throttle.js";
import { validateOutput } from "./validate-output.js";

/** A ComfyUI server (or a proxy in front of one) as a render backend. */
export function createComfyUiBackend(connection: BackendConnection): AiBackend {
  const http = backendHttp(connection);
  return {
    kind: "comfyui",
    generate: (request, events, signal) => generate(http, request, events, signal),
    async check(signal) {
      try {
        await systemStats(http, signal);
      } catch (error) {
        throw signal.aborted ? abortFailure(signal, false) : error;
      }
    },
  };
}

/**
 * Socket first (so no message about the prompt is missed), then the uploads, the prompt, its
 * execution followed on the socket, and the saved images read through history and `/view`.
 */
async function generate(
  http: BackendHttp,
  request: GenerationRequest,
  events: GenerationEvents,
  signal: AbortSignal,
): Promise<GeneratedImage[]> {
  if (signal.aborted) throw abortFailure(signal, false);
  const clientId = randomUUID();
  const previews = new PreviewThrottle((png) => events.onPreview(png), http.limits);
  let socket: ComfyUiSocket | null = null;
  let promptId: string | null = null;
  let started = false;
  try {
    socket = await ComfyUiSocket.open(http, clientId, signal);
    // Named by content: ComfyUI has no API to delete inputs, so the same sketch rendered again
    // overwrites its file instead of adding one.
    const upload = (png: Uint8Array | null, role: string) =>
      png === null
        ? null
        : uploadImage(http, png, `contour-${role}-${contentName(png)}.png`, signal);
    const uploads = {
      source: await upload(request.source, "source"),
      mask: await upload(request.mask, "mask"),
    };
    const filled = fillWorkflow(request, uploads);
    promptId = await queuePrompt(http, filled.workflow, clientId, signal);
    await socket.follow(
      promptId,
      {
        onStart: () => {
          started = true;
        },
        onProgress: (value, max) => events.onProgress(value, max),
        onPreview: (bytes) => previews.push(bytes),
      },
      signal,
    );
    await previews.flush();
    const files = await outputFiles(http, promptId, filled.outputNode, request.count, signal);
    const images: GeneratedImage[] = [];
    for (const file of files) {
      images.push(await validateOutput(await downloadFile(http, file, signal), http.limits));
    }
    return images;
  } catch (error) {
    if (!signal.aborted) throw error;
    if (promptId !== null) await cancelPrompt(http, promptId, started);
    throw abortFailure(signal, promptId !== null);
  } finally {
    previews.stop();
    socket?.close();
  }
}

function contentName(png: Uint8Array): string {
  return createHash("sha256").update(png).digest("hex").slice(0, 32);
}
