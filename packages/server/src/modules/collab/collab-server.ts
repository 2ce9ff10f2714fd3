import { COLLAB_REFUSALS, formatSavedMessage, formatServerNotice } from "@contour/core";
import { type Document, Hocuspocus, type onStoreDocumentPayload } from "@hocuspocus/server";
import type { FastifyBaseLogger } from "fastify";
import * as Y from "yjs";
import type { CollabLimits } from "../../config.js";
import type { Db } from "../../db/connection.js";
import type { LinkTokens } from "../links/link-tokens.js";
import {
  authenticateShareLink,
  type ShareLinkContext,
  shareLinkCredentialOf,
} from "../share-links/share-link-socket.js";
import { type AccessWatch, createAccessWatch } from "./access-watch.js";
import {
  authenticateCollab,
  type CollabContext,
  collabContextOf,
  type UpgradeContext,
} from "./authenticate-collab.js";
import { CollabRefusal } from "./collab-refusal.js";
import { createDocumentRelay } from "./document-relay.js";
import {
  compactWorkbenchDocument,
  loadWorkbenchDocument,
  type StoredSize,
} from "./document-store.js";
import type { LiveEvents } from "./live-events.js";
import { createMessageGuard } from "./message-guard.js";
import { storeWorkbenchUpdate } from "./store-document.js";
import type { TurnGate } from "./turn-gate.js";

/**
 * A store runs this long after the last change, so a stroke's burst of updates is one write…
 */
export const STORE_DEBOUNCE_MS = 300;
/** …and at most this long after the first, so someone drawing without pause is saved too. */
export const STORE_MAX_DEBOUNCE_MS = 2000;
/**
 * A store waits up to this long more, at random: documents whose drawing began together (a
 * restart's reconnections, a class starting at the bell) come due together every 2 s, and a
 * hundred stores at once held the sockets for 100–150 ms (P2). Spread, they stay apart.
 */
export const STORE_SPREAD_MS = 400;
/** After a failed store, the next attempt; the document stays in memory until one succeeds. */
export const STORE_RETRY_MS = 2000;
/**
 * When a document's appended updates are merged into its base. Rewriting the base costs its
 * size (merging on the event loop that relays every live update, and writing, which holds
 * PGlite's one connection), so it waits for the last client to leave, once the updates weigh a
 * quarter of the base (at least 64 KiB); while people draw, only once they weigh as much as the
 * base and at least 8 MiB, so a marathon session's log stays bounded. Writes stay under about
 * twice what changed.
 */
export const COMPACT_ON_LEAVE_MIN_BYTES = 64 * 1024;
export const COMPACT_WHILE_OPEN_MIN_BYTES = 8 * 1024 * 1024;

function isDueForCompaction({ baseBytes, appendedBytes }: StoredSize, open: boolean): boolean {
  return open
    ? appendedBytes >= Math.max(baseBytes, COMPACT_WHILE_OPEN_MIN_BYTES)
    : appendedBytes >= Math.max(baseBytes / 4, COMPACT_ON_LEAVE_MIN_BYTES);
}

/**
 * Open connections' rights are re-checked after every mutation that may change them (in any
 * process, through `LiveEvents`), and at least this often for changes no event announces.
 */
export const ACCESS_SWEEP_MS = 30_000;

/** What the server knows of a loaded document besides its content. */
interface DocumentState {
  /** Written by a newer Contour (migrateDocument: "newer"): everyone reads, nothing is stored. */
  frozen: boolean;
  /** The user of the connection whose change came last: the workbench's lastUpdatedBy. */
  lastEditorId: string | null;
  /** The users whose changes came since the last store: the version history's authors. */
  editorIds: Set<string>;
  /** The saved message for what the database holds now, sent to each new connection. */
  savedMessage: string;
  /** What the database held of this document, as this process last wrote or read it. */
  stored: { vector: Uint8Array; snapshot: Y.Snapshot };
  /** The stored document's size as this process knows it (others' appends not counted). */
  size: StoredSize;
  /** The bytes of the updates this process accepted since its last store: not in `size` yet. */
  unstoredBytes: number;
  /** The last store failed: keep the document loaded, retry. */
  retry: NodeJS.Timeout | null;
}

export interface Collab {
  hocuspocus: Hocuspocus;
  watch: AccessWatch;
  /** Closes every connection and waits for the stores they leave behind. */
  close(): Promise<void>;
}

export interface CollabOptions {
  db: Db;
  log: FastifyBaseLogger;
  live: LiveEvents;
  /** Set, the processes with a document open relay its updates and presence through Redis. */
  redisUrl: string | null;
  /**
   * Called after each successful store (the thumbnail job and the version history listen); the
   * users whose changes it held are noted in the database with it, for the next version.
   */
  onStored?: (workbenchId: string) => void;
  /** Stores start one per turn of the event loop, with the server's other background work. */
  turns: TurnGate;
  /** A document's size and one update's (docs/security.md, "Live documents and sockets"). */
  limits: Pick<CollabLimits, "maxDocumentBytes" | "maxUpdateBytes">;
  /** Checks share links' view credentials (modules/share-links). */
  linkTokens: LinkTokens;
}

