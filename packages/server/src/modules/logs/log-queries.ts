import { sql } from "kysely";
import type { Db } from "../../db/connection.js";
import type { OffsetPage } from "../../graphql/offset-page.js";

export interface AccessLogRow {
  id: string;
  user_email: string;
  event_date: Date;
  ip_address: string | null;
}

/** An ILIKE pattern for values containing the text: `%` and `_` typed are letters, not wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Sign-ins of the workspace's current members, newest first; `email` keeps those whose email
 * contains it, whatever the case. Access rows are per user, so a member's sign-ins from before
 * they joined are listed too, and a former member's are not.
 */
function accessLogsOf(db: Db, organizationId: string, email: string) {
  let query = db
    .selectFrom("access_logs")
    .innerJoin("organization_members", "organization_members.user_id", "access_logs.user_id")
    .where("organization_members.organization_id", "=", organizationId);
  if (email !== "") {
    query = query.where(sql<boolean>`access_logs.user_email ILIKE ${containsPattern(email)}`);
  }
  return query;
}

export function findAccessLogs(
  db: Db,
  organizationId: string,
  filter: OffsetPage & { email: string },
): Promise<AccessLogRow[]> {
  return accessLogsOf(db, organizationId, filter.email)
    .select([
      "access_logs.id",
      "access_logs.user_email",
      "access_logs.event_date",
      "access_logs.ip_address",
    ])
    .orderBy("access_logs.event_date", "desc")
    .orderBy("access_logs.id", "desc")
    .offset(filter.offset)
    .limit(filter.count)
    .execute();
}

export async function countAccessLogs(
  db: Db,
  organizationId: string,
  email: string,
): Promise<number> {
  const row = await accessLogsOf(db, organizationId, email)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The workspace's activity, newest first. */
export function findActivityLogs(db: Db, organizationId: string, page: OffsetPage) {
  return db
    .selectFrom("activity_logs")
    .select([
      "id",
      "user_email",
      "event_date",
      "action_type",
      "target_table",
      "target_id",
      "metadata",
    ])
    .where("organization_id", "=", organizationId)
    .orderBy("event_date", "desc")
    .orderBy("id", "desc")
    .offset(page.offset)
    .limit(page.count)
    .execute();
}

export type ActivityLogRow = Awaited<ReturnType<typeof findActivityLogs>>[number];

export async function countActivityLogs(db: Db, organizationId: string): Promise<number> {
  const row = await db
    .selectFrom("activity_logs")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("organization_id", "=", organizationId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
