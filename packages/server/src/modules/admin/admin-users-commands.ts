import type { Db } from "../../db/connection.js";
import { isUuid } from "../../db/ids.js";
import { inTransaction } from "../../db/transaction.js";
import { fail } from "../../graphql/errors.js";
import { revokeUserSessions } from "../auth/sessions.js";
import { NO_USER } from "./admin-users-queries.js";
import { recordStaffAction, type StaffAuditEntry } from "./staff-audit.js";

export const CANNOT_DISABLE_SELF =
  "You cannot disable your own account: ask another staff member to do it.";
export const CANNOT_DEMOTE_SELF =
  "You cannot remove your own staff access: ask another staff member to do it.";
const NO_SESSION = "This session does not exist or has already ended.";

/** What staff change on an account's page; a field left out (null or undefined) stays as it is. */
export interface AdminUserPatch {
  isAdmin?: boolean | null;
  disabled?: boolean | null;
}

/**
 * Staff grant or remove staff access (isAdmin) and disable or enable an account, in one
 * transaction with a row of the staff audit trail per change. Disabling revokes every session
 * of the account at once (the /collab sockets of those sessions close on the re-check every
 * mutation triggers). Nobody disables or demotes themselves, so there is always a staff member.
 */
export async function updateAdminUser(
  db: Db,
  staffId: string,
  userId: string,
  patch: AdminUserPatch,
): Promise<void> {
  if (!isUuid(userId)) fail("NOT_FOUND", NO_USER);
  if (userId === staffId && patch.disabled === true) fail("FORBIDDEN", CANNOT_DISABLE_SELF);
  if (userId === staffId && patch.isAdmin === false) fail("FORBIDDEN", CANNOT_DEMOTE_SELF);
  await inTransaction(db, async (trx) => {
    const user = await trx
      .selectFrom("users")
      .select(["id", "email", "is_admin", "disabled_at"])
      .where("id", "=", userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user) fail("NOT_FOUND", NO_USER);
    const target = { id: user.id, email: user.email };
    const entries: StaffAuditEntry[] = [];
    if (patch.isAdmin != null && patch.isAdmin !== user.is_admin) {
      await trx
        .updateTable("users")
        .set({ is_admin: patch.isAdmin, updated_at: new Date() })
        .where("id", "=", userId)
        .execute();
      entries.push(
        patch.isAdmin
          ? { action: "GRANT_STAFF", target, detail: "Granted staff access" }
          : { action: "REMOVE_STAFF", target, detail: "Removed staff access" },
      );
    }
    const disabled = user.disabled_at !== null;
    if (patch.disabled != null && patch.disabled !== disabled) {
      await trx
        .updateTable("users")
        .set({ disabled_at: patch.disabled ? new Date() : null, updated_at: new Date() })
        .where("id", "=", userId)
        .execute();
      if (patch.disabled) {
        const revoked = await revokeUserSessions(trx, userId, null);
        entries.push({
          action: "DISABLE_USER",
          target,
          detail: `Disabled the account and revoked ${sessionsText(revoked)}`,
        });
      } else {
        entries.push({ action: "ENABLE_USER", target, detail: "Enabled the account" });
      }
    }
    for (const entry of entries) await recordStaffAction(trx, staffId, entry);
  });
}

/**
 * Staff sign an account out: one session (sessionId) or every one. The browsers of those
 * sessions are asked to sign in again at their next request.
 */
export async function revokeAdminUserSessions(
  db: Db,
  staffId: string,
  userId: string,
  sessionId: string | null,
): Promise<void> {
  if (!isUuid(userId)) fail("NOT_FOUND", NO_USER);
  if (sessionId !== null && !isUuid(sessionId)) fail("NOT_FOUND", NO_SESSION);
  await inTransaction(db, async (trx) => {
    const user = await trx
      .selectFrom("users")
      .select(["id", "email"])
      .where("id", "=", userId)
      .executeTakeFirst();
    if (!user) fail("NOT_FOUND", NO_USER);
    const revoked =
      sessionId === null
        ? await revokeUserSessions(trx, userId, null)
        : await revokeOneSession(trx, userId, sessionId);
    await recordStaffAction(trx, staffId, {
      action: "REVOKE_SESSIONS",
      target: { id: user.id, email: user.email },
      detail: `Revoked ${sessionsText(revoked)}`,
    });
  });
}

/** One live session of the account; refused when it is not one. */
async function revokeOneSession(db: Db, userId: string, sessionId: string): Promise<number> {
  const row = await db
    .updateTable("sessions")
    .set({ revoked_at: new Date() })
    .where("id", "=", sessionId)
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", new Date())
    .returning("id")
    .executeTakeFirst();
  return row ? 1 : fail("NOT_FOUND", NO_SESSION);
}

const sessionsText = (count: number) => (count === 1 ? "1 session" : `${count} sessions`);
