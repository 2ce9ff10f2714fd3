import type { BackendLimits } from "./backend-limits.js";
import { previewPng } from "./validate-output.js";

/**
 * Passes on at most one preview per `previewIntervalMs`, scaled down and encoded as PNG. Frames
 * that come while one is converting or too soon after the last are dropped: a preview is only a
 * glimpse, and converting each of a fast backend's frames would cost more than the render shows.
 */
export class PreviewThrottle {
  private lastAt = Number.NEGATIVE_INFINITY;
  private converting: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly deliver: (png: Uint8Array) => void,
    private readonly limits: BackendLimits,
  ) {}

  push(bytes: Uint8Array): void {
    const now = performance.now();
    if (this.stopped || this.converting !== null) return;
    if (now - this.lastAt < this.limits.previewIntervalMs) return;
    this.lastAt = now;
    this.converting = previewPng(bytes, this.limits, this.limits.previewMaxSide)
      .then((png) => {
        if (png !== null && !this.stopped) this.deliver(png);
      })
      // A preview that fails to convert, or a caller's callback that throws, costs one preview.
      .catch(() => {})
      .finally(() => {
        this.converting = null;
      });
  }

  /** Waits for the preview being converted, so it reaches the caller before the result. */
  async flush(): Promise<void> {
    await this.converting;
  }

  stop(): void {
    this.stopped = true;
  }
}
