/**
 * The collaboration socket's own messages, beside Hocuspocus' sync protocol (docs/api.md,
 * "Live documents"). The server formats them, the web app parses them: one copy of the format.
 */

/** Where the browser opens the socket, on the app's own origin. */
export const COLLAB_PATH = "/collab";

/**
 * Sent as a Hocuspocus stateless message to every connection of a document after each store:
 * `snapshot` is the base64 of `Y.encodeSnapshot` of exactly the state written to the database,
 * so a client may show "Saved" once every change it made is contained in it
 * (`Y.snapshotContainsUpdate`). A snapshot, not a state vector, because deletions do not move a
 * state vector: an erase would look saved before it was.
 */
export interface SavedMessage {
  type: "saved";
  snapshot: string;
}

export function formatSavedMessage(snapshot: string): string {
  return JSON.stringify({ type: "saved", snapshot } satisfies SavedMessage);
}

/** The saved message in a stateless payload, or null for anything else. */
export function parseSavedMessage(payload: string): SavedMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { type, snapshot } = value as Record<string, unknown>;
  return type === "saved" && typeof snapshot === "string" ? { type, snapshot } : null;
}

/** Why the server refused a connection, as the provider's `authenticationFailed` reason. */
export const COLLAB_REFUSALS = {
  /** No session, or a revoked or expired one: sign in again. */
  unauthenticated: "unauthenticated",
  /** No such workbench, or one the user cannot see: the same answer for both. */
  notFound: "not-found",
  /** The stored document could not be read; retrying later may work. Nothing was overwritten. */
  loadFailed: "load-failed",
} as const;
