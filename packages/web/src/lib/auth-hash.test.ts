import { MESSAGES } from "@contour/core";
import { describe, expect, it } from "vitest";
import { parseAuthHash } from "./auth-hash";

describe("auth URL hash", () => {
  it("recognises a register token and an access token", () => {
    expect(parseAuthHash("#token=abc.def")).toEqual({ kind: "register", token: "abc.def" });
    expect(parseAuthHash("#access_token=xyz")).toEqual({ kind: "accessToken", token: "xyz" });
  });

  it("maps Google error codes to the spec's messages", () => {
    expect(parseAuthHash("#google_auth_error=email_not_verified")).toEqual({
      kind: "googleError",
      message: MESSAGES.googleEmailNotVerified,
    });
    expect(parseAuthHash("#google_auth_error=sso_provider")).toEqual({
      kind: "googleError",
      message: MESSAGES.googleSsoProvider,
    });
    // Ours: a single sign-on into an account staff disabled.
    expect(parseAuthHash("#google_auth_error=account_disabled")).toEqual({
      kind: "googleError",
      message: MESSAGES.accountDisabled,
    });
    expect(parseAuthHash("#google_auth_error=whatever")).toEqual({
      kind: "googleError",
      message: MESSAGES.googleAuthFailed,
    });
  });

  it("ignores empty and unrelated hashes", () => {
    expect(parseAuthHash("")).toBeNull();
    expect(parseAuthHash("#token=")).toBeNull();
    expect(parseAuthHash("#section-2")).toBeNull();
  });
});
