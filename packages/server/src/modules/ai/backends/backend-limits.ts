import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from "@contour/core";

/** What a backend may make Contour spend; every read from a backend stops at these. */
export interface BackendLimits {
  /** Opening the socket or getting a response's headers. */
  connectTimeoutMs: number;
  /** Any one HTTP request, body included (the overall deadline is the caller's signal). */
  requestTimeoutMs: number;
  /** A JSON answer (prompt, history, progress without preview). */
  maxJsonBytes: number;
  /** An image download, or an Automatic1111 answer holding base64 images. */
  maxImageBytes: number;
  /** One WebSocket message, text or binary preview. */
  maxMessageBytes: number;
  maxImageSide: number;
  maxImagePixels: number;
  /** Previews are sent at most this often, scaled to fit this side. */
  previewIntervalMs: number;
  previewMaxSide: number;
  /** Automatic1111 progress polling. */
  pollIntervalMs: number;
}

export const defaultBackendLimits: BackendLimits = {
  connectTimeoutMs: 10_000,
  requestTimeoutMs: 120_000,
  maxJsonBytes: 4 * 1024 * 1024,
  maxImageBytes: 64 * 1024 * 1024,
  maxMessageBytes: 8 * 1024 * 1024,
  maxImageSide: IMAGE_MAX_SIDE,
  maxImagePixels: IMAGE_MAX_PIXELS,
  previewIntervalMs: 500,
  previewMaxSide: 512,
  pollIntervalMs: 750,
};

/** Where a backend lives and how to authenticate to it. */
export interface BackendConnection {
  /** http(s)://host:port, optionally with a path prefix. */
  url: string;
  /** Sent as `Authorization: Bearer` on HTTP and WebSocket requests when set. */
  token: string | null;
  limits?: Partial<BackendLimits>;
  /**
   * Connect only to public addresses (publicAddressLookup): a workspace's own backend, unless
   * AI_ALLOW_PRIVATE_BACKENDS is set.
   */
  publicOnly?: boolean;
}
