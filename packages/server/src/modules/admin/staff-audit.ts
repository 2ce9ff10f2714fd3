import type { Db } from "../../db/connection.js";

/** What staff did, as the audit trail names it. */
export const STAFF_ACTIONS = [
  "REVOKE_SESSIONS",
  "DISABLE_USER",
  "ENABLE_USER",
  "GRANT_STAFF",
  "REMOVE_STAFF",
  "UPDATE_SETTING",
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** The most trail rows one request reads: a page of /admin, not the whole history. */
export const STAFF_AUDIT_PAGE = 50;

export interface StaffAuditEntry {
  action: StaffAction;
  /** The account acted on; absent for a deployment setting. */
  target?: { id: string; email: string };
  /** The change in words: "Revoked 2 sessions", "Block workspace creation: on". */
  detail: string;
}

/**
 * One row of the staff audit trail, with the staff member's name and email copied so that it
 * outlives their account. Call it inside the command's transaction, so that a change and its
 * row land or fail together.
 */
export async function recordStaffAction(
  db: Db,
  staffId: string,
  entry: StaffAuditEntry,
): Promise<void> {
  const staff = await db
    .selectFrom("users")
    .select(["name", "email"])
    .where("id", "=", staffId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto("staff_audit_logs")
    .values({
      staff_id: staffId,
      staff_name: staff.name,
      staff_email: staff.email,
      action: entry.action,
      target_user_id: entry.target?.id ?? null,
      target_email: entry.target?.email ?? null,
      detail: entry.detail,
    })
    .execute();
}

export interface StaffAuditRow {
  id: string;
  staff_name: string;
  staff_email: string;
  action: StaffAction;
  target_email: string | null;
  detail: string;
  created_at: Date;
}

/** The latest rows about one account, or about the deployment's settings (targetUserId null). */
export async function findStaffActions(
  db: Db,
  targetUserId: string | null,
): Promise<StaffAuditRow[]> {
  const rows = await db
    .selectFrom("staff_audit_logs")
    .select(["id", "staff_name", "staff_email", "action", "target_email", "detail", "created_at"])
    .where("target_user_id", targetUserId === null ? "is" : "=", targetUserId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(STAFF_AUDIT_PAGE)
    .execute();
  return rows.map((row) => ({ ...row, action: row.action as StaffAction }));
}
