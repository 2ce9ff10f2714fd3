import { MESSAGES, PRODUCT_NAME } from "@contour/core";
import type { Context } from "../../graphql/context.js";
import { fail } from "../../graphql/errors.js";
import { actionMail } from "../mail/templates.js";
import { ipKey } from "../rate-limits/rate-limits.js";
import { findUserByEmail } from "../users/user-queries.js";
import { issueOneTimeToken } from "./one-time-tokens.js";

/** Mails a sign-up link; the link lands on the sign-in page, which forwards to registration. */
export async function requestRegisterToken(context: Context, email: string): Promise<void> {
  const { db, mailer, config, rateLimits } = context.services;
  // Counted before the account check, so that this call cannot probe emails without limit.
  await rateLimits.consume("signUpMailPerIp", ipKey(context.ip));
  if (await findUserByEmail(db, email)) {
    fail("CONFLICT", "An account already exists for this email. Please sign in.");
  }
  await rateLimits.consume("signUpMailPerEmail", email);
  const token = await issueOneTimeToken(db, { kind: "register", email, userId: null });
  await mailer.send(
    actionMail({
      to: email,
      subject: `Verify your email for ${PRODUCT_NAME}`,
      heading: "Verify your email",
      intro: `Welcome to ${PRODUCT_NAME}! Confirm that this is your address to create your account.`,
      actionLabel: "Create my account",
      url: `${config.publicUrl}/auth#token=${token}`,
      footer:
        "This link works once and expires in 24 hours. If you did not ask for an account, ignore this email.",
    }),
  );
}

export async function requestPasswordReset(context: Context, email: string): Promise<void> {
  const { db, mailer, config, rateLimits } = context.services;
  await rateLimits.consume("resetMailPerIp", ipKey(context.ip));
  const user = await findUserByEmail(db, email);
  if (!user) fail("NOT_FOUND", MESSAGES.forgotPasswordFailed);
  await rateLimits.consume("resetMailPerEmail", email);
  const token = await issueOneTimeToken(db, { kind: "password_reset", email, userId: user.id });
  await mailer.send(
    actionMail({
      to: email,
      subject: `Reset your ${PRODUCT_NAME} password`,
      heading: "Reset your password",
      intro: "Someone asked to reset the password of your account. Choose a new one here.",
      actionLabel: "Reset my password",
      url: `${config.publicUrl}/auth/password-reset/${token}`,
      footer:
        "This link works once and expires in 30 minutes. If you did not ask for it, ignore this email: your password stays the same.",
    }),
  );
}