function savedMessageOf(snapshot: Y.Snapshot): string {
  return formatSavedMessage(Buffer.from(Y.encodeSnapshot(snapshot)).toString("base64"));
}

/** Hocuspocus for workbench documents: the document name is the workbench id (docs/api.md). */
export function createCollab({
  db,
  log,
  live,
  redisUrl,
  onStored,
  turns,
  limits,
  linkTokens,
}: CollabOptions): Collab {
  const states = new Map<string, DocumentState>();
  const inFlight = new Set<Promise<void>>();

  async function storeDocument(payload: onStoreDocumentPayload): Promise<void> {
    const { document, documentName, instance } = payload;
    await new Promise((resolve) => setTimeout(resolve, Math.random() * STORE_SPREAD_MS));
    await turns.next();
    const state = states.get(documentName);
    // Only a document this server loaded is ever written: never an empty one after a failed load.
    if (!state || state.frozen) return;
    // All taken in the same tick: the snapshot describes exactly what the database will hold.
    const snapshot = Y.snapshot(document);
    const vector = Y.encodeStateVector(document);
    const savedMessage = savedMessageOf(snapshot);
    const counted = state.unstoredBytes;
    const editorIds = [...state.editorIds];
    state.editorIds.clear();
    try {
      if (!Y.equalSnapshots(snapshot, state.stored.snapshot)) {
        const update = Y.encodeStateAsUpdate(document, state.stored.vector);
        const kept = await storeWorkbenchUpdate(db, {
          workbenchId: documentName,
          update,
          editorId: state.lastEditorId,
          authorIds: editorIds,
        });
        if (!kept) return;
        state.stored = { vector, snapshot };
        state.size.appendedBytes += update.length;
      }
    } catch (error) {
      // Hocuspocus' debouncer must not see a rejection: it would never store this document again.
      log.error({ err: error, workbenchId: documentName }, "collab: store failed, will retry");
      for (const editorId of editorIds) state.editorIds.add(editorId);
      state.retry ??= setTimeout(() => {
        state.retry = null;
        void instance.storeDocumentHooks(document, payload);
      }, STORE_RETRY_MS);
      return;
    }
    state.unstoredBytes -= counted;
    state.savedMessage = savedMessage;
    for (const connection of document.getConnections()) connection.sendStateless(savedMessage);
    onStored?.(documentName);
    if (isDueForCompaction(state.size, true)) await compact(documentName, state);
  }

  /** Compaction only tidies: when it fails, the appended updates stay and are read as they are. */
  async function compact(documentName: string, state: DocumentState): Promise<void> {
    // Not again at the next store if this one fails: only when as much more was appended.
    state.size = { baseBytes: state.size.baseBytes + state.size.appendedBytes, appendedBytes: 0 };
    try {
      state.size = (await compactWorkbenchDocument(db, documentName)) ?? state.size;
    } catch (error) {
      log.warn({ err: error, workbenchId: documentName }, "collab: compaction failed");
    }
  }

  const messages = createMessageGuard({
    db,
    log,
    limits,
    documentBytes(documentName) {
      const state = states.get(documentName);
      return state ? state.size.baseBytes + state.size.appendedBytes + state.unstoredBytes : 0;
    },
    onAccepted(documentName, bytes) {
      const state = states.get(documentName);
      if (state) state.unstoredBytes += bytes;
    },
  });

  const hocuspocus = new Hocuspocus({
    quiet: true,
    extensions: redisUrl === null ? [] : [createDocumentRelay(redisUrl)],
    debounce: STORE_DEBOUNCE_MS,
    maxDebounce: STORE_MAX_DEBOUNCE_MS,
    unloadImmediately: true,

    async onAuthenticate({ token, documentName, connectionConfig, context }) {
      const { upgradeToken, ticket } = context as UpgradeContext;
      const credential = shareLinkCredentialOf(token);
      if (credential !== null) {
        // A share link only ever reads: its sockets count as the link's, not anyone's.
        const link = await authenticateShareLink(db, linkTokens, credential, documentName);
        ticket?.authenticate(`share-link:${link.shareLinkId}`);
        connectionConfig.readOnly = true;
        return link satisfies ShareLinkContext;
      }
      const grant = await authenticateCollab(
        db,
        { messageToken: token, upgradeToken },
        documentName,
      );
      ticket?.authenticate(grant.userId);
      connectionConfig.readOnly = grant.readOnly || states.get(documentName)?.frozen === true;
      const { userId, sessionId, presence } = grant;
      return { userId, sessionId, presence } satisfies CollabContext;
    },

    async onLoadDocument({ document, documentName, connectionConfig }) {
      let loaded: Awaited<ReturnType<typeof loadWorkbenchDocument>>;
      try {
        loaded = await loadWorkbenchDocument(db, documentName, document);
      } catch (error) {
        if (error instanceof CollabRefusal) throw error;
        log.error({ err: error, workbenchId: documentName }, "collab: load failed");
        throw new CollabRefusal(COLLAB_REFUSALS.loadFailed);
      }
      const frozen = loaded.outcome === "newer";
      if (frozen) connectionConfig.readOnly = true;
      const snapshot = Y.snapshot(document);
      const state: DocumentState = {
        frozen,
        lastEditorId: null,
        editorIds: new Set(),
        savedMessage: savedMessageOf(snapshot),
        stored: { vector: Y.encodeStateVector(document), snapshot },
        size: loaded.size,
        unstoredBytes: 0,
        retry: null,
      };
      states.set(documentName, state);
      if (!frozen && isDueForCompaction(state.size, true)) void compact(documentName, state);
    },

    async connected({ connection, documentName }) {
      const state = states.get(documentName);
      if (!state) return;
      if (state.frozen) connection.readOnly = true;
      // A client that reconnects with changes the server already stored learns so at once.
      connection.sendStateless(state.savedMessage);
    },

    beforeHandleMessage: (payload) => messages.check(payload),

    async onDisconnect({ documentName, socketId }) {
      messages.release(documentName, socketId);
    },

    async onChange({ documentName, context }) {
      const editor = collabContextOf(context);
      const state = states.get(documentName);
      if (editor && state) {
        state.lastEditorId = editor.userId;
        state.editorIds.add(editor.userId);
      }
    },

    onStoreDocument(payload) {
      const store = storeDocument(payload);
      inFlight.add(store);
      return store.finally(() => inFlight.delete(store));
    },

    async beforeUnloadDocument({ documentName }) {
      // Throwing keeps the document in memory: it holds changes the database does not have yet.
      if (states.get(documentName)?.retry) throw new Error();
    },

    async afterUnloadDocument({ documentName }) {
      const state = states.get(documentName);
      states.delete(documentName);
      if (state && !state.frozen && isDueForCompaction(state.size, false)) {
        const compaction = compact(documentName, state);
        inFlight.add(compaction);
        void compaction.finally(() => inFlight.delete(compaction));
      }
    },
  });

  const watch = createAccessWatch({
    db,
    log,
    documents: () => hocuspocus.documents.values(),
    isFrozen: (documentName) => states.get(documentName)?.frozen === true,
    sweepMs: ACCESS_SWEEP_MS,
  });
  const workbenchChanged = formatServerNotice({ type: "workbench-changed" });
  const generationsChanged = formatServerNotice({ type: "generations-changed" });
  const commentsChanged = formatServerNotice({ type: "comments-changed" });
  const versionsChanged = formatServerNotice({ type: "versions-changed" });
  const tell = (id: string, notice: string) => {
    for (const connection of hocuspocus.documents.get(id)?.getConnections() ?? []) {
      connection.sendStateless(notice);
    }
  };
  const unsubscribe = live.subscribe((event) => {
    if (event.kind === "access-changed") watch.recheck();
    else if (event.kind === "generations-changed") tell(event.workbenchId, generationsChanged);
    else if (event.kind === "comments-changed") tell(event.workbenchId, commentsChanged);
    else if (event.kind === "versions-changed") tell(event.workbenchId, versionsChanged);
    else for (const id of event.ids) tell(id, workbenchChanged);
  });

  const storeId = (document: Document) => `onStoreDocument-${document.name}`;
  const isPending = () =>
    inFlight.size > 0 ||
    [...hocuspocus.documents.values()].some(
      (document) =>
        hocuspocus.debouncer.isDebounced(storeId(document)) ||
        hocuspocus.debouncer.isCurrentlyExecuting(storeId(document)),
    );

  return {
    hocuspocus,
    watch,
    async close() {
      unsubscribe();
      watch.stop();
      await watch.settled();
      hocuspocus.closeConnections();
      for (const document of hocuspocus.documents.values()) {
        void hocuspocus.debouncer.executeNow(storeId(document));
      }
      // A store may start only once the one before it ends: wait until none is left.
      while (isPending()) {
        await Promise.allSettled([...inFlight]);
        await new Promise((resolve) => setImmediate(resolve));
      }
      for (const state of states.values()) {
        if (state.retry) clearTimeout(state.retry);
      }
      // Extensions let go of what they hold (the Redis relay its connections).
      await hocuspocus.hooks("onDestroy", { instance: hocuspocus });
    },
  };
}
