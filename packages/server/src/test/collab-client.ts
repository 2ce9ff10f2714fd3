import { readArtboards, readLayers } from "@contour/canvas";
import {
  COLLAB_PATH,
  parseSavedMessage,
  parseServerNotice,
  type ServerNotice,
} from "@contour/core";
import {
  type AuthorizedScope,
  HocuspocusProvider,
  HocuspocusProviderWebsocket,
} from "@hocuspocus/provider";
import WebSocket from "ws";
import * as Y from "yjs";
import { readStoredDocument } from "../modules/collab/document-store.js";
import type { TestServer } from "./server.js";

/** The origin of a test client's own edits (the provider applies the server's with itself). */
export const LOCAL = Symbol("test-client");

export type ConnectOutcome =
  | { kind: "authenticated"; scope: AuthorizedScope }
  | { kind: "refused"; reason: string };

export interface CollabClient {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  /** How the server answered: synced with a scope, or refused with a reason. */
  outcome: Promise<ConnectOutcome>;
  /** Resolves once the first sync with the server is done. */
  synced: Promise<void>;
  /** Resolves at the first saved message whose snapshot holds every local edit made so far. */
  waitForSaved(): Promise<void>;
  /** Resolves when the server next refuses an edit of this client (read-only). */
  waitForRefusal(): Promise<void>;
  /** Resolves at the next server notice of this type. */
  waitForNotice<T extends ServerNotice["type"]>(
    type: T,
  ): Promise<Extract<ServerNotice, { type: T }>>;
  /** Resolves with the reason when the server closes this document's connection. */
  closed: Promise<string>;
  close(): void;
}

/**
 * A WebSocket that sends an Origin header, as a browser page on that origin would, its cookie,
 * and the address a proxy would name (X-Forwarded-For: the test server trusts its proxy).
 */
function webSocketFrom(origin: string | undefined, cookie: string | undefined, ip?: string) {
  const headers = {
    ...(cookie === undefined ? {} : { cookie }),
    ...(ip === undefined ? {} : { "x-forwarded-for": ip }),
  };
  return class extends WebSocket {
    constructor(address: string) {
      super(address, { ...(origin === undefined ? {} : { origin }), headers });
    }
  };
}

/** Where a server listens: the in-process test server, or a child process (server-process.ts). */
type Listening = Pick<TestServer, "url">;

export function collabUrl(server: Listening): string {
  return `${server.url.replace(/^http/, "ws")}${COLLAB_PATH}`;
}

/** A Node client of the real /collab socket, through @hocuspocus/provider (as the web app). */
export function connectCollab(
  server: Listening,
  workbenchId: string,
  token: string,
  /** cookie: the upgrade request's Cookie header, as the web app's socket (token "") sends it. */
  options: { origin?: string; cookie?: string; ip?: string } = {},
  /** The client's document: a new one unless the test gives one holding changes already. */
  doc: Y.Doc = new Y.Doc(),
): CollabClient {
  const socket = new HocuspocusProviderWebsocket({
    url: collabUrl(server),
    WebSocketPolyfill: webSocketFrom(
      options.origin ?? new URL(server.url).origin,
      options.cookie,
      options.ip,
    ),
  });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: workbenchId,
    document: doc,
    token,
  });
  provider.attach();

  const pending: Uint8Array[] = [];
  doc.on("update", (update: Uint8Array, origin: unknown) => {
    if (origin !== provider) pending.push(update);
  });
  let savedWaiters: (() => void)[] = [];
  provider.on("stateless", ({ payload }: { payload: string }) => {
    const saved = parseSavedMessage(payload);
    if (!saved) return;
    const snapshot = Y.decodeSnapshot(Buffer.from(saved.snapshot, "base64"));
    if (pending.every((update) => Y.snapshotContainsUpdate(snapshot, update))) {
      pending.length = 0;
      for (const resolve of savedWaiters) resolve();
      savedWaiters = [];
    }
  });

  const synced = new Promise<void>((resolve) => {
    provider.on("synced", () => resolve());
  });
  const closed = new Promise<string>((resolve) => {
    provider.on("close", ({ event }: { event: { reason?: unknown } }) => {
      if (typeof event.reason === "string" && event.reason !== "") resolve(event.reason);
    });
  });
  // Hocuspocus says "authenticated" before it loads the document, and may refuse after that
  // (a failed load): a connection has succeeded once the document is synced.
  const outcome = new Promise<ConnectOutcome>((resolve) => {
    void synced.then(() =>
      resolve({ kind: "authenticated", scope: provider.authorizedScope ?? "read-write" }),
    );
    provider.on("authenticationFailed", ({ reason }: { reason: string }) =>
      resolve({ kind: "refused", reason }),
    );
  });

  return {
    doc,
    provider,
    outcome,
    synced,
    closed,
    waitForNotice: <T extends ServerNotice["type"]>(type: T) =>
      new Promise<Extract<ServerNotice, { type: T }>>((resolve) => {
        const handleStateless = ({ payload }: { payload: string }) => {
          const notice = parseServerNotice(payload);
          if (notice?.type !== type) return;
          provider.off("stateless", handleStateless);
          resolve(notice as Extract<ServerNotice, { type: T }>);
        };
        provider.on("stateless", handleStateless);
      }),
    waitForSaved: () =>
      pending.length === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => savedWaiters.push(resolve)),
    waitForRefusal: () =>
      new Promise<void>((resolve) => {
        const handleMessage = ({ message }: { message: ProviderMessage }) => {
          message.readVarString();
          if (message.readVarUint() !== SYNC_STATUS) return;
          // The status is a lib0 varint: one byte, 0 when the update was not applied.
          if (message.decoder.arr[message.decoder.pos] !== 0) return;
          provider.off("message", handleMessage);
          resolve();
        };
        provider.on("message", handleMessage);
      }),
    close() {
      provider.destroy();
      socket.destroy();
    },
  };
}

/** Hocuspocus' message type of the answer to an update: applied or not. */
const SYNC_STATUS = 8;

/** The provider's reader of an incoming message, as far as these tests read it. */
interface ProviderMessage {
  decoder: { arr: Uint8Array; pos: number };
  readVarString(): string;
  readVarUint(): number;
}

/** The names of a document's layers on its first artboard, bottom first. */
export function layerNames(doc: Y.Doc): string[] {
  const artboard = readArtboards(doc)[0];
  return artboard ? readLayers(artboard).map((layer) => layer.name) : [];
}

/** The layer names of the workbench's stored document; [] when nothing is stored. */
export async function storedLayerNames(server: TestServer, workbenchId: string): Promise<string[]> {
  const doc = await readStoredDocument(server.db, workbenchId);
  return doc ? layerNames(doc) : [];
}
