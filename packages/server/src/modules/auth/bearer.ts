import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/connection.js";
import type { Viewer } from "../../graphql/context.js";
import { resolveSession } from "./sessions.js";

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Who sends a request, from its `Authorization: Bearer <token>` header; null for a visitor or a
 * token that signs in no one. GraphQL and the upload routes both ask this.
 */
export async function viewerFromAuthorization(
  db: Db,
  authorization: string | undefined,
): Promise<Viewer | null> {
  const token = BEARER.exec(authorization ?? "")?.[1];
  return token ? resolveSession(db, token) : null;
}

export const SIGN_IN_NEEDED = "You need to sign in to do this.";

/**
 * The /api/v1 routes' sign-in check: the viewer, or null once 401 UNAUTHENTICATED has been
 * answered (the route then returns the reply).
 */
export async function requireApiViewer(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Viewer | null> {
  const viewer = await viewerFromAuthorization(db, request.headers.authorization);
  if (!viewer) reply.code(401).send({ error: SIGN_IN_NEEDED, code: "UNAUTHENTICATED" });
  return viewer;
}
