import type { Db } from "../../db/connection.js";
import type { UserRow } from "../../db/types.js";
import type { Context } from "../../graphql/context.js";
import { recordAccess } from "../logs/access-log.js";
import { createSession } from "./sessions.js";

export interface AuthPayloadShape {
  /** null when the session went to the browser's cookie, out of the page's reach. */
  authToken: string | null;
  user: UserRow;
}

/**
 * Opens a session for the user and logs the access; every way of signing in ends here. The
 * web app's request gets the session as its cookie, an API client the token.
 */
export async function signIn(db: Db, user: UserRow, context: Context): Promise<AuthPayloadShape> {
  const session = await createSession(db, user.id, {
    ip: context.ip,
    userAgent: context.userAgent,
  });
  await recordAccess(db, { userId: user.id, email: user.email, ip: context.ip });
  // Signing in is activity: the session's later use only moves it on after a minute (sessions.ts),
  // so someone who signed in and worked for less than that showed "Never" among the members.
  const signedIn = await db
    .updateTable("users")
    .set({ last_active_at: new Date() })
    .where("id", "=", user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (!context.browserSession.wantsCookie) return { authToken: session.token, user: signedIn };
  context.browserSession.start(session.token);
  return { authToken: null, user: signedIn };
}
