import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as oidc from "openid-client";
import type { SsoProviderName } from "../../config.js";
import type { AppServices } from "../../services.js";
import { startBrowserSession } from "../auth/browser-session.js";
import { openSession } from "../auth/sign-in.js";
import { loadFlowCookies } from "./flow-cookie.js";
import { createOidcClients } from "./oidc-clients.js";
import { type IdentityRefusal, signInWithIdentity } from "./sign-in-with-identity.js";
import { verifiedIdentityOf } from "./verified-identity.js";

/** The sign-in page's buttons link here (spec files-and-auth §2.4: GET, version 1). */
export const SSO_START_PATH = "/api/v1/auth/:provider";
/** Where each issuer sends the browser back: register `${PUBLIC_URL}/api/v1/auth/<provider>/callback`. */
export const SSO_CALLBACK_PATH = "/api/v1/auth/:provider/callback";

const SCOPE = "openid email profile";

interface ProviderParams {
  Params: { provider: string };
}

function providerNameOf(value: string): SsoProviderName | null {
  return value === "google" || value === "azure" ? value : null;
}

export function ssoCallbackUrl(publicUrl: string, provider: SsoProviderName): string {
  return `${publicUrl}/api/v1/auth/${provider}/callback`;
}

/** Back to the sign-in page, which shows the §8.2 message of the code and clears the hash. */
function refuse(reply: FastifyReply, reason: IdentityRefusal) {
  return reply.redirect(`/auth#google_auth_error=${reason}`, 302);
}

/** The query string the issuer sent back, on the registered callback URL (openid-client reads both). */
function callbackUrlOf(request: FastifyRequest, registered: string): URL {
  const url = new URL(registered);
  url.search = new URL(request.url, "http://callback").search;
  return url;
}

/**
 * "Continue with Google" and "Sign In With SSO" (Microsoft Entra ID): the authorization code flow
 * with PKCE, state and nonce (docs/security.md, "Single sign-on"). The start route sends the
 * browser to the issuer with the flow sealed in a cookie; the callback checks state, issuer,
 * audience, nonce and PKCE (openid-client), finds or makes the account (signInWithIdentity) and
 * opens a session in the browser's cookie, as a password sign-in does.
 */
export async function ssoRoutes(app: FastifyInstance, services: AppServices) {
  const { config, db } = services;
  const flows = await loadFlowCookies(db, config);
  const clients = createOidcClients(config.sso);
  const configured = (value: string) => {
    const provider = providerNameOf(value);
    return provider && config.sso.providers[provider] ? provider : null;
  };

  app.get<ProviderParams>(SSO_START_PATH, async (request, reply) => {
    const provider = configured(request.params.provider);
    if (!provider) return reply.code(404).send({ error: "Not found", code: "NOT_FOUND" });
    reply.header("cache-control", "no-store");
    let issuer: oidc.Configuration;
    try {
      issuer = await clients.configurationOf(provider);
    } catch (error) {
      request.log.error(
        { err: error, provider },
        "single sign-on: the issuer cannot be discovered",
      );
      return refuse(reply, "failed");
    }
    const flow = {
      provider,
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    };
    const url = oidc.buildAuthorizationUrl(issuer, {
      redirect_uri: ssoCallbackUrl(config.publicUrl, provider),
      scope: SCOPE,
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: "S256",
    });
    await flows.start(reply, flow);
    return reply.redirect(url.href, 302);
  });

  app.get<ProviderParams>(SSO_CALLBACK_PATH, async (request, reply) => {
    const provider = configured(request.params.provider);
    if (!provider) return reply.code(404).send({ error: "Not found", code: "NOT_FOUND" });
    reply.header("cache-control", "no-store");
    const flow = await flows.take(request, reply);
    if (!flow || flow.provider !== provider) {
      request.log.warn({ provider }, "single sign-on: a callback without this browser's flow");
      return refuse(reply, "failed");
    }
    const clientConfig = config.sso.providers[provider];
    let identity: Awaited<ReturnType<typeof verifiedIdentityOf>>;
    try {
      const issuer = await clients.configurationOf(provider);
      const tokens = await oidc.authorizationCodeGrant(
        issuer,
        callbackUrlOf(request, ssoCallbackUrl(config.publicUrl, provider)),
        {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
        },
      );
      identity = await verifiedIdentityOf(issuer, tokens, provider);
    } catch (error) {
      // A refused response (state, issuer, audience, nonce, signature, PKCE) or an issuer down:
      // the person sees the default message, the log says which.
      request.log.warn(
        { err: error, provider, issuer: clientConfig?.issuer },
        "single sign-on: the issuer's response was refused",
      );
      return refuse(reply, "failed");
    }
    const result = await signInWithIdentity(db, identity, config.adminEmails);
    if (result.kind === "refused") return refuse(reply, result.reason);
    const session = await openSession(db, result.user, {
      ip: request.ip,
      userAgent: request.headers["user-agent"] ?? null,
    });
    startBrowserSession(reply, config, session.token);
    // A new account gives its name first, as after a sign-up; the sign-in page sends everyone
    // else on to the page they came for.
    return reply.redirect(result.created ? "/onboarding/profile" : "/auth", 302);
  });
}
