import { expect, test } from "vitest";
import {
  defaultWorkspaceName,
  FILES_PAGE_SIZE,
  MAX_PAGE_SIZE,
  STORAGE_KEYS,
  THUMBNAIL_MAX_BYTES,
  TOKEN_TTL_MS,
  UNSEEN_CHANGELOG_COUNT,
} from "./constants.js";

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

test("the dashboard's numbers of spec files-and-auth §9 and the API contract", () => {
  expect(FILES_PAGE_SIZE).toBe(30);
  expect(UNSEEN_CHANGELOG_COUNT).toBe(3);
  expect(MAX_PAGE_SIZE).toBeGreaterThanOrEqual(FILES_PAGE_SIZE);
  expect(THUMBNAIL_MAX_BYTES).toBe(5 * 1024 * 1024);
});
