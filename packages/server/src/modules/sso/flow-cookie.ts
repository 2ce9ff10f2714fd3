import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { EncryptJWT, errors, jwtDecrypt } from "jose";
import type { Config, SsoProviderName } from "../../config.js";
import type { Db } from "../../db/connection.js";
import { servesHttps } from "../../http/security-headers.js";

/** What a sign-in must find again when the issuer sends the browser back. */
export interface SsoFlow {
  provider: SsoProviderName;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** A person has this long at the issuer (typing a password, a second factor) before starting over. */
export const SSO_FLOW_TTL_S = 10 * 60;
/** Sent only to the sign-in routes, never to the app or the API. */
const COOKIE_PATH = "/api/v1/auth";

/**
 * The flow's state travels in the browser, encrypted (JWE, A256GCM) with a key that never leaves
 * the server: no table to clean, any process of the deployment can finish the flow, and the
 * page can neither read the PKCE verifier nor change the expected state and nonce.
 */
export interface FlowCookies {
  /** Sets the cookie of a new flow. */
  start(reply: FastifyReply, flow: SsoFlow): Promise<void>;
  /** The flow of this browser (null when absent, forged or expired); the cookie is cleared. */
  take(request: FastifyRequest, reply: FastifyReply): Promise<SsoFlow | null>;
}

function cookieName(config: Pick<Config, "publicUrl">): string {
  return servesHttps(config) ? "__Secure-contour_sso" : "contour_sso";
}

function flowOf(value: Record<string, unknown>): SsoFlow | null {
  const { provider, state, nonce, codeVerifier } = value;
  if (provider !== "google" && provider !== "azure") return null;
  if (typeof state !== "string" || typeof nonce !== "string") return null;
  if (typeof codeVerifier !== "string") return null;
  return { provider, state, nonce, codeVerifier };
}

/** Reads the key once at start-up (migration 0011 made it). */
export async function loadFlowCookies(db: Db, config: Config): Promise<FlowCookies> {
  const row = await db
    .selectFrom("server_secrets")
    .select("value")
    .where("name", "=", "sso_flow_key")
    .executeTakeFirstOrThrow();
  const key = createHash("sha256").update(row.value).digest();
  const options = {
    httpOnly: true,
    // Lax: the issuer's redirect back is a top-level GET, which carries it.
    sameSite: "lax",
    secure: servesHttps(config),
    path: COOKIE_PATH,
  } as const;

  return {
    async start(reply, flow) {
      const sealed = await new EncryptJWT({ ...flow })
        .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
        .setIssuedAt()
        .setExpirationTime(`${SSO_FLOW_TTL_S}s`)
        .encrypt(key);
      reply.setCookie(cookieName(config), sealed, { ...options, maxAge: SSO_FLOW_TTL_S });
    },
    async take(request, reply) {
      const sealed = request.cookies[cookieName(config)];
      if (!sealed) return null;
      reply.clearCookie(cookieName(config), options);
      try {
        const { payload } = await jwtDecrypt(sealed, key, {
          keyManagementAlgorithms: ["dir"],
          contentEncryptionAlgorithms: ["A256GCM"],
        });
        return flowOf(payload);
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
