import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config, SsoProviderName } from "../../config.js";
import { isUuid } from "../../db/ids.js";
import { servesHttps } from "../../http/security-headers.js";
import { type SsoKey, seal, unseal } from "./sso-key.js";

/** The issuer of a flow: a deployment-wide provider, or a workspace's own (by its id). */
export type SsoFlowProvider = SsoProviderName | `workspace:${string}`;

/** What a sign-in must find again when the issuer sends the browser back. */
export interface SsoFlow {
  provider: SsoFlowProvider;
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

function isSsoFlowProvider(value: unknown): value is SsoFlowProvider {
  if (value === "google" || value === "azure") return true;
  return typeof value === "string" && value.startsWith("workspace:") && isUuid(value.slice(10));
}

function flowOf(value: Record<string, unknown>): SsoFlow | null {
  const { provider, state, nonce, codeVerifier } = value;
  if (!isSsoFlowProvider(provider)) return null;
  if (typeof state !== "string" || typeof nonce !== "string") return null;
  if (typeof codeVerifier !== "string") return null;
  return { provider, state, nonce, codeVerifier };
}

export function createFlowCookies(key: SsoKey, config: Config): FlowCookies {
  const options = {
    httpOnly: true,
    // Lax: the issuer's redirect back is a top-level GET, which carries it.
    sameSite: "lax",
    secure: servesHttps(config),
    path: COOKIE_PATH,
  } as const;

  return {
    async start(reply, flow) {
      const sealed = await seal(key, "sso-flow", { ...flow }, SSO_FLOW_TTL_S);
      reply.setCookie(cookieName(config), sealed, { ...options, maxAge: SSO_FLOW_TTL_S });
    },
    async take(request, reply) {
      const sealed = request.cookies[cookieName(config)];
      if (!sealed) return null;
      reply.clearCookie(cookieName(config), options);
      const payload = await unseal(key, "sso-flow", sealed);
      return payload && flowOf(payload);
    },
  };
}
