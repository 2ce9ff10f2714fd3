import {
  addElements,
  encodePoints,
  readArtboards,
  readElements,
  readLayers,
  type Stroke,
  type StrokePoint,
} from "@contour/canvas";
import { COLLAB_PATH, parseSavedMessage } from "@contour/core";
import { HocuspocusProvider, HocuspocusProviderWebsocket } from "@hocuspocus/provider";
import WebSocket from "ws";
import * as Y from "yjs";

/** One stroke a bot drew, and when the server said it was saved. */
export interface DrawnStroke {
  id: string;
  /** Per client, the clock the document must reach to hold this stroke's insertion. */
  clocks: Map<number, number>;
  drawnAt: number;
  /** performance.now() of the first saved message whose snapshot holds the stroke. */
  savedAt: number | null;
}

/** A saved message as a bot received it, with the server start its connection went to. */
export interface SavedNotice {
  bot: StrokeBot;
  snapshot: Y.Snapshot;
  serverStart: number;
}

export interface StrokeBotOptions {
  url: string;
  origin: string;
  token: string;
  workbenchId: string;
  name: string;
  /** Pen samples per stroke. */
  samples: number;
  /** The server's start count (ServerProcess.starts): tags each connection with its server. */
  serverStart: () => number;
  onSaved: (notice: SavedNotice) => void;
}

export interface StrokeBot {
  readonly name: string;
  readonly doc: Y.Doc;
  readonly strokes: readonly DrawnStroke[];
  /** Why the server refused this bot, each time it did (a failed load after a restart…). */
  readonly refusals: readonly string[];
  /** The server start this bot is synced with now; null while it is not. */
  syncedWith(): number | null;
  /** Strokes drawn and not yet covered by a saved message. */
  unsaved(): number;
  /** Resolves once the server has every local change (not: stored it), or after `timeoutMs`. */
  delivered(timeoutMs: number): Promise<boolean>;
  /** Commits `count` strokes, one transaction each, as a pen lifting `count` times. */
  draw(count: number): void;
  close(): void;
}

const LOCAL = Symbol("stroke-bot");

/** A pen-like path across the default artboard, pressure rising then falling. */
function penStroke(id: string, author: string, samples: number): Stroke {
  let x = Math.random() * 1920;
  let y = Math.random() * 1080;
  let heading = Math.random() * Math.PI * 2;
  const points: StrokePoint[] = [];
  for (let sample = 0; sample < samples; sample++) {
    points.push({ x, y, pressure: 0.25 + 0.65 * Math.sin((Math.PI * (sample + 0.5)) / samples) });
    heading += (Math.random() - 0.5) * 0.3;
    x += Math.cos(heading) * 6;
    y += Math.sin(heading) * 6;
  }
  return {
    kind: "stroke",
    id,
    tool: "brush",
    color: "#1f2937",
    size: 6,
    opacity: 1,
    smoothing: 0.5,
    author,
    points: encodePoints(points),
  };
}

function firstLayerId(doc: Y.Doc): string {
  const artboard = readArtboards(doc)[0];
  const layer = artboard ? readLayers(artboard)[0] : undefined;
  if (!layer) throw new Error("the document has no layer to draw on");
  return layer.id;
}

/** The update that `change` makes to `doc`, as the provider sends it: one transaction. */
function localUpdateOf(doc: Y.Doc, change: () => void): Uint8Array {
  const updates: Uint8Array[] = [];
  const handleUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin === LOCAL) updates.push(update);
  };
  doc.on("update", handleUpdate);
  try {
    change();
  } finally {
    doc.off("update", handleUpdate);
  }
  const [update, ...more] = updates;
  if (!update || more.length > 0) throw new Error("expected one transaction");
  return update;
}

/** The element ids of each layer, by layer id: what "the same drawing" compares. */
export function elementIdsByLayer(doc: Y.Doc): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const artboard of readArtboards(doc)) {
    for (const layer of readLayers(artboard)) {
      result[layer.id] = readElements(layer).map((element) => element.id);
    }
  }
  return result;
}

