import type { RateLimitName } from "../rate-limits/rate-limit-rules.js";
import type { RateLimits } from "../rate-limits/rate-limits.js";
import { verifyPassword } from "./passwords.js";

/**
 * Checks a password as one counted attempt: the attempt is counted against the account (and the
 * IP) before argon2 runs, atomically, and given back when the password was right. However many
 * attempts arrive at once, at most the limit's wrong passwords are ever checked, and after them
 * the right one is refused too, until the lock ends (RATE_LIMITED). `limits` names the counters:
 * sign-in's by default, a share link's for its password (modules/share-links).
 */
export async function checkPasswordAttempt(
  rateLimits: RateLimits,
  keys: { account: string; ip?: string },
  passwordHash: string | null,
  password: string,
  limits: { account: RateLimitName; ip: RateLimitName } = {
    account: "failedSignInPerAccount",
    ip: "failedSignInPerIp",
  },
): Promise<boolean> {
  if (keys.ip !== undefined) await rateLimits.consume(limits.ip, keys.ip);
  await rateLimits.consume(limits.account, keys.account);
  const valid = await verifyPassword(passwordHash, password);
  if (valid) {
    await rateLimits.refund(limits.account, keys.account);
    if (keys.ip !== undefined) await rateLimits.refund(limits.ip, keys.ip);
  }
  return valid;
}
