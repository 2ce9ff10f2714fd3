import type { RateLimits } from "../rate-limits/rate-limits.js";
import { verifyPassword } from "./passwords.js";

/**
 * Checks a password as one counted attempt: the attempt is counted against the account (and the
 * IP) before argon2 runs, atomically, and given back when the password was right. However many
 * attempts arrive at once, at most the limit's wrong passwords are ever checked, and after them
 * the right one is refused too, until the lock ends (RATE_LIMITED).
 */
export async function checkPasswordAttempt(
  rateLimits: RateLimits,
  keys: { account: string; ip?: string },
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (keys.ip !== undefined) await rateLimits.consume("failedSignInPerIp", keys.ip);
  await rateLimits.consume("failedSignInPerAccount", keys.account);
  const valid = await verifyPassword(passwordHash, password);
  if (valid) {
    await rateLimits.refund("failedSignInPerAccount", keys.account);
    if (keys.ip !== undefined) await rateLimits.refund("failedSignInPerIp", keys.ip);
  }
  return valid;
}
