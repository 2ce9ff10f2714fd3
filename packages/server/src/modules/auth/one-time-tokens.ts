import { TOKEN_TTL_MS } from "@contour/core";
import type { Db } from "../../db/connection.js";
import type { OneTimeTokenKind } from "../../db/types.js";
import { fail } from "../../graphql/errors.js";
import { hashSecretToken, newSecretToken } from "./secret-token.js";

const TTL_MS: Record<OneTimeTokenKind, number> = {
  register: TOKEN_TTL_MS.register,
  password_reset: TOKEN_TTL_MS.passwordReset,
  account_deletion: TOKEN_TTL_MS.accountDeletion,
};

export interface IssueTokenInput {
  kind: OneTimeTokenKind;
  email: string;
  userId: string | null;
}

/** Stores the hash of a fresh token and returns the token itself, to be mailed. */
export async function issueOneTimeToken(db: Db, input: IssueTokenInput): Promise<string> {
  const token = newSecretToken();
  await db
    .insertInto("one_time_tokens")
    .values({
      kind: input.kind,
      token_hash: hashSecretToken(token),
      email: input.email,
      user_id: input.userId,
      expires_at: new Date(Date.now() + TTL_MS[input.kind]),
    })
    .execute();
  return token;
}

export interface ValidToken {
  id: string;
  email: string;
  userId: string | null;
}

/** A token that exists, is of the kind asked, is unused and has not expired; else the message. */
export async function findValidToken(
  db: Db,
  kind: OneTimeTokenKind,
  token: string,
  invalidMessage: string,
): Promise<ValidToken> {
  const row = await db
    .selectFrom("one_time_tokens")
    .select(["id", "email", "user_id", "expires_at", "used_at"])
    .where("token_hash", "=", hashSecretToken(token))
    .where("kind", "=", kind)
    .executeTakeFirst();
  if (!row || row.used_at !== null || row.expires_at.getTime() <= Date.now()) {
    fail("BAD_USER_INPUT", invalidMessage);
  }
  return { id: row.id, email: row.email, userId: row.user_id };
}

/**
 * Marks the token used; the condition on used_at makes two concurrent uses of one token end
 * with exactly one winner. Call inside the transaction that does the token's work.
 */
export async function consumeOneTimeToken(
  db: Db,
  kind: OneTimeTokenKind,
  token: string,
  invalidMessage: string,
): Promise<ValidToken> {
  const valid = await findValidToken(db, kind, token, invalidMessage);
  const used = await db
    .updateTable("one_time_tokens")
    .set({ used_at: new Date() })
    .where("id", "=", valid.id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  if (used.numUpdatedRows !== 1n) fail("BAD_USER_INPUT", invalidMessage);
  return valid;
}
