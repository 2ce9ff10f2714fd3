import { promisify } from "node:util";
import { deflate, inflate } from "node:zlib";
import { migrateDocument } from "@contour/canvas";
import * as Y from "yjs";
import { SERVER_ORIGIN } from "../collab/document-store.js";

const deflateAsync = promisify(deflate);
const inflateAsync = promisify(inflate);

/** A document as a version stores it (migration 0024). */
export interface EncodedVersion {
  /** Y.encodeStateAsUpdate, deflated (in libuv's thread pool, off the event loop). */
  state: Uint8Array;
  stateVector: Uint8Array;
  /** The encoded state's size before compression. */
  stateBytes: number;
}

/**
 * Encodes a document as a version: its whole state, since the server's documents are
 * garbage-collected and a Y.snapshot of them could not be read back (docs/decisions.md).
 */
export async function encodeVersion(doc: Y.Doc): Promise<EncodedVersion> {
  const update = Y.encodeStateAsUpdate(doc);
  const stateVector = Y.encodeStateVector(doc);
  return { state: await deflateAsync(update), stateVector, stateBytes: update.length };
}

/** A stored version's Yjs update, as the client applies it to restore or compare. */
export async function decodeVersionUpdate(state: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await inflateAsync(state));
}

/** A stored version as a new document, migrated to the current schema like any stored one. */
export async function versionDocument(state: Uint8Array): Promise<Y.Doc> {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, await decodeVersionUpdate(state), SERVER_ORIGIN);
  migrateDocument(doc);
  return doc;
}
