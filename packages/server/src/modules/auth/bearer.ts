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
