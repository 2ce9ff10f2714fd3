import { parseSavedMessage } from "@contour/core";
import * as Y from "yjs";

/**
 * The header's saving status (issue 5): "Saved" only once the server has written every change
 * made in this tab to the database, as its saved messages prove (docs/api.md, "Saved"), and
 * every change this device kept while offline (restored from its local copy) too. Pure logic: the
 * screen feeds it the provider's events (`trackSaveStatus` does) and shows the text.
 */
export type SaveStatus = "saving" | "saved" | "offline";

export const SAVE_STATUS_TEXT: Record<SaveStatus, string> = {
  saving: "Saving…",
  saved: "Saved",
  offline: "Offline",
};

export type ConnectionStatus = "connecting" | "connected" | "disconnected";

export interface SaveTracker {
  readonly status: SaveStatus;
  /**
   * A change made here, or restored from this device's local copy: a document update whose
   * origin is not the provider.
   */
  handleLocalUpdate(update: Uint8Array): void;
  /** The local copy is loaded (or there is none): its changes have reached the tracker. */
  handleRestored(): void;
  /**
   * The server's word on this connection's rights. A read-only connection's changes are dropped
   * by the server and can never be saved, so they are no longer waited for.
   */
  handleReadOnly(readOnly: boolean): void;
  /** Whether changes made here are not covered by a saved snapshot yet (read-only or not). */
  readonly hasUnsavedChanges: boolean;
  /** A stateless payload from the server; anything but a saved message is ignored. */
  handleStateless(payload: string): void;
  /** The provider's socket status. */
  handleConnection(status: ConnectionStatus): void;
  /**
   * Whether the browser has a network (`navigator.onLine`): without one it is "Offline" at once,
   * while an open socket may take half a minute to notice that nothing gets through.
   */
  handleNetwork(online: boolean): void;
  /** The provider's `synced` event: the first sync after (re)connecting is done. */
  handleSynced(synced: boolean): void;
  subscribe(listener: (status: SaveStatus) => void): () => void;
}

function decodeBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export function createSaveTracker(): SaveTracker {
  /** Local changes no saved snapshot has covered yet, oldest first. */
  let pending: Uint8Array[] = [];
  /**
   * What the server last said it stored. The local copy may load after it arrived, with changes
   * the server already has; no later message would come to clear them.
   */
  let lastSaved: Y.Snapshot | null = null;
  let connection: ConnectionStatus = "connecting";
  let online = true;
  let everConnected = false;
  let synced = false;
  let restored = false;
  let readOnly = false;
  const listeners = new Set<(status: SaveStatus) => void>();

  function computeStatus(): SaveStatus {
    if (!online) return "offline";
    // The first connection of the page is "Saving…" (loading); a lost one is "Offline".
    if (connection !== "connected") {
      return everConnected || connection === "disconnected" ? "offline" : "saving";
    }
    const waiting = readOnly ? 0 : pending.length;
    return synced && restored && waiting === 0 ? "saved" : "saving";
  }

  let status = computeStatus();
  function update(): void {
    const next = computeStatus();
    if (next === status) return;
    status = next;
    for (const listener of listeners) listener(status);
  }

  return {
    get status() {
      return status;
    },
    handleLocalUpdate(change) {
      if (lastSaved && Y.snapshotContainsUpdate(lastSaved, change)) return;
      pending.push(change);
      update();
    },
    handleRestored() {
      restored = true;
      update();
    },
    get hasUnsavedChanges() {
      return pending.length > 0;
    },
    handleReadOnly(next) {
      readOnly = next;
      update();
    },
    handleStateless(payload) {
      const saved = parseSavedMessage(payload);
      if (!saved) return;
      let snapshot: Y.Snapshot;
      try {
        snapshot = Y.decodeSnapshot(decodeBase64(saved.snapshot));
      } catch {
        return;
      }
      // A snapshot, not a state vector: it also tells whether a deletion was stored.
      lastSaved = snapshot;
      pending = pending.filter((change) => !Y.snapshotContainsUpdate(snapshot, change));
      update();
    },
    handleConnection(next) {
      connection = next;
      if (next === "connected") everConnected = true;
      else synced = false;
      update();
    },
    handleNetwork(next) {
      online = next;
      update();
    },
    handleSynced(next) {
      synced = next;
      update();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

type ProviderEvent = { status?: ConnectionStatus; state?: boolean; payload?: string };

/** What `trackSaveStatus` needs of a HocuspocusProvider. */
export interface SaveStatusSource {
  document: Y.Doc;
  on(event: string, listener: (event: ProviderEvent) => void): unknown;
  off(event: string, listener: (event: ProviderEvent) => void): unknown;
}

/**
 * Feeds a tracker from a provider, its document and the browser's network events; call before the
 * provider connects. Returns the tracker and a function that stops listening.
 */
export function trackSaveStatus(provider: SaveStatusSource): {
  tracker: SaveTracker;
  stop: () => void;
} {
  const tracker = createSaveTracker();
  const handleUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin !== provider) tracker.handleLocalUpdate(update);
  };
  const handleStatus = (event: ProviderEvent) => {
    if (event.status) tracker.handleConnection(event.status);
  };
  const handleSynced = (event: ProviderEvent) => tracker.handleSynced(event.state ?? true);
  const handleStateless = (event: ProviderEvent) => {
    if (event.payload !== undefined) tracker.handleStateless(event.payload);
  };
  const handleNetwork = () => tracker.handleNetwork(navigator.onLine);
  handleNetwork();
  window.addEventListener("online", handleNetwork);
  window.addEventListener("offline", handleNetwork);
  provider.document.on("update", handleUpdate);
  provider.on("status", handleStatus);
  provider.on("synced", handleSynced);
  provider.on("stateless", handleStateless);
  return {
    tracker,
    stop() {
      window.removeEventListener("online", handleNetwork);
      window.removeEventListener("offline", handleNetwork);
      provider.document.off("update", handleUpdate);
      provider.off("status", handleStatus);
      provider.off("synced", handleSynced);
      provider.off("stateless", handleStateless);
    },
  };
}
