import { isValidEmail, normalizeEmail } from "@contour/core";
import type { Db } from "../../db/connection.js";
import type { UserRow } from "../../db/types.js";
import { textProblem } from "../../http/hostile-text.js";
import { isStaffEmail } from "../auth/register.js";

/** Who the issuer says signed in, from the ID token (and userinfo when the token lacks the email). */
export interface VerifiedIdentity {
  provider: string;
  issuer: string;
  /** The issuer's stable id of the person (`sub`). */
  subject: string;
  email: string | null;
  /** Only a true `email_verified` (or Entra ID's `xms_edov`) counts. */
  emailVerified: boolean;
  name: string | null;
}

/** The refusals the sign-in page shows (spec files-and-auth §8.2, `#google_auth_error=`). */
export type IdentityRefusal = "email_not_verified" | "account_disabled" | "sso_provider" | "failed";

/** What the issuer may sign into, besides the rules every issuer follows. */
export interface IssuerPolicy {
  /** Whether an account of this email may sign in through this issuer; null when it may. */
  refusalFor(trx: Db, email: string): Promise<IdentityRefusal | null>;
  /** Runs in the sign-in's transaction when it made the account. */
  onNewAccount?(trx: Db, user: UserRow): Promise<void>;
}

export type IdentitySignIn =
  | { kind: "signedIn"; user: UserRow; created: boolean }
  | { kind: "refused"; reason: IdentityRefusal };

/** Same bound as the profile's name (users.graphql.ts). */
const MAX_NAME_LENGTH = 120;

function profileName(name: string | null): string {
  const trimmed = name?.trim() ?? "";
  if (trimmed === "" || textProblem(trimmed) !== null) return "";
  return [...trimmed].slice(0, MAX_NAME_LENGTH).join("");
}

/**
 * The account an issuer's identity signs into, in one transaction. An identity seen before signs
 * into its account, whatever email the issuer sends today. A new one needs an email the issuer
 * verified: it is then linked to the account of that email (one made with a password included),
 * or a new account is made, without a password, which goes through onboarding. An unverified
 * email would let anyone who can type an address at some issuer take that address's account.
 * The issuer's policy is asked about the account's email every time, linked or not: a
 * workspace's own issuer signs into its verified domains' accounts only.
 */
export function signInWithIdentity(
  db: Db,
  identity: VerifiedIdentity,
  adminEmails: ReadonlySet<string>,
  policy: IssuerPolicy,
): Promise<IdentitySignIn> {
  return db.transaction().execute(async (trx): Promise<IdentitySignIn> => {
    const linked = await trx
      .updateTable("user_identities")
      .set({ last_used_at: new Date() })
      .where("issuer", "=", identity.issuer)
      .where("subject", "=", identity.subject)
      .returning("user_id")
      .executeTakeFirst();
    if (linked) {
      const user = await trx
        .selectFrom("users")
        .selectAll()
        .where("id", "=", linked.user_id)
        .executeTakeFirstOrThrow();
      if (user.disabled_at !== null) return { kind: "refused", reason: "account_disabled" };
      const refusal = await policy.refusalFor(trx, user.email);
      if (refusal) return { kind: "refused", reason: refusal };
      return { kind: "signedIn", user, created: false };
    }

    if (identity.email === null || !isValidEmail(identity.email)) {
      return { kind: "refused", reason: "failed" };
    }
    if (!identity.emailVerified) return { kind: "refused", reason: "email_not_verified" };
    const email = normalizeEmail(identity.email);
    const refusal = await policy.refusalFor(trx, email);
    if (refusal) return { kind: "refused", reason: refusal };
    const existing = await trx
      .selectFrom("users")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirst();
    if (existing?.disabled_at) return { kind: "refused", reason: "account_disabled" };
    const user =
      existing ??
      (await trx
        .insertInto("users")
        .values({
          email,
          name: profileName(identity.name),
          password_hash: null,
          is_admin: isStaffEmail(adminEmails, email),
          // As for a sign-up: the changelog popup is for what changes after the account exists.
          last_changelog_seen_at: new Date(),
        })
        .returningAll()
        .executeTakeFirstOrThrow());
    await trx
      .insertInto("user_identities")
      .values({
        user_id: user.id,
        provider: identity.provider,
        issuer: identity.issuer,
        subject: identity.subject,
        email,
      })
      .execute();
    if (existing === undefined) await policy.onNewAccount?.(trx, user);
    return { kind: "signedIn", user, created: existing === undefined };
  });
}
