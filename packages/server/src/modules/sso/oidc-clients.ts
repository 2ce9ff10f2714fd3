import * as oidc from "openid-client";
import type { OidcClientConfig, SsoConfig, SsoProviderName } from "../../config.js";
import type { OrganizationSsoRow } from "../../db/types.js";
import { type SsoKey, unseal } from "./sso-key.js";

/** Discovery and the token and userinfo calls give up after this long, in seconds. */
const ISSUER_TIMEOUT_S = 10;

/** The openid-client configuration of each deployment-wide provider, discovered when first used. */
export interface OidcClients {
  /** Rejects when the provider is not configured or its issuer cannot be discovered. */
  configurationOf(provider: SsoProviderName): Promise<oidc.Configuration>;
}

/**
 * Discovers an issuer: its metadata must name exactly the configured issuer (openid-client's
 * check), and ID tokens are verified against its published keys besides the TLS of the token
 * call. Plain http only where SSO_ALLOW_HTTP_ISSUERS says so (a provider the tests start).
 */
export function discoverIssuer(
  client: OidcClientConfig,
  allowHttp: boolean,
): Promise<oidc.Configuration> {
  const issuer = new URL(client.issuer);
  const execute = [oidc.enableNonRepudiationChecks];
  if (allowHttp && issuer.protocol === "http:") execute.push(oidc.allowInsecureRequests);
  return oidc.discovery(
    issuer,
    client.clientId,
    client.clientSecret,
    oidc.ClientSecretPost(client.clientSecret),
    { execute, timeout: ISSUER_TIMEOUT_S },
  );
}

/**
 * Keeps each discovery once it succeeded; a failed one is forgotten, so that an issuer that was
 * down at the first sign-in is asked again at the next.
 */
export function createOidcClients(sso: SsoConfig): OidcClients {
  const discovered = new Map<SsoProviderName, Promise<oidc.Configuration>>();
  return {
    configurationOf(provider) {
      const client = sso.providers[provider];
      if (!client) return Promise.reject(new Error(`${provider} sign-in is not configured`));
      let configuration = discovered.get(provider);
      if (!configuration) {
        configuration = discoverIssuer(client, sso.allowHttpIssuers);
        discovered.set(provider, configuration);
        configuration.catch(() => discovered.delete(provider));
      }
      return configuration;
    },
  };
}

/** Discoveries kept for workspaces' issuers at most; the oldest is dropped past it. */
const MAX_WORKSPACE_DISCOVERIES = 1000;

/** The openid-client configuration of workspaces' own issuers (organization_sso). */
export interface WorkspaceClients {
  /** Rejects when the secret cannot be opened or the issuer cannot be discovered. */
  configurationOf(sso: OrganizationSsoRow): Promise<oidc.Configuration>;
}

/**
 * Keeps each workspace's discovery until its settings change (their updated_at) or it failed;
 * the secret is opened only to discover.
 */
export function createWorkspaceClients(key: SsoKey, allowHttp: boolean): WorkspaceClients {
  const discovered = new Map<
    string,
    { version: number; configuration: Promise<oidc.Configuration> }
  >();
  const discover = async (sso: OrganizationSsoRow) => {
    const opened = await unseal(key, "organization-sso-secret", sso.client_secret_sealed);
    if (typeof opened?.secret !== "string") throw new Error("the client secret cannot be opened");
    return discoverIssuer(
      { issuer: sso.issuer, clientId: sso.client_id, clientSecret: opened.secret },
      allowHttp,
    );
  };
  return {
    configurationOf(sso) {
      const version = sso.updated_at.getTime();
      const kept = discovered.get(sso.organization_id);
      if (kept?.version === version) return kept.configuration;
      const configuration = discover(sso);
      discovered.delete(sso.organization_id);
      discovered.set(sso.organization_id, { version, configuration });
      if (discovered.size > MAX_WORKSPACE_DISCOVERIES) {
        const oldest = discovered.keys().next().value;
        if (oldest !== undefined) discovered.delete(oldest);
      }
      configuration.catch(() => {
        if (discovered.get(sso.organization_id)?.configuration === configuration) {
          discovered.delete(sso.organization_id);
        }
      });
      return configuration;
    },
  };
}
