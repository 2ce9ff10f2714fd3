import {
  startImpostorIssuer,
  startTestIdentityProvider,
  type TestIdentityProvider,
} from "../packages/server/src/test/identity-provider.js";
import { IssuerLoginPage } from "./pages/IssuerLoginPage.js";
import { RecentPage } from "./pages/RecentPage.js";
import { SignInPage } from "./pages/SignInPage.js";
import { createUserViaApi, uniqueEmail } from "./support/api.js";
import {
  createDatabase,
  createDataDir,
  freePort,
  spawnContour,
  waitForHealth,
} from "./support/contour-server.mjs";
import { test as base, expect, snap } from "./support/test.js";

interface SsoWorld {
  /** The Contour server configured with the issuers. */
  url: string;
  issuer: TestIdentityProvider;
}

/**
 * A Contour of its own, whose "Continue with Google" signs in at a real OpenID Connect issuer
 * started here (oidc-provider), and whose "Sign In With SSO" is configured with an impostor: an
 * issuer in name only that sends people to the first one. Every page and request of these tests
 * goes to that server.
 */
const test = base.extend<{ baseURL: string }, { sso: SsoWorld }>({
  sso: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for.
    async ({}, use) => {
      const port = await freePort();
      const url = `http://localhost:${port}`;
      const issuer = await startTestIdentityProvider({
        redirectUris: () =>
          ["google", "azure"].map((name) => `${url}/api/v1/auth/${name}/callback`),
      });
      const impostor = await startImpostorIssuer(issuer);
      const dataDir = await createDataDir();
      const database = process.env.DATABASE_URL
        ? await createDatabase(process.env.DATABASE_URL)
        : null;
      const server = spawnContour({
        PORT: String(port),
        PUBLIC_URL: url,
        DATA_DIR: dataDir.dir,
        ...(database ? { DATABASE_URL: database.url } : {}),
        SSO_GOOGLE_ISSUER: issuer.issuer,
        SSO_GOOGLE_CLIENT_ID: issuer.clientId,
        SSO_GOOGLE_CLIENT_SECRET: issuer.clientSecret,
        SSO_AZURE_ISSUER: impostor.issuer,
        SSO_AZURE_CLIENT_ID: issuer.clientId,
        SSO_AZURE_CLIENT_SECRET: issuer.clientSecret,
        SSO_ALLOW_HTTP_ISSUERS: "true",
      });
      try {
        await waitForHealth(url);
        await use({ url, issuer });
      } finally {
        server.kill("SIGTERM");
        await new Promise((resolve) =>
          server.exitCode === null ? server.once("exit", resolve) : resolve(null),
        );
        await impostor.close();
        await issuer.close();
        await database?.drop();
        await dataDir.remove();
      }
    },
    { scope: "worker" },
  ],
  baseURL: async ({ sso }, use) => use(sso.url),
});

// One server for the file: its tests run one after another in one worker.
test.describe.configure({ mode: "default" });

test("a designer with a password account continues with Google and lands in their workspace", async ({
  page,
  request,
  sso,
}) => {
  const user = await createUserViaApi(request, { workspace: "Google Garage" });
  sso.issuer.addAccount({ email: user.email, emailVerified: true, name: user.name });
  const signIn = new SignInPage(page);
  await signIn.goto();
  await expect(signIn.googleButton).toBeVisible();
  await expect(signIn.ssoButton).toBeVisible();
  await snap(page, "signin-sso-buttons");

  await signIn.googleButton.click();
  const issuerPage = new IssuerLoginPage(page);
  await issuerPage.signIn(user.email);
  const recent = new RecentPage(page);
  await recent.expectWorkspace("Google Garage", user.organizationId ?? undefined);

  // Linked now, and the issuer remembers the person: after signing out of Contour, Google signs
  // them straight back in, with no page of the issuer's in between.
  await recent.signOut();
  await expect(signIn.heading).toBeVisible();
  await signIn.googleButton.click();
  await recent.expectWorkspace("Google Garage", user.organizationId ?? undefined);
});

test("a first sign-in with Google creates the account and starts onboarding", async ({
  page,
  sso,
}) => {
  const email = uniqueEmail("first-sso");
  sso.issuer.addAccount({ email, emailVerified: true, name: "Noor Sketcher" });
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.googleButton.click();
  await new IssuerLoginPage(page).signIn(email);

  await expect(page).toHaveURL("/onboarding/profile");
  await expect(page.getByRole("heading", { name: "What is your name?" })).toBeVisible();
  // The issuer's name is offered; the person confirms it, then creates a workspace.
  await expect(page.getByLabel("Full name")).toHaveValue("Noor Sketcher");
  await snap(page, "sso-onboarding");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL("/organization/create/name");
});

test("an email the issuer has not verified is refused with the spec's message", async ({
  page,
  request,
  sso,
}) => {
  const user = await createUserViaApi(request);
  sso.issuer.addAccount({ email: user.email, emailVerified: false });
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.googleButton.click();
  await new IssuerLoginPage(page).signIn(user.email);

  await expect(
    signIn.toast("Your email is not verified. Please verify your email and try again."),
  ).toBeVisible();
  // The hash is cleared and nobody is signed in.
  await expect(page).toHaveURL("/auth");
  await expect(signIn.heading).toBeVisible();
  await snap(page, "sso-email-not-verified");
  await page.reload();
  await expect(signIn.heading).toBeVisible();
});

test("an answer from another issuer than the configured one is refused", async ({ page, sso }) => {
  const email = uniqueEmail("wrong-issuer");
  sso.issuer.addAccount({ email, emailVerified: true });
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.ssoButton.click();
  await new IssuerLoginPage(page).signIn(email);

  await expect(signIn.toast("Google authentication failed")).toBeVisible();
  await expect(page).toHaveURL("/auth");
  await snap(page, "sso-wrong-issuer");
});
