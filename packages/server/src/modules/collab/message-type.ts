import * as decoding from "lib0/decoding";

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
