import { randomUUID } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import type { Db } from "../../db/connection.js";

/** What a mailed link's token may carry: the page reads these before it calls the server. */
export interface LinkClaims {
  /** Which link this is, so that one kind of token never passes for another. */
  purpose: "organization_invite" | "organization_deletion" | "share_link_view";
  organizationId: string;
  email?: string;
  /** A share link's view credential: the link it was given for (modules/share-links). */
  linkId?: string;
}

export interface VerifiedLink extends LinkClaims {
  /** The token's id: a single-use link records it in spent_link_tokens. */
  jti: string;
  /** Seconds since the epoch, as in the token. */
  exp: number;
}

/**
 * Signs and checks the tokens in mailed links (workspace invites and deletion). They are JWTs
 * (HS256) so that the page can read organizationId and exp from the link itself, as the spec's
 * deletion page does; only the server can make or verify one. The key is made by migration 0003.
 */
export interface LinkTokens {
  sign(claims: LinkClaims, expiresInSeconds: number): Promise<string>;
  /** null when the token is malformed, forged, expired or for another purpose. */
  verify(token: string, purpose: LinkClaims["purpose"]): Promise<VerifiedLink | null>;
}

/** Reads the key once at start-up, like the URL signer, so signing never waits on the pool. */
export async function loadLinkTokens(db: Db): Promise<LinkTokens> {
  const row = await db
    .selectFrom("server_secrets")
    .select("value")
    .where("name", "=", "link_token_key")
    .executeTakeFirstOrThrow();
  const key = new TextEncoder().encode(row.value);

  return {
    sign: (claims, expiresInSeconds) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: "HS256" })
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
        .sign(key),
    async verify(token, purpose) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
        if (
          payload.purpose !== purpose ||
          typeof payload.organizationId !== "string" ||
          typeof payload.jti !== "string" ||
          typeof payload.exp !== "number"
        ) {
          return null;
        }
        return {
          purpose,
          organizationId: payload.organizationId,
          email: typeof payload.email === "string" ? payload.email : undefined,
          linkId: typeof payload.linkId === "string" ? payload.linkId : undefined,
          jti: payload.jti,
          exp: payload.exp,
        };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
