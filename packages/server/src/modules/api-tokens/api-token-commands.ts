import {
  API_TOKEN_MESSAGES,
  API_TOKEN_NAME_MAX,
  API_TOKEN_PREFIX,
  API_TOKENS_PER_USER,
  type ApiTokenScope,
  allowedApiTokenScopes,
  apiTokenExpiresAt,
  canManageWorkspaceApiTokens,
  isApiTokenExpiryDays,
} from "@contour/core";
import type { Db } from "../../db/connection.js";
import { isUuid } from "../../db/ids.js";
import { fail } from "../../graphql/errors.js";
import { hashSecretToken, newSecretToken } from "../auth/secret-token.js";
import { findMembership, getMembership } from "../organizations/membership.js";
import { type ApiTokenRow, selectApiTokens } from "./api-token-queries.js";

export interface NewApiToken {
  organizationId: string;
  name: string;
  scope: ApiTokenScope;
  expiresInDays: number;
}

/** Characters of the secret kept in clear, so that people can tell their tokens apart. */
const SHOWN_PREFIX_LENGTH = API_TOKEN_PREFIX.length + 4;

/**
 * Makes a token for a member of the workspace; the secret is returned this once and only its
 * hash is stored. The owner's live tokens are counted while their user row is held, so that
 * requests sent together cannot pass the cap.
 */
export async function createApiToken(
  db: Db,
  userId: string,
  input: NewApiToken,
): Promise<{ token: ApiTokenRow; secret: string }> {
  const name = input.name.trim();
  if (name.length === 0) fail("BAD_USER_INPUT", API_TOKEN_MESSAGES.nameRequired);
  if (name.length > API_TOKEN_NAME_MAX) fail("BAD_USER_INPUT", API_TOKEN_MESSAGES.nameTooLong);
  if (!isApiTokenExpiryDays(input.expiresInDays)) {
    fail("BAD_USER_INPUT", API_TOKEN_MESSAGES.expiryInvalid);
  }
  const membership = await getMembership(db, userId, input.organizationId);
  if (!allowedApiTokenScopes(membership).includes(input.scope)) {
    fail("FORBIDDEN", API_TOKEN_MESSAGES.scopeNotAllowed);
  }
  const secret = `${API_TOKEN_PREFIX}${newSecretToken()}`;
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().execute();
    const now = new Date();
    const live = await trx
      .selectFrom("api_tokens")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("user_id", "=", userId)
      .where("revoked_at", "is", null)
      .where("expires_at", ">", now)
      .executeTakeFirstOrThrow();
    if (Number(live.count) >= API_TOKENS_PER_USER) fail("CONFLICT", API_TOKEN_MESSAGES.tooMany);
    const { id } = await trx
      .insertInto("api_tokens")
      .values({
        user_id: userId,
        organization_id: input.organizationId,
        name,
        scope: input.scope,
        token_hash: hashSecretToken(secret),
        prefix: secret.slice(0, SHOWN_PREFIX_LENGTH),
        expires_at: apiTokenExpiresAt(now, input.expiresInDays),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const [token] = await selectApiTokens(trx).where("api_tokens.id", "=", id).execute();
    return { token: token as ApiTokenRow, secret };
  });
}

/**
 * Revokes a token: its owner, or an Admin of its workspace. Anyone else, and an unknown id,
 * get NOT_FOUND. The next request with it is refused (every request looks the token up).
 */
export async function revokeApiToken(
  db: Db,
  userId: string,
  tokenId: string,
): Promise<ApiTokenRow> {
  const [token] = isUuid(tokenId)
    ? await selectApiTokens(db).where("api_tokens.id", "=", tokenId).execute()
    : [];
  if (!token) fail("NOT_FOUND", API_TOKEN_MESSAGES.notFound);
  if (token.user_id !== userId) {
    const membership = await findMembership(db, userId, token.organization_id);
    if (!membership || !canManageWorkspaceApiTokens(membership)) {
      fail("NOT_FOUND", API_TOKEN_MESSAGES.notFound);
    }
  }
  if (token.revoked_at !== null) return token;
  const revokedAt = new Date();
  await db
    .updateTable("api_tokens")
    .set({ revoked_at: revokedAt, revoked_by: userId })
    .where("id", "=", token.id)
    .execute();
  return { ...token, revoked_at: revokedAt };
}
