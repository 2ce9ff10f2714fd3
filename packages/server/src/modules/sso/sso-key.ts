import { createHash } from "node:crypto";
import { EncryptJWT, errors, jwtDecrypt } from "jose";
import type { Db } from "../../db/connection.js";

/**
 * The server's single sign-on key (migration 0011's `sso_flow_key`), which never leaves the
 * server. It seals the sign-in flow's cookie and the workspaces' client secrets; each sealed value
 * names its purpose (the JWE's audience), so that one can never be opened as the other.
 */
export type SsoKey = Uint8Array & { readonly __brand: "SsoKey" };

export type SealPurpose = "sso-flow" | "organization-sso-secret" | "organization-ai-token";

export async function loadSsoKey(db: Db): Promise<SsoKey> {
  const row = await db
    .selectFrom("server_secrets")
    .select("value")
    .where("name", "=", "sso_flow_key")
    .executeTakeFirstOrThrow();
  return createHash("sha256").update(row.value).digest() as Uint8Array as SsoKey;
}

/** Encrypts (JWE, dir with A256GCM) a payload for one purpose, for ttlSeconds or for good. */
export function seal(
  key: SsoKey,
  purpose: SealPurpose,
  payload: Record<string, unknown>,
  ttlSeconds?: number,
): Promise<string> {
  const jwt = new EncryptJWT(payload)
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .setAudience(purpose)
    .setIssuedAt();
  if (ttlSeconds !== undefined) jwt.setExpirationTime(`${ttlSeconds}s`);
  return jwt.encrypt(key);
}

/** The payload sealed for this purpose; null when forged, expired or sealed for another. */
export async function unseal(
  key: SsoKey,
  purpose: SealPurpose,
  sealed: string,
): Promise<Record<string, unknown> | null> {
  try {
    const { payload } = await jwtDecrypt(sealed, key, {
      audience: purpose,
      keyManagementAlgorithms: ["dir"],
      contentEncryptionAlgorithms: ["A256GCM"],
    });
    return payload;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
