import { describe, expect, it } from "vitest";
import { BROADCAST_STATELESS, messageTypeOf } from "./message-type.js";

/** A message as Hocuspocus frames it: varint name length, the name, varint type, the rest. */
function frame(name: string, type: number): Uint8Array {
  const bytes = new TextEncoder().encode(name);
  return new Uint8Array([bytes.length, ...bytes, type, 1, 2, 3]);
}

describe("messageTypeOf", () => {
  it("reads the type after the document name", () => {
    expect(messageTypeOf(frame("0b6f3e0e-8a3c-4b5e-9a56-3f3c1e2d4a5b", 0))).toBe(0);
    expect(messageTypeOf(frame("doc", BROADCAST_STATELESS))).toBe(BROADCAST_STATELESS);
  });

  it("reads a name longer than 127 bytes (a two-byte length)", () => {
    const name = "x".repeat(200);
    const bytes = new TextEncoder().encode(name);
    const message = new Uint8Array([0xc8, 0x01, ...bytes, 5]);
    expect(messageTypeOf(message)).toBe(5);
  });

  it("answers null for a truncated message", () => {
    expect(messageTypeOf(new Uint8Array([10, 1, 2]))).toBeNull();
    expect(messageTypeOf(new Uint8Array([]))).toBeNull();
  });
});
