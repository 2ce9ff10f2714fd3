import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SsoConfig } from "../../config.js";
import { CookieBrowser } from "../../test/cookie-browser.js";
import { buildUser } from "../../test/factories.js";
import {
  startImpostorIssuer,
  startTestIdentityProvider,
  type TestIdentityProvider,
} from "../../test/identity-provider.js";
import { dataOf, useTestServer } from "../../test/server.js";
import {
  finishSignIn as finishSignInOf,
  type Hop,
  signInAtIssuer as signInAtIssuerOf,
  signInThrough,
  startSignIn as startSignInAt,
} from "../../test/sso-sign-in.js";

// The server's SSO settings, filled in once the issuers listen (before the server starts).
const sso: SsoConfig = {
  providers: { google: null, azure: null },
  allowHttpIssuers: true,
  dnsServers: [],
};
let issuer: TestIdentityProvider;
let closeImpostor: () => Promise<void>;

beforeAll(async () => {
  issuer = await startTestIdentityProvider({
    redirectUris: () =>
      ["google", "azure"].map((name) => `${server.url}/api/v1/auth/${name}/callback`),
  });
  // "Sign In With SSO" is configured with an issuer that is not the one answering.
  const impostor = await startImpostorIssuer(issuer);
  closeImpostor = impostor.close;
  const client = { clientId: issuer.clientId, clientSecret: issuer.clientSecret };
  sso.providers = {
    google: { issuer: issuer.issuer, ...client },
    azure: { issuer: impostor.issuer, ...client },
  };
});
const server = useTestServer({ sso });
afterAll(async () => {
  await closeImpostor?.();
  await issuer?.close();
});

const SIGNED_IN_EMAIL = `query { currentUser { email name hasName } }`;

/** Contour's redirect to the issuer of a provider. */
const startSignIn = (browser: CookieBrowser, provider = "google", hop: Hop = {}) =>
  startSignInAt(server, browser, `/api/v1/auth/${provider}`, hop);
const signInAtIssuer = (browser: CookieBrowser, authorization: URL, email: string) =>
  signInAtIssuerOf(server, browser, authorization, email);
const finishSignIn = (browser: CookieBrowser, callback: URL, hop: Hop = {}) =>
  finishSignInOf(server, browser, callback, hop);

function signInWithSso(
  email: string,
  options: { provider?: string; authorization?: Hop; callback?: Hop } = {},
) {
  return signInThrough(server, `/api/v1/auth/${options.provider ?? "google"}`, email, options);
}

function withParam(name: string, value: string) {
  return (url: URL) => {
    const changed = new URL(url);
    changed.searchParams.set(name, value);
    return changed;
  };
}

async function identitiesOf(email: string) {
  return server.db
    .selectFrom("user_identities")
    .select(["provider", "issuer", "subject"])
    .where("email", "=", email)
    .execute();
}

async function usersWith(email: string) {
  return server.db.selectFrom("users").selectAll().where("email", "=", email).execute();
}

describe("loginConfiguration", () => {
  it("offers the providers the environment configures", async () => {
    const response = await server.gql(
      `query { loginConfiguration { loginWithEmail loginWithGoogle loginWithAzure } }`,
    );
    expect(dataOf(response)).toEqual({
      loginConfiguration: { loginWithEmail: true, loginWithGoogle: true, loginWithAzure: true },
    });
  });
});

describe("signing in with an issuer", () => {
  it("creates the account of a first sign-in and sends it to onboarding", async () => {
    issuer.addAccount({ email: "Mira.New@Studio.test", emailVerified: true, name: "Mira New" });
    const result = await signInWithSso("mira.new@studio.test");

    expect(result.location).toBe("/onboarding/profile");
    expect(result.session).not.toBeNull();
    const me = dataOf(await server.gql(SIGNED_IN_EMAIL, {}, { token: result.session ?? "" }));
    expect(me).toEqual({
      currentUser: { email: "mira.new@studio.test", name: "Mira New", hasName: true },
    });
    const [user] = await usersWith("mira.new@studio.test");
    expect(user?.password_hash).toBeNull();
    // This issuer's ID tokens carry only `sub`: the email came from userinfo.
    expect(issuer.userInfoRequests()).toBeGreaterThan(0);
    expect(await identitiesOf("mira.new@studio.test")).toEqual([
      { provider: "google", issuer: issuer.issuer, subject: expect.any(String) },
    ]);
  });

  it("signs a returning identity into the same account and logs the access", async () => {
    issuer.addAccount({ email: "returning@studio.test", emailVerified: true });
    await signInWithSso("returning@studio.test");
    const again = await signInWithSso("returning@studio.test");

    expect(again.location).toBe("/auth");
    expect(await usersWith("returning@studio.test")).toHaveLength(1);
    const [user] = await usersWith("returning@studio.test");
    const accesses = await server.db
      .selectFrom("access_logs")
      .select("id")
      .where("user_id", "=", user?.id ?? "")
      .execute();
    expect(accesses).toHaveLength(2);
  });

  it("links a verified email to the account that has a password", async () => {
    const existing = await buildUser(server.db, { email: "linked@studio.test" });
    issuer.addAccount({ email: "linked@studio.test", emailVerified: true });
    const result = await signInWithSso("linked@studio.test");

    expect(result.location).toBe("/auth");
    const me = dataOf(
      await server.gql(`query { currentUser { id } }`, {}, { token: result.session ?? "" }),
    );
    expect(me).toEqual({ currentUser: { id: existing.user.id } });
    expect(await identitiesOf("linked@studio.test")).toHaveLength(1);
  });

  it("refuses to link an unverified email, with the spec's email_not_verified case", async () => {
    await buildUser(server.db, { email: "victim@studio.test" });
    issuer.addAccount({ email: "victim@studio.test", emailVerified: false });
    const result = await signInWithSso("victim@studio.test");

    expect(result).toEqual({
      location: "/auth#google_auth_error=email_not_verified",
      session: null,
    });
    expect(await identitiesOf("victim@studio.test")).toEqual([]);
  });

  it("makes no account for an unverified email", async () => {
    issuer.addAccount({ email: "unverified@studio.test", emailVerified: false });
    const result = await signInWithSso("unverified@studio.test");

    expect(result).toEqual({
      location: "/auth#google_auth_error=email_not_verified",
      session: null,
    });
    expect(await usersWith("unverified@studio.test")).toEqual([]);
  });

  it("answers 404 for a provider it does not know", async () => {
    const response = await server.fetch("/api/v1/auth/okta");
    expect(response.status).toBe(404);
    expect((await server.fetch("/api/v1/auth/okta/callback")).status).toBe(404);
  });
});

