import { MESSAGES } from "@contour/core";
import type { Db } from "../../db/connection.js";
import type { UserRow } from "../../db/types.js";
import type { Context } from "../../graphql/context.js";
import { fail } from "../../graphql/errors.js";
import { recordAccess } from "../logs/access-log.js";
import { createSession, type SessionMeta } from "./sessions.js";

export interface AuthPayloadShape {
  /** null when the session went to the browser's cookie, out of the page's reach. */
  authToken: string | null;
  user: UserRow;
}

/**
 * Opens a session for the user and logs the access: every way of signing in (a password, a
 * mailed link, single sign-on) ends here. Signing in is activity: the session's later use moves
 * Last active only a minute after the previous use (sessions.ts), so someone who had just signed
 * in showed "Never" among the members. Returns the session's token and the user as they are now.
 * A disabled account (/admin › Users) is refused here, whichever way it came.
 */
export async function openSession(
  db: Db,
  user: UserRow,
  meta: SessionMeta,
): Promise<{ token: string; user: UserRow }> {
  if (user.disabled_at !== null) fail("FORBIDDEN", MESSAGES.accountDisabled);
  const session = await createSession(db, user.id, meta);
  await recordAccess(db, { userId: user.id, email: user.email, ip: meta.ip });
  const active = await db
    .updateTable("users")
    .set({ last_active_at: new Date() })
    .where("id", "=", user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { token: session.token, user: active };
}

/** A GraphQL sign-in: the web app's request gets the session as its cookie, an API client the token. */
export async function signIn(db: Db, user: UserRow, context: Context): Promise<AuthPayloadShape> {
  const session = await openSession(db, user, { ip: context.ip, userAgent: context.userAgent });
  if (!context.browserSession.wantsCookie) return { authToken: session.token, user: session.user };
  context.browserSession.start(session.token);
  return { authToken: null, user: session.user };
}
