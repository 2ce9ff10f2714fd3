import { describe, expect, test } from "vitest";
import {
  allowedApiTokenScopes,
  apiTokenExpiresAt,
  apiTokenStatus,
  canApiTokenRun,
  canManageWorkspaceApiTokens,
  isApiTokenExpiryDays,
  isApiTokenSecret,
} from "./api-tokens.js";
import type { Membership } from "./roles.js";

const admin: Membership = { role: "ADMIN", isAdmin: false };
const editor: Membership = { role: "EDITOR", isAdmin: false };
const viewer: Membership = { role: "VIEWER", isAdmin: false };

describe("API token scopes", () => {
  test("a read token runs queries only; a read and write token runs both", () => {
    expect(canApiTokenRun("READ", "query")).toBe(true);
    expect(canApiTokenRun("READ", "mutation")).toBe(false);
    expect(canApiTokenRun("READ_WRITE", "query")).toBe(true);
    expect(canApiTokenRun("READ_WRITE", "mutation")).toBe(true);
  });

  test("a Viewer may only make read tokens; Editors and Admins both", () => {
    expect(allowedApiTokenScopes(viewer)).toEqual(["READ"]);
    expect(allowedApiTokenScopes(editor)).toEqual(["READ", "READ_WRITE"]);
    expect(allowedApiTokenScopes(admin)).toEqual(["READ", "READ_WRITE"]);
    expect(allowedApiTokenScopes({ role: "VIEWER", isAdmin: true })).toContain("READ_WRITE");
  });

  test("only workspace Admins manage the workspace's tokens", () => {
    expect(canManageWorkspaceApiTokens(admin)).toBe(true);
    expect(canManageWorkspaceApiTokens(editor)).toBe(false);
    expect(canManageWorkspaceApiTokens(viewer)).toBe(false);
  });
});

describe("API token expiry", () => {
  test("the offered durations, and no 'never'", () => {
    for (const days of [7, 30, 90, 365]) expect(isApiTokenExpiryDays(days)).toBe(true);
    for (const days of [0, -1, 1, 366, 10_000, Number.POSITIVE_INFINITY, Number.NaN]) {
      expect(isApiTokenExpiryDays(days)).toBe(false);
    }
  });

  test("expires the given number of days after creation", () => {
    const created = new Date("2026-01-01T12:00:00Z");
    expect(apiTokenExpiresAt(created, 30).toISOString()).toBe("2026-01-31T12:00:00.000Z");
  });

  test("a token is active until its expiry, and revoked wins over expired", () => {
    const expiresAt = new Date("2026-02-01T00:00:00Z");
    const before = new Date("2026-01-31T23:59:59Z");
    expect(apiTokenStatus({ expiresAt, revokedAt: null }, before)).toBe("active");
    expect(apiTokenStatus({ expiresAt, revokedAt: null }, expiresAt)).toBe("expired");
    expect(apiTokenStatus({ expiresAt, revokedAt: before }, before)).toBe("revoked");
    expect(apiTokenStatus({ expiresAt, revokedAt: before }, new Date("2027-01-01"))).toBe(
      "revoked",
    );
  });

  test("secrets are recognised by their prefix", () => {
    expect(isApiTokenSecret("ctr_pat_abc")).toBe(true);
    expect(isApiTokenSecret("abc")).toBe(false);
  });
});
