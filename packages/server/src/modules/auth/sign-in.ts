import type { Db } from "../../db/connection.js";
import type { UserRow } from "../../db/types.js";
import type { Context } from "../../graphql/context.js";
import { recordAccess } from "../logs/access-log.js";
import { createSession, type SessionMeta } from "./sessions.js";

export interface AuthPayloadShape {
  /** null when the session went to the browser's cookie, out of the page's reach. */
  authToken: string | null;
  user: UserRow;
}

/**
 * Opens a session for the user and logs the access: every way of signing in (a password, a
 * mailed link, single sign-on) ends here. Returns the session's token.
 */
export async function openSession(db: Db, user: UserRow, meta: SessionMeta): Promise<string> {
  const session = await createSession(db, user.id, meta);
  await recordAccess(db, { userId: user.id, email: user.email, ip: meta.ip });
  return session.token;
}

/** A GraphQL sign-in: the web app's request gets the session as its cookie, an API client the token. */
export async function signIn(db: Db, user: UserRow, context: Context): Promise<AuthPayloadShape> {
  const token = await openSession(db, user, { ip: context.ip, userAgent: context.userAgent });
  if (!context.browserSession.wantsCookie) return { authToken: token, user };
  context.browserSession.start(token);
  return { authToken: null, user };
}
