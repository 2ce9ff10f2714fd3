import type { COLLAB_REFUSALS } from "@contour/core";

export type CollabRefusalReason = (typeof COLLAB_REFUSALS)[keyof typeof COLLAB_REFUSALS];

/**
 * Thrown from a Hocuspocus hook to refuse a connection: Hocuspocus sends `reason` to the client
 * as the permission-denied reason, which the provider emits as `authenticationFailed`.
 */
export class CollabRefusal extends Error {
  constructor(readonly reason: CollabRefusalReason) {
    super(`collaboration refused: ${reason}`);
  }
}
