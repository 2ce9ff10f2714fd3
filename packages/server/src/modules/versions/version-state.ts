import { promisify } from "node:util";
import { deflate, inflate } from "node:zlib";
import { migrateDocument } from "@contour/canvas";
import * as Y from "yjs";
import { SERVER_ORIGIN } from "../collab/document-store.js";

const deflateAsync = promisify(deflate);
const inflateAsync = promisify(inflate);

/** An update as a version stores it (migrations 0024 and 0028). */
export interface EncodedVersion {
  /** The Yjs update, deflated (in libuv's thread pool, off the event loop). */
  state: Uint8Array;
  /** The drawing's state vector: what the next version of the chain is encoded against. */
  stateVector: Uint8Array;
  /** The update's size before compression. */
  stateBytes: number;
}

/** Deflates an update as a version stores it. */
export async function storedUpdate(
  update: Uint8Array,
): Promise<{ state: Uint8Array; stateBytes: number }> {
  return { state: await deflateAsync(update), stateBytes: update.length };
}

/**
 * Encodes a document as a version: the whole drawing, or with `since` (the state vector of the
 * version before it in its chain) only what changed since. The changes carry the document's whole
 * delete set, so they hold on garbage-collected documents too, whose Y.snapshots could not be
 * read back (docs/decisions.md).
 */
export async function encodeVersion(doc: Y.Doc, since?: Uint8Array): Promise<EncodedVersion> {
  const update = Y.encodeStateAsUpdate(doc, since);
  const stateVector = Y.encodeStateVector(doc);
  return { ...(await storedUpdate(update)), stateVector };
}

/** A stored update, inflated. */
export async function decodeVersionUpdate(state: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await inflateAsync(state));
}

/** Whether a document at `later` holds everything a document at `earlier` held. */
export function holdsState(later: Uint8Array, earlier: Uint8Array): boolean {
  const clocks = Y.decodeStateVector(later);
  for (const [client, clock] of Y.decodeStateVector(earlier)) {
    if ((clocks.get(client) ?? 0) < clock) return false;
  }
  return true;
}

/**
 * The drawing of a chain's updates, applied in order, as one update: compacted through a
 * garbage-collected document, so what a later change deleted is not carried along.
 */
export function wholeUpdate(updates: readonly Uint8Array[]): Uint8Array {
  if (updates.length === 1 && updates[0]) return updates[0];
  const doc = new Y.Doc();
  try {
    for (const update of updates) Y.applyUpdate(doc, update, SERVER_ORIGIN);
    return Y.encodeStateAsUpdate(doc);
  } finally {
    doc.destroy();
  }
}

/** A version's drawing as a new document, migrated to the current schema like any stored one. */
export function versionDocument(update: Uint8Array): Y.Doc {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, update, SERVER_ORIGIN);
  migrateDocument(doc);
  return doc;
}
