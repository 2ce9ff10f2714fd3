// A Node client of /collab through @hocuspocus/provider and `ws`, as
// packages/server/src/test/collab-client.ts: it seeds the workbench's document and reads the
// stored strokes back. "Saved" is the server's saved message whose snapshot holds every local edit.
import { COLLAB_PATH, parseSavedMessage } from "@contour/core";
import { HocuspocusProvider, HocuspocusProviderWebsocket } from "@hocuspocus/provider";
import WebSocket from "ws";
import * as Y from "yjs";
import {
  addElements,
  decodePoints,
  encodePoints,
  readArtboards,
  readElements,
  readLayers,
} from "../../packages/canvas/dist/index.js";

const LOCAL = Symbol("p4-seed");

/** Connects to the workbench's document with the Origin header of a page of the server. */
export async function connectCollab({ base, origin, token, workbenchId }) {
  const doc = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({
    url: `${base.replace(/^http/, "ws")}${COLLAB_PATH}`,
    WebSocketPolyfill: class extends WebSocket {
      constructor(address) {
        super(address, { origin });
      }
    },
  });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: workbenchId,
    document: doc,
    token,
  });
  provider.attach();
  const pending = [];
  doc.on("update", (update, updateOrigin) => {
    if (updateOrigin !== provider) pending.push(update);
  });
  let savedWaiters = [];
  provider.on("stateless", ({ payload }) => {
    const saved = parseSavedMessage(payload);
    if (!saved) return;
    const snapshot = Y.decodeSnapshot(Buffer.from(saved.snapshot, "base64"));
    if (pending.every((update) => Y.snapshotContainsUpdate(snapshot, update))) {
      pending.length = 0;
      for (const resolve of savedWaiters) resolve();
      savedWaiters = [];
    }
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("collab: no sync within 30 s")), 30_000);
    provider.on("synced", () => {
      clearTimeout(timer);
      resolve();
    });
    provider.on("authenticationFailed", ({ reason }) => reject(new Error(`collab: ${reason}`)));
  });
  return {
    doc,
    waitForSaved: () =>
      pending.length === 0 ? Promise.resolve() : new Promise((r) => savedWaiters.push(r)),
    close() {
      provider.destroy();
      socket.destroy();
    },
  };
}

/** mulberry32: the same strokes on every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Pen-like strokes of 60 samples spread over the artboard: a start anywhere on it, a heading that
 * turns smoothly, 3–9 px between samples, pressure rising then falling as a hand lifts.
 */
export function makeStrokes(count, { width, height, author, samples = 60 }) {
  const next = random(0x5eed);
  const colors = ["#1f2937", "#334155", "#7c2d12", "#1e3a8a", "#14532d"];
  return Array.from({ length: count }, (_, index) => {
    let x = next() * width;
    let y = next() * height;
    let heading = next() * Math.PI * 2;
    const turn = (next() - 0.5) * 0.2;
    const step = 3 + next() * 6;
    const points = [];
    for (let sample = 0; sample < samples; sample++) {
      points.push({
        x: Math.min(width, Math.max(0, x)),
        y: Math.min(height, Math.max(0, y)),
        pressure: 0.25 + 0.65 * Math.sin((Math.PI * (sample + 0.5)) / samples),
      });
      heading += turn + (next() - 0.5) * 0.1;
      x += Math.cos(heading) * step;
      y += Math.sin(heading) * step;
    }
    return {
      kind: "stroke",
      id: `seed-${index}`,
      tool: "brush",
      color: colors[index % colors.length],
      size: 4 + (index % 5) * 3,
      opacity: 1,
      smoothing: 0.5,
      author,
      points: encodePoints(points),
    };
  });
}

/** The first artboard and its first layer: what a new workbench has and the screen draws on. */
export function firstLayer(doc) {
  const artboard = readArtboards(doc)[0];
  if (!artboard) throw new Error("the document has no artboard");
  const layer = readLayers(artboard)[0];
  if (!layer) throw new Error("the artboard has no layer");
  return { artboard, layer };
}

/** Adds the strokes in transactions of `batch` and waits until the server has stored them all. */
export async function seedStrokes(client, strokes, batch = 500) {
  const { layer } = firstLayer(client.doc);
  for (let start = 0; start < strokes.length; start += batch) {
    addElements(client.doc, LOCAL, layer.id, strokes.slice(start, start + batch));
  }
  await client.waitForSaved();
  return readElements(layer).length;
}

/** Every stroke of the first layer, points decoded. */
export function readStrokes(doc) {
  const { layer } = firstLayer(doc);
  return readElements(layer)
    .filter((element) => element.kind === "stroke")
    .map((stroke) => ({
      id: stroke.id,
      author: stroke.author,
      points: decodePoints(stroke.points),
    }));
}
