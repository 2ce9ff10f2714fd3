import { expect, test } from "vitest";
import { readLinkTokenEmail } from "./link-token";

function token(claims: object): string {
  const encode = (value: object) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replaceAll("+", "-")
      .replaceAll("/", "_")
      .replaceAll("=", "");
  return `${encode({ alg: "HS256" })}.${encode(claims)}.signature`;
}

test("reads the email a link token names", () => {
  expect(
    readLinkTokenEmail(token({ purpose: "organization_invite", email: "zoë@studio.com" })),
  ).toBe("zoë@studio.com");
});

test("is null for a token without an email, or not a token", () => {
  expect(readLinkTokenEmail(token({ purpose: "organization_invite" }))).toBeNull();
  expect(readLinkTokenEmail(token({ email: 42 }))).toBeNull();
  expect(readLinkTokenEmail("not-a-token")).toBeNull();
  expect(readLinkTokenEmail("a.%%%.c")).toBeNull();
});
