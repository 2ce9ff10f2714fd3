import type { Db } from "../../db/connection.js";
import { fail } from "../../graphql/errors.js";

export interface RateLimit {
  bucket: string;
  limit: number;
  windowMs: number;
  message: string;
}

const MINUTE = 60 * 1000;

/** The auth limits of issue 2, per IP and per email; the numbers are in docs/operations.md. */
export const RATE_LIMITS = {
  loginStepPerIp: {
    bucket: "login-step:ip",
    limit: 60,
    windowMs: 15 * MINUTE,
    message:
      "Too many sign-in attempts from your network. Please wait a few minutes and try again.",
  },
  loginStepPerEmail: {
    bucket: "login-step:email",
    limit: 20,
    windowMs: 15 * MINUTE,
    message: "Too many sign-in attempts for this email. Please wait a few minutes and try again.",
  },
  failedLoginPerEmail: {
    bucket: "login-failed:email",
    limit: 5,
    windowMs: 15 * MINUTE,
    message:
      "Too many failed sign-in attempts for this account. Please wait 15 minutes or reset your password.",
  },
  failedLoginPerIp: {
    bucket: "login-failed:ip",
    limit: 30,
    windowMs: 15 * MINUTE,
    message: "Too many failed sign-in attempts from your network. Please wait 15 minutes.",
  },
  registerTokenPerEmail: {
    bucket: "register-token:email",
    limit: 3,
    windowMs: 60 * MINUTE,
    message:
      "We already sent several emails to this address. Please check your inbox or wait an hour.",
  },
  registerTokenPerIp: {
    bucket: "register-token:ip",
    limit: 20,
    windowMs: 60 * MINUTE,
    message: "Too many sign-up requests from your network. Please wait an hour and try again.",
  },
  forgotPasswordPerEmail: {
    bucket: "forgot-password:email",
    limit: 3,
    windowMs: 60 * MINUTE,
    message:
      "We already sent several reset emails to this address. Please check your inbox or wait an hour.",
  },
  forgotPasswordPerIp: {
    bucket: "forgot-password:ip",
    limit: 20,
    windowMs: 60 * MINUTE,
    message:
      "Too many password reset requests from your network. Please wait an hour and try again.",
  },
} satisfies Record<string, RateLimit>;

async function hitsInWindow(db: Db, rule: RateLimit, key: string): Promise<number> {
  const row = await db
    .selectFrom("rate_limit_hits")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("bucket", "=", rule.bucket)
    .where("key", "=", key)
    .where("hit_at", ">", new Date(Date.now() - rule.windowMs))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Refuses with RATE_LIMITED once the key has used up its window. */
export async function assertUnderLimit(db: Db, rule: RateLimit, key: string): Promise<void> {
  if ((await hitsInWindow(db, rule, key)) >= rule.limit) fail("RATE_LIMITED", rule.message);
}

export async function recordHit(db: Db, rule: RateLimit, key: string): Promise<void> {
  await db.insertInto("rate_limit_hits").values({ bucket: rule.bucket, key }).execute();
}

/** Counts this request against the limit, refusing it when the window is full. */
export async function consumeLimit(db: Db, rule: RateLimit, key: string): Promise<void> {
  await assertUnderLimit(db, rule, key);
  await recordHit(db, rule, key);
}

/** Old hits only cost space; the longest window is an hour. */
export async function pruneRateLimitHits(db: Db): Promise<void> {
  await db
    .deleteFrom("rate_limit_hits")
    .where("hit_at", "<", new Date(Date.now() - 2 * 60 * MINUTE))
    .execute();
}
