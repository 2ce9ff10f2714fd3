import { describe, expect, test } from "vitest";
import {
  DELETE_WORKSPACE_PHRASE,
  isDeleteWorkspacePhrase,
  usableWorkspaceDeletionLink,
} from "./workspace-deletion.js";

describe("isDeleteWorkspacePhrase", () => {
  test("accepts the spec's phrase exactly", () => {
    expect(DELETE_WORKSPACE_PHRASE).toBe("permanently delete this workspace and all its files");
    expect(isDeleteWorkspacePhrase("permanently delete this workspace and all its files")).toBe(
      true,
    );
  });

  test.each([
    "",
    "permanently delete this workspace",
    "Permanently delete this workspace and all its files",
    " permanently delete this workspace and all its files",
    "permanently delete this workspace and all its files ",
    "permanently  delete this workspace and all its files",
  ])("refuses %j", (typed) => {
    expect(isDeleteWorkspacePhrase(typed)).toBe(false);
  });
});

describe("usableWorkspaceDeletionLink", () => {
  const now = Date.UTC(2026, 10, 23, 12, 0, 0);
  const nowSeconds = now / 1000;

  test("answers organizationId and exp while exp is now or later, in seconds", () => {
    const payload = { organizationId: "org-1", exp: nowSeconds + 60, jti: "x" };
    expect(usableWorkspaceDeletionLink(payload, now)).toEqual({
      organizationId: "org-1",
      exp: nowSeconds + 60,
    });
    // exp equal to the current second is not earlier than now.
    expect(
      usableWorkspaceDeletionLink({ organizationId: "o", exp: nowSeconds }, now + 999),
    ).toEqual({ organizationId: "o", exp: nowSeconds });
  });

  test("is null once exp is earlier than now", () => {
    expect(usableWorkspaceDeletionLink({ organizationId: "o", exp: nowSeconds - 1 }, now)).toBe(
      null,
    );
  });

  test("reads exp as seconds, not milliseconds", () => {
    // An exp in seconds from a minute ago is expired even though it is far below now in ms.
    expect(usableWorkspaceDeletionLink({ organizationId: "o", exp: nowSeconds - 60 }, now)).toBe(
      null,
    );
    expect(
      usableWorkspaceDeletionLink({ organizationId: "o", exp: nowSeconds + 60 }, now),
    ).not.toBe(null);
  });

  test.each([
    ["no payload", null],
    ["a string", "token"],
    ["no organizationId", { exp: 2_000_000_000 }],
    ["an empty organizationId", { organizationId: "", exp: 2_000_000_000 }],
    ["a numeric organizationId", { organizationId: 7, exp: 2_000_000_000 }],
    ["no exp", { organizationId: "o" }],
    ["a string exp", { organizationId: "o", exp: "2000000000" }],
  ])("is null with %s", (_label, payload) => {
    expect(usableWorkspaceDeletionLink(payload, now)).toBe(null);
  });
});
