/** What a render asks of a backend; the job handler builds it from the user's request and style. */
export type GenerationKind = "sketch-to-render" | "inpaint" | "text-to-image" | "remove-background";

export interface GenerationStyle {
  checkpoint: string;
  steps: number;
  cfg: number;
  sampler: string;
  scheduler: string;
  controlNet: string;
  promptSuffix: string;
  negativeSuffix: string;
}

export interface GenerationRequest {
  kind: GenerationKind;
  prompt: string;
  negativePrompt: string;
  /** PNG: the sketch or photo; null for text-to-image. */
  source: Uint8Array | null;
  /** PNG of the source's size, white where to repaint (inpaint only). */
  mask: Uint8Array | null;
  /** Output size in pixels, multiples of 8 (the caller checks the limits). */
  width: number;
  height: number;
  /** 0..1: how closely the render follows the drawing (the ControlNet strength). */
  influence: number;
  /** 0..1: 1 renders afresh; below 1 the source is refined (see workflows/README.md). */
  denoise: number;
  /** uint32 */
  seed: number;
  /** 1..4 images. */
  count: number;
  style: GenerationStyle;
}

/** Called while a render runs; they must not throw (an error they throw is ignored). */
export interface GenerationEvents {
  onProgress(step: number, steps: number): void;
  /** A PNG no larger than the backend's preview size. */
  onPreview(png: Uint8Array): void;
}

export interface GeneratedImage {
  /** Re-encoded by Contour: a PNG without metadata. */
  png: Uint8Array;
  width: number;
  height: number;
}

export interface AiBackend {
  readonly kind: "comfyui" | "automatic1111";
  /** Throws BackendError, or an AbortError when `signal` aborts without a TimeoutError reason. */
  generate(
    request: GenerationRequest,
    events: GenerationEvents,
    signal: AbortSignal,
  ): Promise<GeneratedImage[]>;
  /** Resolves when the backend answers; throws BackendError otherwise. */
  check(signal: AbortSignal): Promise<void>;
}

/**
 * A render that failed, with a sentence to show the user. Transient failures (the backend
 * unreachable, restarting or busy before it took the work) are worth retrying; the others
 * (a refused workflow, a node error, an unreadable answer) would fail the same way again.
 */
export class BackendError extends Error {
  override readonly name = "BackendError";
  constructor(
    message: string,
    readonly transient: boolean,
  ) {
    super(message);
  }
}

export const backendMessages = {
  unreachable: "The render backend cannot be reached.",
  unavailable: "The render backend is unavailable at the moment.",
  unreadable: "The render backend sent an answer Contour cannot read.",
  tooSlow: "The render backend did not finish in time.",
  interrupted: "The render backend stopped the render before it finished.",
  closed: "The render backend closed the connection before the render finished.",
  noBackgroundRemoval: "This render backend cannot remove backgrounds.",
  failed: (detail: string) => `The render backend failed: ${detail}`,
  refused: (detail: string) => `The render backend refused the render: ${detail}`,
} as const;

/** A backend's own message, on one line and short enough to show. */
export function trimDetail(text: string, max = 300): string {
  const line = text.replace(/\s+/g, " ").trim();
  const short = line.length > max ? `${line.slice(0, max - 1)}…` : line;
  return short.length > 0 ? short : "no reason given.";
}

/**
 * What to throw once `signal` has aborted: a deadline (a TimeoutError reason) is a failure the
 * user sees, transient only if the backend had not taken the work yet; anything else is the
 * caller cancelling, an AbortError.
 */
export function abortFailure(signal: AbortSignal, accepted: boolean): Error {
  const reason: unknown = signal.reason;
  if (reason instanceof Error && reason.name === "TimeoutError") {
    return new BackendError(backendMessages.tooSlow, !accepted);
  }
  return new DOMException("The render was cancelled.", "AbortError");
}
