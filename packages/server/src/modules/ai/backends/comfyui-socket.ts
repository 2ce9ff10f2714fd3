import WebSocket from "ws";
import { BackendError, backendMessages, trimDetail } from "./ai-backend.js";
import { authorization, type BackendHttp, backendUrl, isRecord } from "./bounded-http.js";
import {
  BACKEND_ADDRESS_PRIVATE,
  isPrivateAddressRefusal,
  publicAddressLookup,
} from "./public-address.js";

/** What a prompt's execution tells its follower. */
export interface PromptWatcher {
  onStart(): void;
  onProgress(value: number, max: number): void;
  onPreview(bytes: Uint8Array): void;
}

type SocketMessage =
  | { kind: "json"; type: string; data: Record<string, unknown> }
  | { kind: "preview"; bytes: Uint8Array };

/** ComfyUI's binary event type for a preview image (server.py's BinaryEventTypes). */
const PREVIEW_IMAGE = 1;
/** Messages kept before the prompt id is known (ComfyUI may report before /prompt answers). */
const EARLY_MESSAGES = 256;

/**
 * ComfyUI's `/ws` for one client id: opened before the prompt is queued, so no message about
 * it can be missed, with a cap on each message's size (a larger one closes the socket).
 */
export class ComfyUiSocket {
  private early: SocketMessage[] = [];
  private listener: ((message: SocketMessage) => void) | null = null;
  private closedWith: BackendError | null = null;
  private onClosed: ((error: BackendError) => void) | null = null;

  private constructor(private readonly socket: WebSocket) {
    socket.on("message", (data, isBinary) => this.receive(data, isBinary));
    socket.on("close", () => this.fail(backendMessages.closed, true));
    // ws names a broken frame or a message past maxPayload WS_ERR_*: the backend's answer is at
    // fault and would be again. Other errors are the connection's (reset, gone): transient.
    socket.on("error", (error: Error & { code?: unknown }) => {
      const protocol = typeof error.code === "string" && error.code.startsWith("WS_ERR_");
      this.fail(protocol ? backendMessages.unreadable : backendMessages.closed, !protocol);
    });
  }

  static async open(http: BackendHttp, clientId: string, signal: AbortSignal) {
    const url = backendUrl(http, `ws?clientId=${encodeURIComponent(clientId)}`);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    const socket = new WebSocket(url, {
      headers: authorization(http),
      maxPayload: http.limits.maxMessageBytes,
      handshakeTimeout: http.limits.connectTimeoutMs,
      ...(http.publicOnly ? { lookup: publicAddressLookup } : {}),
    });
    let abort = () => {};
    try {
      await new Promise<void>((resolve, reject) => {
        abort = () => reject(signal.reason);
        signal.addEventListener("abort", abort, { once: true });
        socket.once("open", resolve);
        socket.once("unexpected-response", (_request, response) => {
          reject(upgradeRefusal(response.statusCode ?? 0));
        });
        socket.once("error", (error) =>
          reject(
            isPrivateAddressRefusal(error)
              ? new BackendError(BACKEND_ADDRESS_PRIVATE, false)
              : new BackendError(backendMessages.unreachable, true),
          ),
        );
      });
    } catch (error) {
      socket.terminate();
      throw error;
    } finally {
      signal.removeEventListener("abort", abort);
    }
    return new ComfyUiSocket(socket);
  }

