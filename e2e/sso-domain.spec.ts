import { randomBytes } from "node:crypto";
import { request as playwrightRequest } from "@playwright/test";
import { startTestDnsServer, type TestDnsServer } from "../packages/server/src/test/dns-server.js";
import {
  startImpostorIssuer,
  startTestIdentityProvider,
  type TestIdentityProvider,
} from "../packages/server/src/test/identity-provider.js";
import { IssuerLoginPage } from "./pages/IssuerLoginPage.js";
import { RecentPage } from "./pages/RecentPage.js";
import { SignInPage } from "./pages/SignInPage.js";
import { SsoSettingsPage } from "./pages/SsoSettingsPage.js";
import {
  type ApiUser,
  addDomainViaApi,
  configureSsoViaApi,
  createStaffViaApi,
  createUserViaApi,
  openSignedIn,
  verifyDomainViaApi,
} from "./support/api.js";
import { startOwnServer } from "./support/own-server.js";
import { test as base, expect, snap } from "./support/test.js";

interface SsoWorkspace {
  id: string;
  name: string;
  admin: ApiUser;
  /** The company's email domain, published on the test DNS server. */
  domain: string;
}

interface DomainWorld {
  url: string;
  dns: TestDnsServer;
  issuer: TestIdentityProvider;
  impostor: { issuer: string; close: () => Promise<void> };
  /** Its admin configures it in the browser, with the real test issuer. */
  studio: SsoWorkspace;
  /** Configured with an issuer in name only, which sends people to the real one. */
  mixedUp: SsoWorkspace;
}

const domainOf = (prefix: string) => `${prefix}-${randomBytes(3).toString("hex")}.test`;

/**
 * A Contour of its own whose domain checks ask a DNS server started here, and two workspaces
 * whose own OpenID Connect issuer is a real one started here too (oidc-provider). The issuer reads
 * its client's redirect URIs once, so both workspaces exist before it answers anything.
 */
const test = base.extend<{ baseURL: string }, { world: DomainWorld }>({
  world: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for.
    async ({}, use) => {
      const dns = await startTestDnsServer();
      const server = await startOwnServer({
        DNS_RESOLVER: dns.server,
        SSO_ALLOW_HTTP_ISSUERS: "true",
      });
      const api = await playwrightRequest.newContext({ baseURL: server.url });
      const workspace = async (name: string, prefix: string): Promise<SsoWorkspace> => {
        const admin = await createUserViaApi(api, { workspace: name });
        return { id: admin.organizationId ?? "", name, admin, domain: domainOf(prefix) };
      };
      const studio = await workspace("Aziz Design", "aziz");
      const mixedUp = await workspace("Mixed Up", "mixed");
      const issuer = await startTestIdentityProvider({
        redirectUris: () =>
          [studio, mixedUp].map(({ id }) => `${server.url}/api/v1/auth/sso/${id}/callback`),
      });
      const impostor = await startImpostorIssuer(issuer);
      // The second workspace is set up through the API: its subject is the refusal.
      const added = await addDomainViaApi(api, mixedUp.admin, mixedUp.id, mixedUp.domain);
      dns.addTxt(mixedUp.domain, added.verificationRecord);
      await verifyDomainViaApi(api, mixedUp.admin, added.id);
      await configureSsoViaApi(api, mixedUp.admin, mixedUp.id, {
        issuer: impostor.issuer,
        clientId: issuer.clientId,
        clientSecret: issuer.clientSecret,
        enabled: true,
        autoJoin: "VIEWER",
      });
      await api.dispose();
      try {
        await use({ url: server.url, dns, issuer, impostor, studio, mixedUp });
      } finally {
        await server.stop();
        await impostor.close();
        await issuer.close();
        await dns.close();
      }
    },
    { scope: "worker" },
  ],
  baseURL: async ({ world }, use) => use(world.url),
});

// One server for the file; its tests build on each other (the first one sets single sign-on up).
test.describe.configure({ mode: "serial" });

