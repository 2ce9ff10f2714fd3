import type { Db } from "../../db/connection.js";
import type { Viewer } from "../../graphql/context.js";
import { hashSecretToken } from "../auth/secret-token.js";
import { TOUCH_INTERVAL_MS } from "../auth/sessions.js";

/**
 * The viewer behind a personal access token: live (not revoked, not expired), its owner's
 * account enabled and still a member of the token's workspace; null otherwise. Its last use is
 * written at most once a minute, as a session's is.
 */
export async function resolveApiToken(db: Db, secret: string): Promise<Viewer | null> {
  const now = new Date();
  const token = await db
    .selectFrom("api_tokens")
    .innerJoin("users", "users.id", "api_tokens.user_id")
    .innerJoin("organization_members", (join) =>
      join
        .onRef("organization_members.organization_id", "=", "api_tokens.organization_id")
        .onRef("organization_members.user_id", "=", "api_tokens.user_id"),
    )
    .select([
      "api_tokens.id",
      "api_tokens.user_id",
      "api_tokens.organization_id",
      "api_tokens.scope",
      "api_tokens.last_used_at",
    ])
    .where("api_tokens.token_hash", "=", hashSecretToken(secret))
    .where("api_tokens.revoked_at", "is", null)
    .where("api_tokens.expires_at", ">", now)
    .where("users.disabled_at", "is", null)
    .executeTakeFirst();
  if (!token) return null;
  const lastUsed = token.last_used_at?.getTime() ?? 0;
  if (now.getTime() - lastUsed > TOUCH_INTERVAL_MS) {
    await db
      .updateTable("api_tokens")
      .set({ last_used_at: now })
      .where("id", "=", token.id)
      .execute();
  }
  return {
    userId: token.user_id,
    sessionId: token.id,
    apiToken: { tokenId: token.id, organizationId: token.organization_id, scope: token.scope },
  };
}
