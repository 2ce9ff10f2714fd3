import { expect, test } from "vitest";
import { isInviteTokenFor, readLinkTokenEmail } from "./link-token";

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

test("an invite token is for the workspace it names, and only an invite token", () => {
  const invite = { purpose: "organization_invite", organizationId: "o-1", email: "a@b.co" };
  expect(isInviteTokenFor(token(invite), "o-1")).toBe(true);
  expect(isInviteTokenFor(token(invite), "o-2")).toBe(false);
  expect(isInviteTokenFor(token({ ...invite, purpose: "password_reset" }), "o-1")).toBe(false);
  expect(isInviteTokenFor(token({ ...invite, email: undefined }), "o-1")).toBe(false);
  expect(isInviteTokenFor("garbage", "o-1")).toBe(false);
});
