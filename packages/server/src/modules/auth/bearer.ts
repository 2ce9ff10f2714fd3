import { isApiTokenSecret } from "@contour/core";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/connection.js";
import type { Viewer } from "../../graphql/context.js";
import { resolveApiToken } from "../api-tokens/resolve-api-token.js";
import { resolveSession } from "./sessions.js";

/**
 * Who sends a request: the session of its `Authorization: Bearer` token, or else of the
 * browser's session cookie (browser-session.ts); null for a visitor or a token that signs in no
 * one. GraphQL and the /api/v1 routes both ask this. A personal access token (`ctr_pat_…`)
 * counts only where `apiTokens` says so, in a bearer header: GraphQL, whose guard confines it
 * (modules/api-tokens); the /api/v1 routes and the socket refuse it.
 */
export async function viewerOfRequest(
  db: Db,
  request: FastifyRequest,
  { apiTokens = false }: { apiTokens?: boolean } = {},
): Promise<Viewer | null> {
  const credential = request.sessionCredential;
  if (!credential) return null;
  if (isApiTokenSecret(credential.token)) {
    return apiTokens && credential.via === "bearer" ? resolveApiToken(db, credential.token) : null;
  }
  return resolveSession(db, credential.token);
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
  const viewer = await viewerOfRequest(db, request);
  if (!viewer) reply.code(401).send({ error: SIGN_IN_NEEDED, code: "UNAUTHENTICATED" });
  return viewer;
}
