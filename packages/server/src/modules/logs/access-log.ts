import type { Db } from "../../db/connection.js";

export interface AccessLogEntry {
  userId: string;
  email: string;
  ip: string;
}

/** One row per sign-in, whatever the way in (password, sign-up, reset). */
export async function recordAccess(db: Db, entry: AccessLogEntry): Promise<void> {
  await db
    .insertInto("access_logs")
    .values({ user_id: entry.userId, user_email: entry.email, ip_address: entry.ip })
    .execute();
}
