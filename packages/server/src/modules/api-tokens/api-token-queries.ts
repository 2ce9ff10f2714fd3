import type { Db } from "../../db/connection.js";

/** Lists hold at most this many tokens, newest first (revoked ones are left out). */
export const API_TOKEN_LIST_MAX = 100;

/** A token as the lists show it, with its owner and workspace; never its hash. */
export function selectApiTokens(db: Db) {
  return db
    .selectFrom("api_tokens")
    .innerJoin("users", "users.id", "api_tokens.user_id")
    .innerJoin("organizations", "organizations.id", "api_tokens.organization_id")
    .select([
      "api_tokens.id",
      "api_tokens.user_id",
      "api_tokens.organization_id",
      "api_tokens.name",
      "api_tokens.scope",
      "api_tokens.prefix",
      "api_tokens.created_at",
      "api_tokens.expires_at",
      "api_tokens.last_used_at",
      "api_tokens.revoked_at",
      "users.name as owner_name",
      "users.email as owner_email",
      "organizations.name as organization_name",
    ]);
}

export type ApiTokenRow = Awaited<
  ReturnType<ReturnType<typeof selectApiTokens>["executeTakeFirstOrThrow"]>
>;

/** The user's own tokens in every workspace, not revoked. */
export function listUserApiTokens(db: Db, userId: string): Promise<ApiTokenRow[]> {
  return selectApiTokens(db)
    .where("api_tokens.user_id", "=", userId)
    .where("api_tokens.revoked_at", "is", null)
    .orderBy("api_tokens.created_at", "desc")
    .limit(API_TOKEN_LIST_MAX)
    .execute();
}

/** Every member's tokens in a workspace, not revoked: for its Admins. */
export function listWorkspaceApiTokens(db: Db, organizationId: string): Promise<ApiTokenRow[]> {
  return selectApiTokens(db)
    .where("api_tokens.organization_id", "=", organizationId)
    .where("api_tokens.revoked_at", "is", null)
    .orderBy("api_tokens.created_at", "desc")
    .limit(API_TOKEN_LIST_MAX)
    .execute();
}