  /**
   * Resolves when the prompt has run to its end; rejects with the node's error, an interruption,
   * the socket closing, or the signal's reason.
   */
  follow(promptId: string, watcher: PromptWatcher, signal: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const finish = (error: unknown) => {
        this.listener = null;
        this.onClosed = null;
        signal.removeEventListener("abort", abort);
        if (error === null) resolve();
        else reject(error);
      };
      const abort = () => finish(signal.reason);
      if (signal.aborted) return abort();
      signal.addEventListener("abort", abort, { once: true });
      this.onClosed = finish;
      // The caller's callbacks run inside the socket's event handler: one that throws must not
      // reach the event loop, so its error is ignored (GenerationEvents says they must not throw).
      const safe: PromptWatcher = {
        onStart: () => ignoreErrors(() => watcher.onStart()),
        onProgress: (value, max) => ignoreErrors(() => watcher.onProgress(value, max)),
        onPreview: (bytes) => ignoreErrors(() => watcher.onPreview(bytes)),
      };
      this.listener = (message) => {
        const outcome = handle(message, promptId, safe);
        if (outcome !== "running") finish(outcome === "done" ? null : outcome);
      };
      for (const message of this.early.splice(0)) this.listener?.(message);
      if (this.listener !== null && this.closedWith !== null) finish(this.closedWith);
    });
  }

  close(): void {
    this.socket.terminate();
  }

  private receive(data: WebSocket.RawData, isBinary: boolean): void {
    const message = parseMessage(data, isBinary);
    if (message === null) return;
    if (this.listener === null) {
      if (this.early.length < EARLY_MESSAGES) this.early.push(message);
      return;
    }
    this.listener(message);
  }

  private fail(text: string, transient: boolean): void {
    this.closedWith ??= new BackendError(text, transient);
    this.onClosed?.(this.closedWith);
  }
}

/** The socket refused as its HTTP status says, the same as an HTTP request's (ensureOk). */
function upgradeRefusal(status: number): BackendError {
  if (status === 401 || status === 403) {
    return new BackendError(backendMessages.failed("it refused Contour's access token."), false);
  }
  const busy = status === 502 || status === 503 || status === 504;
  return new BackendError(busy ? backendMessages.unavailable : backendMessages.unreachable, true);
}

function bytesOf(data: WebSocket.RawData): Buffer {
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.isBuffer(data) ? data : Buffer.from(data);
}

/** A message we use, or null for one we do not (other binary events, unknown shapes). */
function parseMessage(data: WebSocket.RawData, isBinary: boolean): SocketMessage | null {
  const bytes = bytesOf(data);
  if (isBinary) {
    if (bytes.length < 8 || bytes.readUInt32BE(0) !== PREVIEW_IMAGE) return null;
    return { kind: "preview", bytes: bytes.subarray(8) };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString("utf8"));
  } catch {
    return null;
  }
  if (!isRecord(parsed) || typeof parsed.type !== "string" || !isRecord(parsed.data)) return null;
  return { kind: "json", type: parsed.type, data: parsed.data };
}

/** What one message means for our prompt: still running, done, or the error to throw. */
function handle(
  message: SocketMessage,
  promptId: string,
  watcher: PromptWatcher,
): "running" | "done" | BackendError {
  if (message.kind === "preview") {
    watcher.onPreview(message.bytes);
    return "running";
  }
  const { type, data } = message;
  // Older ComfyUI versions send progress without a prompt id; everything else carries one.
  const ours = data.prompt_id === promptId || (type === "progress" && data.prompt_id === undefined);
  if (!ours) return "running";
  switch (type) {
    case "execution_start":
      watcher.onStart();
      return "running";
    case "progress":
      if (isCount(data.value) && isCount(data.max) && data.value <= data.max) {
        watcher.onProgress(data.value, data.max);
      }
      return "running";
    // ComfyUI sends execution_success before it records the prompt's history, and executing
    // with node null after: only the latter means /history has the outputs.
    case "executing":
      return data.node === null ? "done" : "running";
    case "execution_error": {
      const detail = typeof data.exception_message === "string" ? data.exception_message : "";
      return new BackendError(backendMessages.failed(trimDetail(detail)), false);
    }
    case "execution_interrupted":
      return new BackendError(backendMessages.interrupted, false);
    default:
      return "running";
  }
}

function ignoreErrors(call: () => void): void {
  try {
    call();
  } catch {
    // See follow(): a progress report is not worth a crash or a failed render.
  }
}

function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}