describe("the rate limits", () => {
  it("take 60 sign-ins started from one address in 15 minutes, then answer 429", async () => {
    const headers = { "x-forwarded-for": "198.51.100.77" };
    for (let started = 0; started < 60; started += 1) {
      const response = await server.fetch("/api/v1/auth/google", { headers, redirect: "manual" });
      expect(response.status).toBe(302);
    }
    const refused = await server.fetch("/api/v1/auth/google", { headers, redirect: "manual" });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "RATE_LIMITED" });
    // Another address is not affected.
    const other = await server.fetch("/api/v1/auth/google", {
      headers: { "x-forwarded-for": "198.51.100.78" },
      redirect: "manual",
    });
    expect(other.status).toBe(302);
  });

  it("count callbacks apart from starts", async () => {
    const headers = { "x-forwarded-for": "198.51.100.79" };
    for (let called = 0; called < 60; called += 1) {
      const response = await server.fetch("/api/v1/auth/google/callback?code=x&state=y", {
        headers,
        redirect: "manual",
      });
      expect(response.status).toBe(302);
    }
    const refused = await server.fetch("/api/v1/auth/google/callback?code=x&state=y", {
      headers,
      redirect: "manual",
    });
    expect(refused.status).toBe(429);
    const start = await server.fetch("/api/v1/auth/google", { headers, redirect: "manual" });
    expect(start.status).toBe(302);
  });
});

describe("what the callback refuses", () => {
  const failed = { location: "/auth#google_auth_error=failed", session: null };

  it("a changed state", async () => {
    issuer.addAccount({ email: "state@studio.test", emailVerified: true });
    const result = await signInWithSso("state@studio.test", {
      callback: { tamper: withParam("state", "forged-state") },
    });
    expect(result).toEqual(failed);
    expect(await usersWith("state@studio.test")).toEqual([]);
  });

  it("a callback in a browser that did not start the sign-in (a planted code)", async () => {
    issuer.addAccount({ email: "planted@studio.test", emailVerified: true });
    const attacker = new CookieBrowser();
    const callback = await signInAtIssuer(
      attacker,
      await startSignIn(attacker),
      "planted@studio.test",
    );
    const victim = new CookieBrowser();
    // The victim has a flow of its own, for another sign-in.
    await startSignIn(victim);
    expect(await finishSignIn(victim, callback)).toEqual(failed);
  });

  it("an ID token with another nonce than the flow's", async () => {
    issuer.addAccount({ email: "nonce@studio.test", emailVerified: true });
    const result = await signInWithSso("nonce@studio.test", {
      authorization: { tamper: withParam("nonce", "another-nonce") },
    });
    expect(result).toEqual(failed);
  });

  it("a code issued for another PKCE challenge", async () => {
    issuer.addAccount({ email: "pkce@studio.test", emailVerified: true });
    const result = await signInWithSso("pkce@studio.test", {
      authorization: {
        tamper: withParam("code_challenge", "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"),
      },
    });
    expect(result).toEqual(failed);
  });

  it("an answer from another issuer than the configured one", async () => {
    issuer.addAccount({ email: "issuer@studio.test", emailVerified: true });
    const result = await signInWithSso("issuer@studio.test", { provider: "azure" });
    expect(result).toEqual(failed);
    expect(await usersWith("issuer@studio.test")).toEqual([]);
  });

  it("an error the issuer sends back", async () => {
    const browser = new CookieBrowser();
    const authorization = await startSignIn(browser);
    const callback = new URL(`${server.url}/api/v1/auth/google/callback`);
    callback.searchParams.set("error", "access_denied");
    callback.searchParams.set("state", authorization.searchParams.get("state") ?? "");
    callback.searchParams.set("iss", issuer.issuer);
    expect(await finishSignIn(browser, callback)).toEqual(failed);
  });
});
