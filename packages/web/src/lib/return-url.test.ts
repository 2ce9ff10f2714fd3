import { STORAGE_KEYS } from "@contour/core";
import { describe, expect, it } from "vitest";
import { isSafeReturnUrl, RETURN_URL_TTL_MS, saveReturnUrl, takeReturnUrl } from "./return-url";

describe("return URL after sign-in", () => {
  it("keeps path, search and hash, and hands it out once", () => {
    saveReturnUrl({ pathname: "/files/o1/recent", search: "?sort=created", hash: "#top" });
    expect(takeReturnUrl()).toBe("/files/o1/recent?sort=created#top");
    expect(window.localStorage.getItem(STORAGE_KEYS.redirectAfterLogin)).toBeNull();
    expect(takeReturnUrl()).toBe("/");
  });

  it("does not store the root, which is the default anyway", () => {
    saveReturnUrl({ pathname: "/", search: "", hash: "" });
    expect(window.localStorage.getItem(STORAGE_KEYS.redirectAfterLogin)).toBeNull();
  });

  it("refuses other origins and the auth pages", () => {
    expect(isSafeReturnUrl("//evil.example/path")).toBe(false);
    expect(isSafeReturnUrl("/\\evil.example")).toBe(false);
    expect(isSafeReturnUrl("https://evil.example")).toBe(false);
    expect(isSafeReturnUrl("/auth")).toBe(false);
    expect(isSafeReturnUrl("/auth/forgotpassword")).toBe(false);
    expect(isSafeReturnUrl("/authors")).toBe(true);
    expect(isSafeReturnUrl("/settings/account/confirm_delete#token=abc")).toBe(true);
  });

  it("ignores a tampered stored value", () => {
    const tampered = JSON.stringify({ url: "//evil.example", savedAt: Date.now() });
    window.localStorage.setItem(STORAGE_KEYS.redirectAfterLogin, tampered);
    expect(takeReturnUrl()).toBe("/");
    window.localStorage.setItem(STORAGE_KEYS.redirectAfterLogin, "{not json");
    expect(takeReturnUrl()).toBe("/");
  });

  it("is shared with the tab a mailed link opens, for an hour", () => {
    const invite = { pathname: "/organization/o1/acceptinvite", search: "?token=t", hash: "" };
    saveReturnUrl(invite, 1_000);
    expect(takeReturnUrl(1_000 + RETURN_URL_TTL_MS)).toBe("/organization/o1/acceptinvite?token=t");
    saveReturnUrl(invite, 1_000);
    expect(takeReturnUrl(1_001 + RETURN_URL_TTL_MS)).toBe("/");
  });
});
