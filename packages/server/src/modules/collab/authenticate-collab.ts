import { COLLAB_REFUSALS } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { resolveSession } from "../auth/sessions.js";
import { findWorkbenches } from "../workbenches/workbench-queries.js";
import { CollabRefusal } from "./collab-refusal.js";

/** Who is on a connection, kept as its Hocuspocus context. */
export interface CollabContext {
  userId: string;
  /** The session the connection opened with: its revocation closes the connection. */
  sessionId: string;
}

export interface CollabGrant extends CollabContext {
  /** The workbench's `isEditable` is false for this user: they may look, not change. */
  readOnly: boolean;
}

/**
 * The session token of the GraphQL API opens a workbench's document when its user can see the
 * workbench, by the very query the `workbench` field uses; read-only when they cannot edit it.
 */
export async function authenticateCollab(
  db: Db,
  token: string,
  workbenchId: string,
): Promise<CollabGrant> {
  const viewer = token === "" ? null : await resolveSession(db, token);
  if (!viewer) throw new CollabRefusal(COLLAB_REFUSALS.unauthenticated);
  const [workbench] = await findWorkbenches(db, viewer.userId, [workbenchId]);
  if (!workbench) throw new CollabRefusal(COLLAB_REFUSALS.notFound);
  return {
    userId: viewer.userId,
    sessionId: viewer.sessionId,
    readOnly: !workbench.access.canEdit,
  };
}

/** The context a connection was given by `authenticateCollab`, or null (a server-side change). */
export function collabContextOf(context: unknown): CollabContext | null {
  const fields = context as Partial<CollabContext> | null | undefined;
  const userId = fields?.userId;
  const sessionId = fields?.sessionId;
  return typeof userId === "string" && typeof sessionId === "string" ? { userId, sessionId } : null;
}
