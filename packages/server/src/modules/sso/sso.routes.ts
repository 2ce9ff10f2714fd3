import { isValidEmail } from "@contour/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as oidc from "openid-client";
import type { SsoProviderName } from "../../config.js";
import { isUuid } from "../../db/ids.js";
import type { AppServices } from "../../services.js";
import { startBrowserSession } from "../auth/browser-session.js";
import { openSession } from "../auth/sign-in.js";
import { syncSubscriptionSeats } from "../billing/sync-seats.js";
import { createFlowCookies, type SsoFlowProvider } from "./flow-cookie.js";
import { deploymentIssuerPolicy, workspaceIssuerPolicy } from "./issuer-policies.js";
import { createOidcClients, createWorkspaceClients } from "./oidc-clients.js";
import {
  type IdentityRefusal,
  type IssuerPolicy,
  signInWithIdentity,
} from "./sign-in-with-identity.js";
import { verifiedIdentityOf } from "./verified-identity.js";

/** The sign-in page's buttons link here (spec files-and-auth §2.4: GET, version 1). */
export const SSO_START_PATH = "/api/v1/auth/:provider";
/** Where each issuer sends the browser back: register `${PUBLIC_URL}/api/v1/auth/<provider>/callback`. */
export const SSO_CALLBACK_PATH = "/api/v1/auth/:provider/callback";
/** Where nextLoginStep sends an email of a workspace's verified domain. */
export const WORKSPACE_SSO_START_PATH = "/api/v1/auth/sso/:organizationId";
/** A workspace's issuer sends the browser back here (shown in its Single sign-on settings). */
export const WORKSPACE_SSO_CALLBACK_PATH = "/api/v1/auth/sso/:organizationId/callback";

const SCOPE = "openid email profile";

interface ProviderParams {
  Params: { provider: string };
}

interface WorkspaceParams {
  Params: { organizationId: string };
  Querystring: { login_hint?: string };
}

function providerNameOf(value: string): SsoProviderName | null {
  return value === "google" || value === "azure" ? value : null;
}

export function ssoCallbackUrl(publicUrl: string, provider: SsoProviderName): string {
  return `${publicUrl}/api/v1/auth/${provider}/callback`;
}

