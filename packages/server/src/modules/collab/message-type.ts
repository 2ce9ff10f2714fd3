import * as decoding from "lib0/decoding";

/** Hocuspocus' message types of a y-protocols sync message (SyncReply asks no sync back). */
export const SYNC = 0;
export const SYNC_REPLY = 4;
/** y-protocols' sync messages that carry a document update: sync step 2, and an update. */
const SYNC_STEP_2 = 1;
const SYNC_UPDATE = 2;
/** Hocuspocus' message type of an awareness update. */
export const AWARENESS = 1;
/** Hocuspocus' message type that relays a stateless payload to every connection of a document. */
export const BROADCAST_STATELESS = 6;

/**
 * A Hocuspocus message's type, and a decoder at its body: the message starts with the document
 * name (a length-prefixed string), then the type, both lib0 variable-length integers. Null when
 * malformed.
 */
export function readMessageHeader(
  message: Uint8Array,
): { type: number; body: decoding.Decoder } | null {
  const decoder = decoding.createDecoder(message);
  try {
    decoding.readVarString(decoder);
    const type = decoding.readVarUint(decoder);
    return decoder.pos <= message.length ? { type, body: decoder } : null;
  } catch {
    return null;
  }
}

export function messageTypeOf(message: Uint8Array): number | null {
  return readMessageHeader(message)?.type ?? null;
}

/**
 * The document update a message carries (sync step 2 or an update), or null for any other
 * message; a malformed sync message answers an empty update, which validates as malformed.
 */
export function readDocumentUpdate(message: Uint8Array): Uint8Array | null {
  const header = readMessageHeader(message);
  if (header?.type !== SYNC && header?.type !== SYNC_REPLY) return null;
  try {
    const syncType = decoding.readVarUint(header.body);
    if (syncType !== SYNC_STEP_2 && syncType !== SYNC_UPDATE) return null;
    return decoding.readVarUint8Array(header.body);
  } catch {
    return new Uint8Array();
  }
}
