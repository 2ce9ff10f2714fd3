import { MESSAGES } from "@contour/core";
import type { Db } from "../../db/connection.js";
import type { UserRow } from "../../db/types.js";
import { fail } from "../../graphql/errors.js";
import { consumeOneTimeToken } from "./one-time-tokens.js";
import { revokeUserSessions } from "./sessions.js";

const RESET_LINK_INVALID =
  "This password reset link is invalid or has expired. Please request a new one.";

/** Creates the account of a register token's email; the token is spent in the same transaction. */
export async function registerWithToken(
  db: Db,
  token: string,
  passwordHash: string,
): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const valid = await consumeOneTimeToken(trx, "register", token, MESSAGES.brokenRegisterLink);
    const existing = await trx
      .selectFrom("users")
      .select("id")
      .where("email", "=", valid.email)
      .executeTakeFirst();
    if (existing) fail("CONFLICT", "An account already exists for this email. Please sign in.");
    return trx
      .insertInto("users")
      .values({ email: valid.email, password_hash: passwordHash })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Gives a password to an existing account that has none yet (one created by single sign-on). */
export async function setPasswordWithToken(
  db: Db,
  token: string,
  passwordHash: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const valid = await consumeOneTimeToken(trx, "register", token, MESSAGES.brokenRegisterLink);
    const updated = await trx
      .updateTable("users")
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where("email", "=", valid.email)
      .returning("id")
      .executeTakeFirst();
    if (!updated) fail("NOT_FOUND", "No account exists for this email. Please create one.");
    await revokeUserSessions(trx, updated.id, null);
  });
}

/** Sets the new password and signs every device out; the caller opens a fresh session. */
export async function resetPasswordWithToken(
  db: Db,
  token: string,
  passwordHash: string,
): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const valid = await consumeOneTimeToken(trx, "password_reset", token, RESET_LINK_INVALID);
    const user = await trx
      .updateTable("users")
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where("email", "=", valid.email)
      .returningAll()
      .executeTakeFirst();
    if (!user) fail("BAD_USER_INPUT", RESET_LINK_INVALID);
    await revokeUserSessions(trx, user.id, null);
    return user;
  });
}