/**
 * An editor of the workbench through the real @hocuspocus/provider, as the web app connects,
 * drawing committed strokes on the first layer and tracking, stroke by stroke, the server's
 * saved messages (docs/api.md: saved means Y.snapshotContainsUpdate).
 */
export function connectStrokeBot(options: StrokeBotOptions): Promise<StrokeBot> {
  const doc = new Y.Doc();
  const { origin } = options;
  const socket = new HocuspocusProviderWebsocket({
    url: `${options.url.replace(/^http/, "ws")}${COLLAB_PATH}`,
    // The provider's default waits 1 s, doubling up to 30 s, between attempts: a bot would sit out
    // a whole server life. Retrying within a second puts every bot on each new server.
    delay: 200,
    minDelay: 100,
    factor: 1.5,
    maxDelay: 1000,
    WebSocketPolyfill: class extends WebSocket {
      constructor(address: string) {
        super(address, { origin });
        // Closing a socket still connecting (a bot leaving while the server is down) emits an
        // error after the provider has dropped its listeners; unheard, it would end the process.
        this.on("error", () => {});
      }
    },
  });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: options.workbenchId,
    document: doc,
    token: options.token,
  });

  const strokes: DrawnStroke[] = [];
  const refusals: string[] = [];
  const pending = new Map<DrawnStroke, Uint8Array>();
  let connection: number | null = null;
  let synced: number | null = null;
  let drawn = 0;

  socket.on("status", ({ status }: { status: string }) => {
    connection = status === "connected" ? options.serverStart() : null;
    if (connection === null) synced = null;
  });
  provider.on("synced", () => {
    synced = connection;
  });

  const bot: StrokeBot = {
    name: options.name,
    doc,
    strokes,
    refusals,
    syncedWith: () => synced,
    unsaved: () => pending.size,
    delivered: (timeoutMs) =>
      new Promise((resolve) => {
        if (!provider.hasUnsyncedChanges) return resolve(true);
        const timer = setTimeout(() => finish(false), timeoutMs);
        const handleUnsynced = ({ number }: { number: number }) => {
          if (number === 0) finish(true);
        };
        function finish(delivered: boolean) {
          clearTimeout(timer);
          provider.off("unsyncedChanges", handleUnsynced);
          resolve(delivered);
        }
        provider.on("unsyncedChanges", handleUnsynced);
      }),
    draw(count) {
      const layerId = firstLayerId(doc);
      for (let index = 0; index < count; index++) {
        drawn += 1;
        const id = `${options.name}-${drawn}`;
        const update = localUpdateOf(doc, () =>
          addElements(doc, LOCAL, layerId, [penStroke(id, options.name, options.samples)]),
        );
        const stroke: DrawnStroke = {
          id,
          clocks: Y.parseUpdateMeta(update).to,
          drawnAt: performance.now(),
          savedAt: null,
        };
        strokes.push(stroke);
        pending.set(stroke, update);
      }
    },
    close() {
      provider.destroy();
      socket.destroy();
    },
  };

  provider.on("stateless", ({ payload }: { payload: string }) => {
    const saved = parseSavedMessage(payload);
    if (!saved || connection === null) return;
    const snapshot = Y.decodeSnapshot(Buffer.from(saved.snapshot, "base64"));
    const now = performance.now();
    for (const [stroke, update] of pending) {
      if (!Y.snapshotContainsUpdate(snapshot, update)) continue;
      stroke.savedAt = now;
      pending.delete(stroke);
    }
    options.onSaved({ bot, snapshot, serverStart: connection });
  });

  provider.on("authenticationFailed", ({ reason }: { reason: string }) => {
    refusals.push(reason);
  });

  provider.attach();
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (error: Error | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error === null) return resolve(bot);
      bot.close();
      reject(error);
    };
    const timer = setTimeout(
      () => settle(new Error(`${options.name}: no sync within 30 s`)),
      30_000,
    );
    provider.on("synced", () => settle(null));
    provider.on("authenticationFailed", ({ reason }: { reason: string }) =>
      settle(new Error(`${options.name}: refused (${reason})`)),
    );
  });
}
