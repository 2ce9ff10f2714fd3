import type { Db } from "../../db/connection.js";
import { revokeUserSessions } from "./sessions.js";

/**
 * The one way an account's password changes (changePassword, resetPassword, setPasswordWithToken):
 * the new hash, every session but the one kept signed out, and every link still out that could
 * set a password revoked. A reset link mailed before a change would otherwise outlive it: whoever
 * read that mail could take the account back after its owner chose a new password. Call it in the
 * transaction that spends the caller's own token, if any.
 */
export async function storePassword(
  trx: Db,
  user: { id: string; email: string },
  passwordHash: string,
  keepSessionId: string | null,
): Promise<void> {
  const now = new Date();
  await trx
    .updateTable("users")
    .set({ password_hash: passwordHash, updated_at: now })
    .where("id", "=", user.id)
    .execute();
  await revokeUserSessions(trx, user.id, keepSessionId);
  await trx
    .updateTable("one_time_tokens")
    .set({ used_at: now })
    .where("kind", "in", ["password_reset", "register"])
    .where((eb) => eb.or([eb("user_id", "=", user.id), eb("email", "=", user.email)]))
    .where("used_at", "is", null)
    .execute();
}
