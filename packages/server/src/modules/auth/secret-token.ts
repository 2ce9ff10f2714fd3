import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe: for session tokens and one-time links. */
export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens are stored hashed; a leaked table gives no working token. */
export function hashSecretToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
