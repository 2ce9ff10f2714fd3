import type { Db } from "../../db/connection.js";
import type { Viewer } from "../../graphql/context.js";
import { hashSecretToken, newSecretToken } from "./secret-token.js";

const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Touching a session (or an API token) on every request would write on every request; once a
 * minute is enough.
 */
export const TOUCH_INTERVAL_MS = 60 * 1000;

export interface SessionMeta {
  ip: string;
  userAgent: string | null;
}

export interface NewSession {
  token: string;
  sessionId: string;
}

export async function createSession(
  db: Db,
  userId: string,
  meta: SessionMeta,
): Promise<NewSession> {
  const token = newSecretToken();
  const row = await db
    .insertInto("sessions")
    .values({
      user_id: userId,
      token_hash: hashSecretToken(token),
      ip_address: meta.ip,
      user_agent: meta.userAgent,
      expires_at: new Date(Date.now() + SESSION_TTL_MS),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { token, sessionId: row.id };
}

/**
 * The viewer behind a bearer token, sliding the session's expiry; null when invalid. Disabling
 * an account revokes its sessions; the account's own check also covers a session opened while
 * it was being disabled.
 */
export async function resolveSession(db: Db, token: string): Promise<Viewer | null> {
  const now = new Date();
  const session = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["sessions.id", "sessions.user_id", "sessions.last_used_at"])
    .where("sessions.token_hash", "=", hashSecretToken(token))
    .where("sessions.revoked_at", "is", null)
    .where("sessions.expires_at", ">", now)
    .where("users.disabled_at", "is", null)
    .executeTakeFirst();
  if (!session) return null;
  if (now.getTime() - session.last_used_at.getTime() > TOUCH_INTERVAL_MS) {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("sessions")
        .set({ last_used_at: now, expires_at: new Date(now.getTime() + SESSION_TTL_MS) })
        .where("id", "=", session.id)
        .execute();
      await trx
        .updateTable("users")
        .set({ last_active_at: now })
        .where("id", "=", session.user_id)
        .execute();
    });
  }
  return { userId: session.user_id, sessionId: session.id };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ revoked_at: new Date() })
    .where("id", "=", sessionId)
    .where("revoked_at", "is", null)
    .execute();
}

/**
 * After a password change or reset, every other device has to sign in again; staff sign an
 * account out (/admin). Returns how many sessions were still open.
 */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  exceptSessionId: string | null,
): Promise<number> {
  let query = db
    .updateTable("sessions")
    .set({ revoked_at: new Date() })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null);
  if (exceptSessionId !== null) query = query.where("id", "<>", exceptSessionId);
  const rows = await query.returning("id").execute();
  return rows.length;
}

/** Which of these sessions are still live (neither revoked, expired nor disabled), in one statement. */
export async function liveSessionIds(db: Db, sessionIds: readonly string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select("sessions.id")
    .where("sessions.id", "in", sessionIds)
    .where("sessions.revoked_at", "is", null)
    .where("sessions.expires_at", ">", new Date())
    .where("users.disabled_at", "is", null)
    .execute();
  return new Set(rows.map((row) => row.id));
}