test("an admin verifies the company's domain by DNS and turns single sign-on on", async ({
  page,
  world,
}) => {
  const { studio, issuer } = world;
  await openSignedIn(page, studio.admin, `/settings/organization/${studio.id}/general`);
  const settings = new SsoSettingsPage(page);
  await settings.openFromSidebar(studio.id);

  await settings.domainInput.fill(studio.domain);
  await settings.addDomainButton.click();
  const row = settings.domain(studio.domain);
  await expect(row.getByText("Pending verification")).toBeVisible();

  // Checked before the record exists: the page says what is missing.
  await row.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "was not found on" })).toBeVisible();

  world.dns.addTxt(studio.domain, await settings.verificationRecordOf(studio.domain));
  await row.getByRole("button", { name: "Verify" }).click();
  await expect(row.getByText("Verified", { exact: true })).toBeVisible();

  await settings.issuerInput.fill(issuer.issuer);
  await settings.clientIdInput.fill(issuer.clientId);
  await settings.clientSecretInput.fill(issuer.clientSecret);
  await settings.autoJoinSelect.click();
  await page.getByRole("option", { name: "As Editor (within seats)" }).click();
  await settings.requireSwitch.check();
  await settings.saveButton.click();
  await expect(page.getByText("Single sign-on saved!")).toBeVisible();
  await expect(settings.clientSecretInput).toHaveAttribute(
    "placeholder",
    "Saved: leave empty to keep it",
  );
  await snap(page, "sso-settings");
});

test("a new designer of the domain types their email and lands in the company's workspace", async ({
  page,
  world,
}) => {
  const { studio, issuer } = world;
  const email = `noor@${studio.domain}`;
  issuer.addAccount({ email, emailVerified: true, name: "Noor Sketcher" });
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.submitEmail(email);

  // No password step: the email's domain goes to the company's issuer.
  await new IssuerLoginPage(page).signIn(email);
  await expect(page).toHaveURL("/onboarding/profile");
  await expect(page.getByLabel("Full name")).toHaveValue("Noor Sketcher");
  await page.getByRole("button", { name: "Continue" }).click();
  await new RecentPage(page).expectWorkspace(studio.name, studio.id);
  await snap(page, "sso-domain-first-sign-in");
});

test("an email the company's issuer has not verified is refused", async ({ page, world }) => {
  const { studio, issuer } = world;
  const email = `unverified@${studio.domain}`;
  issuer.addAccount({ email, emailVerified: false });
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.submitEmail(email);
  await new IssuerLoginPage(page).signIn(email);

  await expect(
    signIn.toast("Your email is not verified. Please verify your email and try again."),
  ).toBeVisible();
  await expect(page).toHaveURL("/auth");
});

test("the company's issuer cannot sign in someone of another domain", async ({
  page,
  request,
  world,
}) => {
  const { studio, issuer } = world;
  // Someone else's account, of a domain the workspace never verified.
  const victim = await createUserViaApi(request);
  issuer.addAccount({ email: victim.email, emailVerified: true });
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.submitEmail(`noor@${studio.domain}`);
  // At the issuer, the person types the other address.
  await new IssuerLoginPage(page).signIn(victim.email);

  await expect(signIn.toast("Google authentication failed")).toBeVisible();
  await expect(page).toHaveURL("/auth");
  await expect(signIn.heading).toBeVisible();
});

test("an answer from another issuer than the workspace configured is refused", async ({
  page,
  world,
}) => {
  const { mixedUp, issuer } = world;
  const email = `ana@${mixedUp.domain}`;
  issuer.addAccount({ email, emailVerified: true });
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.submitEmail(email);
  await new IssuerLoginPage(page).signIn(email);

  await expect(signIn.toast("Google authentication failed")).toBeVisible();
  await expect(page).toHaveURL("/auth");
  await snap(page, "sso-domain-wrong-issuer");
});

test("staff mark a domain verified for a workspace that cannot change its DNS", async ({
  page,
  request,
  world,
}) => {
  const { studio } = world;
  const staff = await createStaffViaApi(request);
  const domain = domainOf("no-dns");
  await openSignedIn(page, staff, `/admin/workspaces/${studio.id}`);
  await expect(page.getByRole("heading", { name: studio.name, level: 1 })).toBeVisible();
  await page.getByLabel("Domain to mark verified").fill(domain);
  await page.getByRole("button", { name: "Mark domain verified" }).click();
  await expect(page.getByText(`${domain} verified!`)).toBeVisible();
  await expect(page.getByText("Verified by staff")).toBeVisible();
  await snap(page, "admin-domain-verified");

  // The workspace's admin sees it verified in their settings.
  await openSignedIn(page, studio.admin, `/settings/organization/${studio.id}/sso`);
  await expect(new SsoSettingsPage(page).domain(domain).getByText("Verified")).toBeVisible();
});
