import { GraphQLError } from "graphql";
import { describe, expect, test } from "vitest";
import { decodeCursor, encodeCursor, INVALID_CURSOR } from "./cursor.js";

const cursor = {
  at: new Date("2026-11-22T10:11:12.345Z"),
  id: "3f1c2b7e-9a4d-4c1e-8f2a-1b2c3d4e5f60",
};

describe("keyset cursors", () => {
  test("round-trip the date to the millisecond and the id, for either order", () => {
    for (const order of ["UPDATED_AT", "CREATED_AT"] as const) {
      expect(decodeCursor(order, encodeCursor(order, cursor))).toEqual(cursor);
    }
  });

  test("are opaque, URL-safe base64", () => {
    const encoded = encodeCursor("UPDATED_AT", cursor);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(encoded).not.toContain(cursor.id);
  });

  test("refuse the other order's cursor and anything not made here", () => {
    const made = encodeCursor("UPDATED_AT", cursor);
    const forged = [
      "",
      "not a cursor",
      Buffer.from(`u|abc|${cursor.id}`).toString("base64url"),
      Buffer.from("u|1|'; DROP TABLE workbenches; --").toString("base64url"),
      Buffer.from(`x|1|${cursor.id}`).toString("base64url"),
    ];
    const refusals = [
      () => decodeCursor("CREATED_AT", made),
      ...forged.map((value) => () => decodeCursor("UPDATED_AT", value)),
    ];
    for (const decode of refusals) {
      expect(decode).toThrow(GraphQLError);
      expect(decode).toThrow(INVALID_CURSOR);
    }
  });
});
