import { generateKeyPairSync, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type Configuration } from "oidc-provider";

/** A person known to the test issuer. */
export interface IssuerAccount {
  email: string;
  emailVerified: boolean;
  name?: string;
}

export interface TestIdentityProvider {
  /** The issuer identifier (`http://127.0.0.1:<port>`), what Contour is configured with. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Adds a person who can sign in at the issuer's login page; returns their subject (`sub`). */
  addAccount(account: IssuerAccount): string;
  /** How many userinfo requests the issuer has answered. */
  userInfoRequests(): number;
  close(): Promise<void>;
}

export interface TestIdentityProviderOptions {
  /** The client's registered redirect URIs, read when the first request arrives. */
  redirectUris: () => string[];
  /** The host to answer on: `localhost` for a browser test, whose cookies must not mix hosts. */
  host?: string;
  /**
   * Email and name in the ID token itself, as Google and Entra ID send them; otherwise (the
   * default) only `sub` is there and the rest comes from userinfo.
   */
  claimsInIdToken?: boolean;
}

function listen(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  host: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(handler);
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

/**
 * The issuer's login page. Nothing in it needs escaping: the uid is oidc-provider's own
 * URL-safe id and the error one of this file's texts. (No import of the server's modules: the
 * end-to-end tests load this file too.)
 */
function loginPage(uid: string, error: string | null): string {
  return `<!doctype html><html><head><title>Test issuer</title></head><body>
<h1>Sign in to the test issuer</h1>
${error ? `<p role="alert">${error}</p>` : ""}
<form method="post" action="/interaction/${uid}/login">
<label>Email address <input name="email" type="email" autocomplete="off"></label>
<button type="submit">Sign in</button>
</form></body></html>`;
}

/**
 * A real OpenID Connect issuer (oidc-provider) for tests: one confidential client with PKCE
 * required, and a login page of its own that asks for an email, as an issuer's would (a person
 * in a browser test types it, an API test posts it). Consent is implied, as for a company's
 * own applications. By default its ID tokens carry only `sub`: email and name come from userinfo,
 * the harder path for the client.
 */
function signingKey() {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return privateKey.export({ format: "jwk" });
}

export async function startTestIdentityProvider(
  options: TestIdentityProviderOptions,
): Promise<TestIdentityProvider> {
  const clientId = "contour-test";
  const clientSecret = `secret-${randomUUID()}`;
  const accounts = new Map<string, IssuerAccount>();
  let provider: Provider | undefined;

  const providerFor = (issuer: string): Provider => {
    if (provider) return provider;
    const configuration: Configuration = {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: options.redirectUris(),
          grant_types: ["authorization_code"],
          response_types: ["code"],
        },
      ],
      claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
      cookies: { keys: [randomUUID()] },
      // A signing key of its own, as every issuer has (the library's built-in one is for demos).
      jwks: { keys: [{ ...signingKey(), kid: "test-issuer", use: "sig", alg: "RS256" }] },
      // Lifetimes of a test: long enough for any test, set so that the library does not warn.
      ttl: {
        Interaction: 600,
        Session: 3600,
        Grant: 3600,
        AccessToken: 600,
        IdToken: 600,
        AuthorizationCode: 60,
      },
      pkce: { required: () => true },
      features: { devInteractions: { enabled: false } },
      conformIdTokenClaims: !options.claimsInIdToken,
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      async findAccount(_ctx, sub) {
        const account = accounts.get(sub);
        if (!account) return undefined;
        return {
          accountId: sub,
          claims: () => ({
            sub,
            email: account.email,
            email_verified: account.emailVerified,
            ...(account.name ? { name: account.name } : {}),
          }),
        };
      },
      async loadExistingGrant(ctx) {
        const accountId = ctx.oidc.session?.accountId;
        const clientId = ctx.oidc.client?.clientId;
        if (!accountId || !clientId) return undefined;
        const grant = new ctx.oidc.provider.Grant({ accountId, clientId });
        grant.addOIDCScope("openid email profile");
        await grant.save();
        return grant;
      },
    };
    provider = new Provider(issuer, configuration);
    return provider;
  };

  const handleInteraction = async (
    issuer: string,
    request: IncomingMessage,
    response: ServerResponse,
  ) => {
    const issuerProvider = providerFor(issuer);
    const details = await issuerProvider.interactionDetails(request, response);
    if (request.method === "GET") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(loginPage(details.uid, null));
      return;
    }
    const email = (await formOf(request)).get("email")?.trim().toLowerCase() ?? "";
    const sub = [...accounts].find(([, account]) => account.email === email)?.[0];
    if (!sub) {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(loginPage(details.uid, "No account with this email at the test issuer."));
      return;
    }
    await issuerProvider.interactionFinished(
      request,
      response,
      { login: { accountId: sub } },
      { mergeWithLastSubmission: false },
    );
  };

  let issuerUrl = "";
  let userInfoRequests = 0;
  const server = await listen((request, response) => {
    const issuerProvider = providerFor(issuerUrl);
    if (request.url === "/me") userInfoRequests += 1;
    if (request.url?.startsWith("/interaction/")) {
      handleInteraction(issuerUrl, request, response).catch((error: unknown) => {
        response.writeHead(500, { "content-type": "text/plain" });
        response.end(String(error));
      });
      return;
    }
    void issuerProvider.callback()(request, response);
  }, options.host ?? "127.0.0.1");
  issuerUrl = server.url;

  return {
    issuer: issuerUrl,
    clientId,
    clientSecret,
    addAccount(account) {
      const sub = randomUUID();
      accounts.set(sub, { ...account, email: account.email.toLowerCase() });
      return sub;
    },
    userInfoRequests: () => userInfoRequests,
    close: server.close,
  };
}

/**
 * An issuer in name only: its discovery document names itself as the issuer, with the real
 * issuer's endpoints. A client configured with it is sent to the real issuer, whose answers then
 * carry the real issuer's name: what a mix-up attack or a misconfigured issuer looks like.
 */
export async function startImpostorIssuer(
  real: TestIdentityProvider,
  host = "127.0.0.1",
): Promise<{ issuer: string; close: () => Promise<void> }> {
  let own = "";
  const server = await listen((request, response) => {
    if (request.url !== "/.well-known/openid-configuration") {
      response.writeHead(404).end();
      return;
    }
    fetch(`${real.issuer}/.well-known/openid-configuration`)
      .then((answer) => answer.json())
      .then((metadata: Record<string, unknown>) => {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ ...metadata, issuer: own }));
      })
      .catch(() => response.writeHead(502).end());
  }, host);
  own = server.url;
  return { issuer: own, close: server.close };
}
