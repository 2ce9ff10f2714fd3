import { afterAll, beforeAll, expect, it } from "vitest";
import type { SsoConfig } from "../../config.js";
import { CookieBrowser } from "../../test/cookie-browser.js";
import {
  startTestIdentityProvider,
  type TestIdentityProvider,
} from "../../test/identity-provider.js";
import { useTestServer } from "../../test/server.js";

// An issuer that puts the email in the ID token, as Google and Entra ID do (sso.test.ts has one
// that sends it through userinfo, and every refusal).
const sso: SsoConfig = {
  providers: { google: null, azure: null },
  allowHttpIssuers: true,
  dnsServers: [],
};
let issuer: TestIdentityProvider;

beforeAll(async () => {
  issuer = await startTestIdentityProvider({
    redirectUris: () => [`${server.url}/api/v1/auth/google/callback`],
    claimsInIdToken: true,
  });
  sso.providers = {
    google: { issuer: issuer.issuer, clientId: issuer.clientId, clientSecret: issuer.clientSecret },
    azure: null,
  };
});
const server = useTestServer({ sso });
afterAll(() => issuer?.close());

it("takes the email and name from the ID token, without asking userinfo", async () => {
  issuer.addAccount({ email: "token@studio.test", emailVerified: true, name: "Tove Token" });
  const browser = new CookieBrowser();
  const start = `${server.url}/api/v1/auth/google`;
  const { url: page } = await browser.follow(
    CookieBrowser.locationOf(await browser.request(start), start),
  );
  const login = `${page.origin}${page.pathname}/login`;
  const posted = await browser.request(login, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: "token@studio.test" }).toString(),
  });
  const { url: callback } = await browser.follow(
    CookieBrowser.locationOf(posted, login),
    (next) => next.origin !== new URL(server.url).origin,
  );
  const answer = await browser.request(callback);

  expect(answer.headers.get("location")).toBe("/onboarding/profile");
  const user = await server.db
    .selectFrom("users")
    .select(["email", "name"])
    .where("email", "=", "token@studio.test")
    .executeTakeFirst();
  expect(user).toEqual({ email: "token@studio.test", name: "Tove Token" });
  expect(issuer.userInfoRequests()).toBe(0);
});
