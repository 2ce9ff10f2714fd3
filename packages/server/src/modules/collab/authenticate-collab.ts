import { COLLAB_REFUSALS, presenceColor } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { resolveSession } from "../auth/sessions.js";
import { findWorkbenches } from "../workbenches/workbench-queries.js";
import type { PresenceIdentity } from "./awareness-guard.js";
import { CollabRefusal } from "./collab-refusal.js";
import type { SocketTicket } from "./socket-limits.js";

/** Who is on a connection, kept as its Hocuspocus context. */
export interface CollabContext {
  userId: string;
  /** The session the connection opened with: its revocation closes the connection. */
  sessionId: string;
  /**
   * Who the connection's presence must name (awareness-guard.ts). Its name is read again when
   * the client publishes another one (a rename while the file is open): see collab-server.ts.
   */
  presence: PresenceIdentity;
}

export interface CollabGrant extends CollabContext {
  /** The workbench's `isEditable` is false for this user: they may look, not change. */
  readOnly: boolean;
}

/**
 * The first context Hocuspocus gives a connection (collab.routes.ts): the session token the
 * upgrade request carried, which for a browser is its session cookie.
 */
export interface UpgradeContext {
  upgradeToken: string | null;
  /** The socket's place in the per-user and per-address counts (socket-limits.ts). */
  ticket: SocketTicket | null;
}

/**
 * The session opens a workbench's document when its user can see the workbench, by the very
 * query the `workbench` field uses; read-only when they cannot edit it. The session is the
 * token of the provider's auth message (API clients) or else the upgrade request's: the web app
 * sends no token, its cookie went with the upgrade.
 */
export async function authenticateCollab(
  db: Db,
  { messageToken, upgradeToken }: { messageToken: string; upgradeToken: string | null },
  workbenchId: string,
): Promise<CollabGrant> {
  const token = messageToken !== "" ? messageToken : upgradeToken;
  const viewer = token ? await resolveSession(db, token) : null;
  if (!viewer) throw new CollabRefusal(COLLAB_REFUSALS.unauthenticated);
  const [workbench] = await findWorkbenches(db, viewer.userId, [workbenchId]);
  if (!workbench) throw new CollabRefusal(COLLAB_REFUSALS.notFound);
  const name = await readPresenceName(db, viewer.userId);
  return {
    userId: viewer.userId,
    sessionId: viewer.sessionId,
    presence: { id: viewer.userId, name, color: presenceColor(viewer.userId) },
    readOnly: !workbench.access.canEdit,
  };
}

/** The name presence shows for a user: their stored name, as the web app's currentUser has it. */
export async function readPresenceName(db: Db, userId: string): Promise<string> {
  const user = await db
    .selectFrom("users")
    .select("name")
    .where("id", "=", userId)
    .executeTakeFirst();
  return user?.name ?? "";
}

/** The context a connection was given by `authenticateCollab`, or null (a server-side change). */
export function collabContextOf(context: unknown): CollabContext | null {
  const fields = context as Partial<CollabContext> | null | undefined;
  const userId = fields?.userId;
  const sessionId = fields?.sessionId;
  const presence = fields?.presence;
  return typeof userId === "string" && typeof sessionId === "string" && presence !== undefined
    ? { userId, sessionId, presence }
    : null;
}
