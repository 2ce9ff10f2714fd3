/** Hocuspocus' message type that relays a stateless payload to every connection of a document. */
export const BROADCAST_STATELESS = 6;

function readVarUint(bytes: Uint8Array, start: number): { value: number; next: number } | null {
  let value = 0;
  let shift = 0;
  for (let offset = start; offset < bytes.length && shift < 35; offset += 1) {
    const byte = bytes[offset] ?? 0;
    value += (byte & 0x7f) * 2 ** shift;
    if (byte < 0x80) return { value, next: offset + 1 };
    shift += 7;
  }
  return null;
}

/**
 * The type of a Hocuspocus message: it starts with the document name (a length-prefixed
 * string), then the type, both lib0 variable-length integers. Null when malformed.
 */
export function messageTypeOf(message: Uint8Array): number | null {
  const nameLength = readVarUint(message, 0);
  if (nameLength === null) return null;
  return readVarUint(message, nameLength.next + nameLength.value)?.value ?? null;
}