/** The redirect URI a workspace registers at its issuer. */
export function workspaceSsoCallbackUrl(publicUrl: string, organizationId: string): string {
  return `${publicUrl}/api/v1/auth/sso/${organizationId}/callback`;
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

/** One issuer a sign-in goes through: a deployment-wide provider or a workspace's own. */
interface SignInIssuer {
  flowProvider: SsoFlowProvider;
  /** The identity's provider, as user_identities records it. */
  provider: string;
  callbackUrl: string;
  configuration: () => Promise<oidc.Configuration>;
  policy: IssuerPolicy;
  /** The workspace a new account may join through this issuer (auto-join), whose seats follow. */
  joinsOrganizationId?: string;
}

/**
 * "Continue with Google", "Sign In With SSO" (Microsoft Entra ID) and a workspace's own issuer
 * (its verified domains' emails, from nextLoginStep): the authorization code flow with PKCE,
 * state and nonce (docs/security.md, "Single sign-on"). The start route sends the browser to the
 * issuer with the flow sealed in a cookie; the callback checks state, issuer, audience, nonce and
 * PKCE (openid-client), finds or makes the account (signInWithIdentity, under the issuer's
 * policy) and opens a session in the browser's cookie, as a password sign-in does.
 */
export async function ssoRoutes(app: FastifyInstance, services: AppServices) {
  const { config, db, ssoKey: key } = services;
  const flows = createFlowCookies(key, config);
  const clients = createOidcClients(config.sso);
  const workspaceClients = createWorkspaceClients(key, config.sso.allowHttpIssuers);

  const deploymentIssuer = (value: string): SignInIssuer | null => {
    const provider = providerNameOf(value);
    if (!provider || !config.sso.providers[provider]) return null;
    return {
      flowProvider: provider,
      provider,
      callbackUrl: ssoCallbackUrl(config.publicUrl, provider),
      configuration: () => clients.configurationOf(provider),
      policy: deploymentIssuerPolicy,
    };
  };

  /** The workspace's issuer while its single sign-on is on; null for any other id. */
  const workspaceIssuer = async (organizationId: string): Promise<SignInIssuer | null> => {
    if (!isUuid(organizationId)) return null;
    const sso = await db
      .selectFrom("organization_sso")
      .selectAll()
      .where("organization_id", "=", organizationId)
      .where("enabled", "=", true)
      .executeTakeFirst();
    if (!sso) return null;
    return {
      flowProvider: `workspace:${organizationId}`,
      provider: `workspace:${organizationId}`,
      callbackUrl: workspaceSsoCallbackUrl(config.publicUrl, organizationId),
      configuration: () => workspaceClients.configurationOf(sso),
      policy: workspaceIssuerPolicy(organizationId),
      joinsOrganizationId: organizationId,
    };
  };

  const start = async (
    request: FastifyRequest,
    reply: FastifyReply,
    issuer: SignInIssuer,
    loginHint: string | null,
  ) => {
    reply.header("cache-control", "no-store");
    let configuration: oidc.Configuration;
    try {
      configuration = await issuer.configuration();
    } catch (error) {
      request.log.error(
        { err: error, provider: issuer.provider },
        "single sign-on: the issuer cannot be discovered",
      );
      return refuse(reply, "failed");
    }
    const flow = {
      provider: issuer.flowProvider,
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: issuer.callbackUrl,
      scope: SCOPE,
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: "S256",
      // The email typed on the sign-in page, so that the issuer need not ask for it again.
      ...(loginHint ? { login_hint: loginHint } : {}),
    });
    await flows.start(reply, flow);
    return reply.redirect(url.href, 302);
  };

  const finish = async (request: FastifyRequest, reply: FastifyReply, issuer: SignInIssuer) => {
    reply.header("cache-control", "no-store");
    const flow = await flows.take(request, reply);
    if (!flow || flow.provider !== issuer.flowProvider) {
      request.log.warn(
        { provider: issuer.provider },
        "single sign-on: a callback without this browser's flow",
      );
      return refuse(reply, "failed");
    }
    let identity: Awaited<ReturnType<typeof verifiedIdentityOf>>;
    try {
      const configuration = await issuer.configuration();
      const tokens = await oidc.authorizationCodeGrant(
        configuration,
        callbackUrlOf(request, issuer.callbackUrl),
        {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
        },
      );
      identity = await verifiedIdentityOf(configuration, tokens, issuer.provider);
    } catch (error) {
      // A refused response (state, issuer, audience, nonce, signature, PKCE) or an issuer down:
      // the person sees the default message, the log says which.
      request.log.warn(
        { err: error, provider: issuer.provider },
        "single sign-on: the issuer's response was refused",
      );
      return refuse(reply, "failed");
    }
    const result = await signInWithIdentity(db, identity, config.adminEmails, issuer.policy);
    if (result.kind === "refused") {
      request.log.warn(
        { provider: issuer.provider, reason: result.reason },
        "single sign-on: the identity was refused",
      );
      return refuse(reply, result.reason);
    }
    const session = await openSession(db, result.user, {
      ip: request.ip,
      userAgent: request.headers["user-agent"] ?? null,
    });
    startBrowserSession(reply, config, session.token);
    if (result.created && issuer.joinsOrganizationId) {
      // An auto-joined Editor is a paid seat, as after an accepted invite.
      await syncSubscriptionSeats(services, issuer.joinsOrganizationId).catch((error: unknown) =>
        request.log.error({ err: error }, "single sign-on: the subscription's seats did not sync"),
      );
    }
    // A new account gives its name first, as after a sign-up; the sign-in page sends everyone
    // else on to the page they came for.
    return reply.redirect(result.created ? "/onboarding/profile" : "/auth", 302);
  };

  const notFound = (reply: FastifyReply) =>
    reply.code(404).send({ error: "Not found", code: "NOT_FOUND" });

  app.get<WorkspaceParams>(WORKSPACE_SSO_START_PATH, async (request, reply) => {
    const issuer = await workspaceIssuer(request.params.organizationId);
    if (!issuer) return notFound(reply);
    const hint = request.query.login_hint;
    return start(request, reply, issuer, hint && isValidEmail(hint) ? hint.trim() : null);
  });

  app.get<WorkspaceParams>(WORKSPACE_SSO_CALLBACK_PATH, async (request, reply) => {
    const issuer = await workspaceIssuer(request.params.organizationId);
    if (!issuer) return notFound(reply);
    return finish(request, reply, issuer);
  });

  app.get<ProviderParams>(SSO_START_PATH, async (request, reply) => {
    const issuer = deploymentIssuer(request.params.provider);
    if (!issuer) return notFound(reply);
    return start(request, reply, issuer, null);
  });

  app.get<ProviderParams>(SSO_CALLBACK_PATH, async (request, reply) => {
    const issuer = deploymentIssuer(request.params.provider);
    if (!issuer) return notFound(reply);
    return finish(request, reply, issuer);
  });
}
