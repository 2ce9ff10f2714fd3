import { type PGliteOptions, types } from "@electric-sql/pglite";

/**
 * Options for every PGlite we open. PGlite 0.5 turns bytea into hex text one byte at a time in
 * JavaScript, and back with a parseInt per byte: writing an 820 KB drawing took 600–700 ms of
 * the event loop. Node's Buffer does the same conversion natively, ten times faster
 * (bench/p2-fanout.mjs, docs/benchmarks.md "P2").
 */
export const PGLITE_OPTIONS = {
  serializers: {
    [types.BYTEA]: (value: Uint8Array) =>
      `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("hex")}`,
  },
  parsers: {
    [types.BYTEA]: (value: string) => new Uint8Array(Buffer.from(value.slice(2), "hex")),
  },
} satisfies PGliteOptions;
