import { MESSAGES } from "@contour/core";
import type { Db } from "../../db/connection.js";
import type { OneTimeTokenKind, UserRow } from "../../db/types.js";
import { fail } from "../../graphql/errors.js";
import { parseNewPassword } from "./input.js";
import { consumeOneTimeToken, findValidToken } from "./one-time-tokens.js";
import { hashPassword } from "./passwords.js";
import { storePassword } from "./store-password.js";

const RESET_LINK_INVALID =
  "This password reset link is invalid or has expired. Please request a new one.";

/**
 * The hash of a new password, once the token is known to be valid: a made-up token must not buy
 * 50 ms of argon2. The token is spent later, inside the transaction that does its work.
 */
async function hashForToken(
  db: Db,
  kind: OneTimeTokenKind,
  token: string,
  password: string,
  invalidMessage: string,
): Promise<string> {
  if (token === "") fail("BAD_USER_INPUT", MESSAGES.tokenRequired);
  parseNewPassword(password);
  await findValidToken(db, kind, token, invalidMessage);
  return hashPassword(password);
}

/** ADMIN_EMAILS lists addresses, or whole domains written as "@contour.app". */
export function isStaffEmail(adminEmails: ReadonlySet<string>, email: string): boolean {
  return adminEmails.has(email) || adminEmails.has(email.slice(email.lastIndexOf("@")));
}

/** Creates the account of a register token's email; the token is spent in the same transaction. */
export async function registerWithToken(
  db: Db,
  token: string,
  password: string,
  adminEmails: ReadonlySet<string>,
): Promise<UserRow> {
  const passwordHash = await hashForToken(
    db,
    "register",
    token,
    password,
    MESSAGES.brokenRegisterLink,
  );
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
      .values({
        email: valid.email,
        password_hash: passwordHash,
        is_admin: isStaffEmail(adminEmails, valid.email),
        // A new user has nothing to catch up on: the popup is for what changes after sign-up.
        last_changelog_seen_at: new Date(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Gives a password to an existing account that has none yet (one created by single sign-on). */
export async function setPasswordWithToken(db: Db, token: string, password: string): Promise<void> {
  const passwordHash = await hashForToken(
    db,
    "register",
    token,
    password,
    MESSAGES.brokenRegisterLink,
  );
  await db.transaction().execute(async (trx) => {
    const valid = await consumeOneTimeToken(trx, "register", token, MESSAGES.brokenRegisterLink);
    const user = await trx
      .selectFrom("users")
      .select(["id", "email", "password_hash"])
      .where("email", "=", valid.email)
      .executeTakeFirst();
    if (!user) fail("NOT_FOUND", "No account exists for this email. Please create one.");
    if (user.password_hash !== null) {
      fail("CONFLICT", 'This account already has a password. Use "Forgot password?" to change it.');
    }
    await storePassword(trx, user, passwordHash, null);
  });
}

/**
 * Sets the new password, signs every device out and revokes the other reset links; the caller
 * opens a fresh session.
 */
export async function resetPasswordWithToken(
  db: Db,
  token: string,
  password: string,
): Promise<UserRow> {
  const passwordHash = await hashForToken(
    db,
    "password_reset",
    token,
    password,
    RESET_LINK_INVALID,
  );
  return db.transaction().execute(async (trx) => {
    const valid = await consumeOneTimeToken(trx, "password_reset", token, RESET_LINK_INVALID);
    const user = await trx
      .selectFrom("users")
      .selectAll()
      .where("email", "=", valid.email)
      .executeTakeFirst();
    if (!user) fail("BAD_USER_INPUT", RESET_LINK_INVALID);
    await storePassword(trx, user, passwordHash, null);
    return { ...user, password_hash: passwordHash };
  });
}
