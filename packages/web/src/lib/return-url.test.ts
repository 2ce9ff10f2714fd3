import { STORAGE_KEYS } from "@contour/core";
import { describe, expect, it } from "vitest";
import { isSafeReturnUrl, saveReturnUrl, takeReturnUrl } from "./return-url";

describe("return URL after sign-in", () => {
  it("keeps path, search and hash, and hands it out once", () => {
    saveReturnUrl({ pathname: "/files/o1/recent", search: "?sort=created", hash: "#top" });
    expect(takeReturnUrl()).toBe("/files/o1/recent?sort=created#top");
    expect(window.sessionStorage.getItem(STORAGE_KEYS.redirectAfterLogin)).toBeNull();
    expect(takeReturnUrl()).toBe("/");
  });

  it("does not store the root, which is the default anyway", () => {
    saveReturnUrl({ pathname: "/", search: "", hash: "" });
    expect(window.sessionStorage.getItem(STORAGE_KEYS.redirectAfterLogin)).toBeNull();
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
    window.sessionStorage.setItem(STORAGE_KEYS.redirectAfterLogin, "//evil.example");
    expect(takeReturnUrl()).toBe("/");
  });
});
