import * as oidc from "openid-client";
import type { OidcClientConfig, SsoConfig, SsoProviderName } from "../../config.js";

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
