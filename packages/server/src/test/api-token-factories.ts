import { API_TOKEN_PREFIX, type ApiTokenScope } from "@contour/core";
import type { Db } from "../db/connection.js";
import { hashSecretToken, newSecretToken } from "../modules/auth/secret-token.js";

export interface BuiltApiToken {
  id: string;
  secret: string;
}

/** A personal access token written straight to the database, live for a day unless told. */
export async function buildApiToken(
  db: Db,
  token: {
    userId: string;
    organizationId: string;
    scope?: ApiTokenScope;
    name?: string;
    expiresAt?: Date;
    revokedAt?: Date;
  },
): Promise<BuiltApiToken> {
  const secret = `${API_TOKEN_PREFIX}${newSecretToken()}`;
  const row = await db
    .insertInto("api_tokens")
    .values({
      user_id: token.userId,
      organization_id: token.organizationId,
      name: token.name ?? "Script",
      scope: token.scope ?? "READ_WRITE",
      token_hash: hashSecretToken(secret),
      prefix: secret.slice(0, API_TOKEN_PREFIX.length + 4),
      expires_at: token.expiresAt ?? new Date(Date.now() + 24 * 60 * 60 * 1000),
      revoked_at: token.revokedAt ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, secret };
}
