import {
  COLLAB_REFUSALS,
  type CollabClose,
  parseCollabClose,
  parseServerNotice,
  UPDATE_REFUSALS,
} from "@contour/core";

export type CollabRefusal = (typeof COLLAB_REFUSALS)[keyof typeof COLLAB_REFUSALS];

/**
 * What the screen knows of the live document besides its content and saving status: whether it
 * may be shown yet, whether it may be changed, or why it was refused or taken away.
 */
export type DocumentState =
  | { phase: "connecting"; readOnly: boolean; synced: boolean; restored: boolean }
  | { phase: "open"; readOnly: boolean }
  | { phase: "refused"; reason: CollabRefusal | string };

/** The provider's and the local copy's events, as the reducer takes them. */
export type DocumentEvent =
  /** The server let the connection in; `readOnly` from its scope. */
  | { type: "authenticated"; readOnly: boolean }
  /** The first sync with the server is done. */
  | { type: "synced" }
  /** The local copy is loaded into the document (or there is none). */
  | { type: "restored" }
  /** A stateless message from the server. */
  | { type: "stateless"; payload: string }
  /** The server refused the connection (`authenticationFailed`). */
  | { type: "refused"; reason: string }
  /** The connection closed; `reason` is the server's when it closed it on purpose. */
  | { type: "closed"; reason: string };

/** What the hook must do besides showing the new state. */
export type DocumentEffect =
  /** Stop connecting; forget the local copy when its changes can never be saved. */
  | { type: "end"; forgetLocalCopy: boolean }
  /** The workbench's own fields changed: read them again from the network. */
  | { type: "reload-workbench" }
  /** The workbench's AI requests changed: read its generation history again. */
  | { type: "reload-generations" }
  /** The workbench's comments changed: read them again. */
  | { type: "reload-comments" }
  /** The workbench's version history changed: read it again. */
  | { type: "reload-versions" }
  /**
   * The connection was made read-only: changes sent meanwhile were refused and stay only here,
   * and later ones would build on them. With unsaved changes, open the server's document afresh.
   */
  | { type: "made-read-only" }
  /**
   * The server refused the last change (too large, the document full, or outside the schema)
   * and closed the connection: tell the user, forget the change and open the server's document.
   */
  | { type: "update-refused"; close: CollabClose };

export const INITIAL_DOCUMENT_STATE: DocumentState = {
  phase: "connecting",
  readOnly: false,
  synced: false,
  restored: false,
};

/** Closes that end the editor; any other close is a dropped connection, and is retried. */
const ENDING_CLOSES: ReadonlySet<string> = new Set([
  COLLAB_REFUSALS.accessRevoked,
  COLLAB_REFUSALS.unauthenticated,
  COLLAB_REFUSALS.notFound,
]);

/** Refusals after which the local copy is of no use: its changes could never be sent. */
const FORGETTING_REFUSALS: ReadonlySet<string> = new Set([
  COLLAB_REFUSALS.accessRevoked,
  COLLAB_REFUSALS.notFound,
]);

function withReadOnly(state: DocumentState, readOnly: boolean): DocumentState {
  return state.phase === "refused" ? state : { ...state, readOnly };
}

/** Opens once the server has synced and the local copy has been merged in, not before. */
function openWhenReady(state: DocumentState): DocumentState {
  if (state.phase !== "connecting" || !state.synced || !state.restored) return state;
  return { phase: "open", readOnly: state.readOnly };
}

function refuse(reason: string): { state: DocumentState; effects: DocumentEffect[] } {
  return {
    state: { phase: "refused", reason },
    effects: [{ type: "end", forgetLocalCopy: FORGETTING_REFUSALS.has(reason) }],
  };
}

/**
 * The document's next state after an event, and what to do about it. A refusal is final: later
 * events (a close that follows it) change nothing.
 */
export function reduceDocument(
  state: DocumentState,
  event: DocumentEvent,
): { state: DocumentState; effects: DocumentEffect[] } {
  if (state.phase === "refused") return { state, effects: [] };
  switch (event.type) {
    case "authenticated":
      return { state: withReadOnly(state, event.readOnly), effects: [] };
    case "synced":
      return {
        state: state.phase === "connecting" ? openWhenReady({ ...state, synced: true }) : state,
        effects: [],
      };
    case "restored":
      return {
        state: state.phase === "connecting" ? openWhenReady({ ...state, restored: true }) : state,
        effects: [],
      };
    case "stateless": {
      const notice = parseServerNotice(event.payload);
      if (notice?.type === "access") {
        const madeReadOnly = notice.readOnly && !state.readOnly;
        return {
          state: withReadOnly(state, notice.readOnly),
          effects: madeReadOnly ? [{ type: "made-read-only" }] : [],
        };
      }
      if (notice?.type === "workbench-changed") {
        return { state, effects: [{ type: "reload-workbench" }] };
      }
      if (notice?.type === "generations-changed") {
        return { state, effects: [{ type: "reload-generations" }] };
      }
      if (notice?.type === "comments-changed") {
        return { state, effects: [{ type: "reload-comments" }] };
      }
      if (notice?.type === "versions-changed") {
        return { state, effects: [{ type: "reload-versions" }] };
      }
      return { state, effects: [] };
    }
    case "refused":
      return refuse(event.reason);
    case "closed": {
      const close = parseCollabClose(event.reason);
      if (UPDATE_REFUSALS.has(close.reason)) {
        return { state, effects: [{ type: "update-refused", close }] };
      }
      return ENDING_CLOSES.has(event.reason) ? refuse(event.reason) : { state, effects: [] };
    }
  }
}
