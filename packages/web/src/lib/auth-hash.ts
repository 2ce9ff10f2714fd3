import { MESSAGES } from "@contour/core";
import { readHashParam } from "./hash-params";

/** What an /auth URL's hash asks for (spec files-and-auth §2.3 and §4.1). */
export type AuthHashAction =
  | { kind: "register"; token: string }
  | { kind: "accessToken"; token: string }
  | { kind: "googleError"; message: string };

const GOOGLE_ERROR_MESSAGES: Record<string, string> = {
  email_not_verified: MESSAGES.googleEmailNotVerified,
  sso_provider: MESSAGES.googleSsoProvider,
  account_disabled: MESSAGES.accountDisabled,
};

export function googleAuthErrorMessage(code: string): string {
  return GOOGLE_ERROR_MESSAGES[code] ?? MESSAGES.googleAuthFailed;
}

export function parseAuthHash(hash: string): AuthHashAction | null {
  const accessToken = readHashParam(hash, "access_token");
  if (accessToken) return { kind: "accessToken", token: accessToken };
  const registerToken = readHashParam(hash, "token");
  if (registerToken) return { kind: "register", token: registerToken };
  const params = new URLSearchParams(hash.startsWith("#") ? hash.slice(1) : hash);
  if (params.has("google_auth_error")) {
    return {
      kind: "googleError",
      message: googleAuthErrorMessage(params.get("google_auth_error") ?? ""),
    };
  }
  return null;
}
