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

/**
 * The user's rights on the workbench changed while connected (a role changed, a team archived or
 * un-archived): from now on the server applies their updates only when `readOnly` is false.
 */
export interface AccessMessage {
  type: "access";
  readOnly: boolean;
}

/** The workbench's own fields (its name, its folder) changed: a client re-reads them. */
export interface WorkbenchChangedMessage {
  type: "workbench-changed";
}

/** The workbench's AI requests changed (one queued, ran, progressed, finished): re-read them. */
export interface GenerationsChangedMessage {
  type: "generations-changed";
}

/** The workbench's comments changed (a thread opened, a reply, an edit, a resolve): re-read them. */
export interface CommentsChangedMessage {
  type: "comments-changed";
}

/** The workbench's version history changed (a version saved, named or deleted): re-read it. */
export interface VersionsChangedMessage {
  type: "versions-changed";
}

/** Every stateless message the server sends on /collab. Clients may not send any of them. */
export type ServerNotice =
  | SavedMessage
  | AccessMessage
  | WorkbenchChangedMessage
  | GenerationsChangedMessage
  | CommentsChangedMessage
  | VersionsChangedMessage;

export function formatServerNotice(notice: ServerNotice): string {
  return JSON.stringify(notice);
}

export function formatSavedMessage(snapshot: string): string {
  return formatServerNotice({ type: "saved", snapshot });
}

/** The server's notice in a stateless payload, or null for anything malformed. */
export function parseServerNotice(payload: string): ServerNotice | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const fields = value as Record<string, unknown>;
  switch (fields.type) {
    case "saved":
      return typeof fields.snapshot === "string"
        ? { type: "saved", snapshot: fields.snapshot }
        : null;
    case "access":
      return typeof fields.readOnly === "boolean"
        ? { type: "access", readOnly: fields.readOnly }
        : null;
    case "workbench-changed":
      return { type: "workbench-changed" };
    case "generations-changed":
      return { type: "generations-changed" };
    case "comments-changed":
      return { type: "comments-changed" };
    case "versions-changed":
      return { type: "versions-changed" };
    default:
      return null;
  }
}

/** The saved message in a stateless payload, or null for anything else. */
export function parseSavedMessage(payload: string): SavedMessage | null {
  const notice = parseServerNotice(payload);
  return notice?.type === "saved" ? notice : null;
}

/**
 * Why the server refused a connection (the provider's `authenticationFailed` reason), or closed
 * an open one (the reason of the provider's `close` event).
 */
export const COLLAB_REFUSALS = {
  /** No session, or a revoked or expired one: sign in again. */
  unauthenticated: "unauthenticated",
  /** No such workbench, or one the user cannot see: the same answer for both. */
  notFound: "not-found",
  /** The stored document could not be read; retrying later may work. Nothing was overwritten. */
  loadFailed: "load-failed",
  /**
   * Sent when closing an open connection: the user can no longer see the workbench (removed from
   * the workspace or the team, the file deleted or moved out of their reach).
   */
  accessRevoked: "access-revoked",
  /**
   * A share link's connection (docs/api.md, "Share links") ended: the link was revoked, it
   * expired, or link sharing was switched off in the workspace or the deployment.
   */
  linkEnded: "link-ended",
  /**
   * Sent when closing a connection whose update was refused, nothing of it applied: the document
   * would pass its size limit (docs/security.md, "Live documents and sockets").
   */
  documentFull: "document-full",
  /** …or the single update was over the limit of one update. */
  updateTooLarge: "update-too-large",
  /** …or the update held something the workbench document never holds (validateUpdate). */
  updateInvalid: "update-invalid",
  /** The user (a refusal when connecting) or the address has as many sockets open as allowed. */
  tooManySockets: "too-many-sockets",
  /** The reason a socket is closed with when it has not authenticated a document in time. */
  authenticationTimeout: "authentication-timeout",
} as const;

/** The refusals of an update: the client's last change was not applied and must be dropped. */
export const UPDATE_REFUSALS: ReadonlySet<string> = new Set([
  COLLAB_REFUSALS.documentFull,
  COLLAB_REFUSALS.updateTooLarge,
  COLLAB_REFUSALS.updateInvalid,
]);

/** A close's reason and the limit it names, as `formatCollabClose` wrote them. */
export interface CollabClose {
  reason: string;
  /** The limit that was passed, in bytes (document-full, update-too-large); null otherwise. */
  limitBytes: number | null;
}

/** A close reason that names a limit: `document-full:33554432`, so the client can say it. */
export function formatCollabClose(reason: string, limitBytes?: number): string {
  return limitBytes === undefined ? reason : `${reason}:${limitBytes}`;
}

export function parseCollabClose(text: string): CollabClose {
  const match = /^([a-z-]+):(\d+)$/.exec(text);
  return match
    ? { reason: match[1] ?? text, limitBytes: Number(match[2]) }
    : { reason: text, limitBytes: null };
}
