import { expect, test } from "vitest";
import { defaultWorkspaceName, STORAGE_KEYS, TOKEN_TTL_MS } from "./constants.js";

test("the wizard's default workspace name", () => {
  expect(defaultWorkspaceName("Ada Lovelace")).toBe("Ada Lovelace's Workspace");
});

test("token lifetimes of issue 2", () => {
  expect(TOKEN_TTL_MS.passwordReset).toBe(30 * 60 * 1000);
  expect(TOKEN_TTL_MS.register).toBe(24 * 60 * 60 * 1000);
  expect(TOKEN_TTL_MS.accountDeletion).toBe(15 * 60 * 1000);
});

test("the last used workspace is remembered per user", () => {
  expect(STORAGE_KEYS.lastWorkspace("u1")).not.toBe(STORAGE_KEYS.lastWorkspace("u2"));
});
