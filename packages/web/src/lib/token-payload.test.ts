import { describe, expect, test } from "vitest";
import { readTokenPayload } from "./token-payload";

const base64url = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

describe("readTokenPayload", () => {
  test("reads the claims of a JWT, including non-ASCII text", () => {
    const claims = { organizationId: "9f0c", exp: 1_900_000_000, note: "Süd ~~??>>" };
    const token = `${base64url({ alg: "HS256" })}.${base64url(claims)}.signature`;
    expect(readTokenPayload(token)).toEqual(claims);
  });

  test.each(["", "garbage", "a.!!!.c", `x.${btoa("not json")}.y`])("is null for %j", (token) => {
    expect(readTokenPayload(token)).toBe(null);
  });
});
