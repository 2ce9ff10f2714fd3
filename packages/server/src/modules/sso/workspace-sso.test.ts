import { domainVerificationRecord, MAX_SSO_DOMAINS, MESSAGES } from "@contour/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SsoConfig } from "../../config.js";
import { startTestDnsServer, type TestDnsServer } from "../../test/dns-server.js";
import {
  addMember,
  type BuiltUser,
  buildOrganization,
  buildUser,
  DEFAULT_PASSWORD,
} from "../../test/factories.js";
import {
  startImpostorIssuer,
  startTestIdentityProvider,
  type TestIdentityProvider,
} from "../../test/identity-provider.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";
import { signInThrough } from "../../test/sso-sign-in.js";
import { workspaceSsoCallbackUrl } from "./sso.routes.js";

// The servers the Contour under test is pointed at, filled in before it starts.
const sso: SsoConfig = {
  providers: { google: null, azure: null },
  allowHttpIssuers: true,
  dnsServers: [],
};
let dns: TestDnsServer;
let issuer: TestIdentityProvider;
let impostor: { issuer: string; close: () => Promise<void> };
/**
 * The workspaces that sign in through the test issuer: its client's redirect URIs are read at its
 * first request, so they are all made (and registered) before any test runs.
 */
const registered: Workspace[] = [];
const SSO_WORKSPACES = 9;
let usedWorkspaces = 0;

beforeAll(async () => {
  dns = await startTestDnsServer();
  sso.dnsServers = [dns.server];
  issuer = await startTestIdentityProvider({
    redirectUris: () => [
      `${server.url}/api/v1/auth/google/callback`,
      ...registered.map(({ id }) => workspaceSsoCallbackUrl(server.url, id)),
    ],
  });
  impostor = await startImpostorIssuer(issuer);
  sso.providers = {
    google: { issuer: issuer.issuer, clientId: issuer.clientId, clientSecret: issuer.clientSecret },
    azure: null,
  };
});
const server = useTestServer({ sso });
beforeAll(async () => {
  for (let made = 0; made < SSO_WORKSPACES; made += 1) registered.push(await newWorkspace());
});
afterAll(async () => {
  await impostor?.close();
  await issuer?.close();
  await dns?.close();
});

const SSO_SETTINGS = `query ($organizationId: ID!) {
  organizationSso(organizationId: $organizationId) {
    configured issuer clientId enabled autoJoin redirectUri
    domains { id domain verified verifiedBy verificationRecord }
  }
}`;
const UPDATE_SSO = `mutation ($input: UpdateOrganizationSsoInput!) {
  updateOrganizationSso(input: $input) { configured issuer clientId enabled autoJoin }
}`;
const ADD_DOMAIN = `mutation ($input: AddOrganizationDomainInput!) {
  addOrganizationDomain(input: $input) { id domain verified verificationRecord }
}`;
const VERIFY_DOMAIN = `mutation ($input: OrganizationDomainIdInput!) {
  verifyOrganizationDomain(input: $input) { id domain verified verifiedBy }
}`;
const NEXT_LOGIN_STEP = `mutation ($input: NextLoginStepInput!) {
  nextLoginStep(input: $input) { email hasAccount redirectUrl }
}`;

interface Workspace {
  id: string;
  admin: BuiltUser;
}

let domainCount = 0;
const newDomain = () => `studio-${++domainCount}.test`;

async function newWorkspace(fields: Parameters<typeof buildOrganization>[2] = {}) {
  const admin = await buildUser(server.db);
  const organization = await buildOrganization(server.db, admin.user, fields);
  return { id: organization.id, admin };
}

async function addDomain(workspace: Workspace, domain: string) {
  const response = await server.gql<{
    addOrganizationDomain: { id: string; verificationRecord: string };
  }>(
    ADD_DOMAIN,
    { input: { organizationId: workspace.id, domain } },
    { token: workspace.admin.token },
  );
  return dataOf(response).addOrganizationDomain;
}

/** The domain claimed, its TXT record published and checked: verified by DNS. */
async function verifyDomain(workspace: Workspace, domain: string) {
  const added = await addDomain(workspace, domain);
  dns.addTxt(domain, added.verificationRecord);
  dataOf(
    await server.gql(VERIFY_DOMAIN, { input: { id: added.id } }, { token: workspace.admin.token }),
  );
  return added.id;
}

function configureSso(workspace: Workspace, patch: Record<string, unknown>) {
  return server.gql(
    UPDATE_SSO,
    { input: { organizationId: workspace.id, patch } },
    { token: workspace.admin.token },
  );
}

/** A workspace signing in its verified domain through the test issuer, auto-join as asked. */
async function ssoWorkspace(autoJoin: "OFF" | "VIEWER" | "EDITOR", issuerUrl = issuer.issuer) {
  const workspace = registered[usedWorkspaces++];
  if (!workspace) throw new Error(`more than ${SSO_WORKSPACES} workspaces sign in: make more`);
  const domain = newDomain();
  await verifyDomain(workspace, domain);
  dataOf(
    await configureSso(workspace, {
      issuer: issuerUrl,
      clientId: issuer.clientId,
      clientSecret: issuer.clientSecret,
      enabled: true,
      autoJoin,
    }),
  );
  return { ...workspace, domain, startPath: `/api/v1/auth/sso/${workspace.id}` };
}

async function roleIn(organizationId: string, email: string) {
  const row = await server.db
    .selectFrom("organization_members")
    .innerJoin("users", "users.id", "organization_members.user_id")
    .select("organization_members.role")
    .where("organization_members.organization_id", "=", organizationId)
    .where("users.email", "=", email)
    .executeTakeFirst();
  return row?.role ?? null;
}

async function userExists(email: string) {
  const row = await server.db
    .selectFrom("users")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirst();
  return row !== undefined;
}

describe("verifying a domain", () => {
  it("asks for the TXT record and verifies the domain once DNS has it", async () => {
    const workspace = await newWorkspace();
    const domain = newDomain();
    const added = await addDomain(workspace, `  ${domain.toUpperCase()}. `);
    expect(added.verificationRecord).toMatch(/^contour-verification=[0-9a-f]{32}$/);

    const early = await server.gql(
      VERIFY_DOMAIN,
      { input: { id: added.id } },
      { token: workspace.admin.token },
    );
    expect(errorOf(early)).toEqual({
      code: "BAD_USER_INPUT",
      message: `The TXT record ${added.verificationRecord} was not found on ${domain}. DNS changes can take up to an hour to appear.`,
    });

    // Another TXT record, or another workspace's token, does not count.
    dns.addTxt(domain, "v=spf1 -all");
    dns.addTxt(domain, domainVerificationRecord("someone-else"));
    expect(
      errorOf(
        await server.gql(
          VERIFY_DOMAIN,
          { input: { id: added.id } },
          { token: workspace.admin.token },
        ),
      ).code,
    ).toBe("BAD_USER_INPUT");

    dns.addTxt(domain, added.verificationRecord);
    const verified = await server.gql(
      VERIFY_DOMAIN,
      { input: { id: added.id } },
      { token: workspace.admin.token },
    );
    expect(dataOf(verified)).toEqual({
      verifyOrganizationDomain: { id: added.id, domain, verified: true, verifiedBy: "DNS" },
    });
  });

  it("gives a verified domain to one workspace only", async () => {
    const first = await newWorkspace();
    const domain = newDomain();
    await verifyDomain(first, domain);
    const second = await newWorkspace();
    const response = await server.gql(
      ADD_DOMAIN,
      { input: { organizationId: second.id, domain } },
      { token: second.admin.token },
    );
    expect(errorOf(response)).toEqual({
      code: "CONFLICT",
      message: "Another workspace has already verified this domain.",
    });
  });

  it("gives a domain two workspaces verify at once to one of them, and the other the message", async () => {
    const domain = newDomain();
    const claims = await Promise.all(
      [await newWorkspace(), await newWorkspace()].map(async (workspace) => {
        const added = await addDomain(workspace, domain);
        dns.addTxt(domain, added.verificationRecord);
        return { workspace, added };
      }),
    );
    const responses = await Promise.all(
      claims.map(({ workspace, added }) =>
        server.gql(VERIFY_DOMAIN, { input: { id: added.id } }, { token: workspace.admin.token }),
      ),
    );
    const refused = responses.filter((response) => response.errors);
    expect(refused.map((response) => errorOf(response))).toEqual([
      { code: "CONFLICT", message: "Another workspace has already verified this domain." },
    ]);
  });

  it(`caps a workspace at ${MAX_SSO_DOMAINS} domains and refuses what is not a domain`, async () => {
    const workspace = await newWorkspace();
    for (let added = 0; added < MAX_SSO_DOMAINS; added += 1)
      await addDomain(workspace, newDomain());
    const over = await server.gql(
      ADD_DOMAIN,
      { input: { organizationId: workspace.id, domain: newDomain() } },
      { token: workspace.admin.token },
    );
    expect(errorOf(over)).toEqual({
      code: "BAD_USER_INPUT",
      message: `A workspace can claim at most ${MAX_SSO_DOMAINS} domains.`,
    });
    const notADomain = await server.gql(
      ADD_DOMAIN,
      { input: { organizationId: workspace.id, domain: "https://studio.test/login" } },
      { token: workspace.admin.token },
    );
    expect(errorOf(notADomain).code).toBe("BAD_USER_INPUT");
  });

  it("counts DNS checks per workspace: 20 an hour", async () => {
    const workspace = await newWorkspace();
    const added = await addDomain(workspace, newDomain());
    const check = () =>
      server.gql(VERIFY_DOMAIN, { input: { id: added.id } }, { token: workspace.admin.token });
    for (let checked = 0; checked < 20; checked += 1) {
      expect(errorOf(await check()).code).toBe("BAD_USER_INPUT");
    }
    expect(errorOf(await check()).code).toBe("RATE_LIMITED");
  });

  it("is for admins: an Editor cannot add or verify a domain", async () => {
    const workspace = await newWorkspace();
    const editor = await buildUser(server.db);
    await addMember(server.db, workspace.id, editor.user.id, "EDITOR");
    const added = await addDomain(workspace, newDomain());
    const adding = await server.gql(
      ADD_DOMAIN,
      { input: { organizationId: workspace.id, domain: newDomain() } },
      { token: editor.token },
    );
    expect(errorOf(adding).code).toBe("FORBIDDEN");
    const verifying = await server.gql(
      VERIFY_DOMAIN,
      { input: { id: added.id } },
      { token: editor.token },
    );
    expect(errorOf(verifying).code).toBe("FORBIDDEN");
  });

  it("can be done by staff in /admin, and the activity log says who", async () => {
    const workspace = await newWorkspace();
    const staff = await buildUser(server.db, { isAdmin: true, name: "Sam Staff" });
    const domain = newDomain();
    const response = await server.gql(
      `mutation ($input: UpdateAdminOrganizationInput!) {
        updateAdminOrganization(input: $input) { domains { domain verified verifiedBy } }
      }`,
      { input: { id: workspace.id, patch: { verifyDomain: domain } } },
      { token: staff.token },
    );
    expect(dataOf(response)).toEqual({
      updateAdminOrganization: { domains: [{ domain, verified: true, verifiedBy: "STAFF" }] },
    });
    const logged = await server.db
      .selectFrom("activity_logs")
      .select("metadata")
      .where("organization_id", "=", workspace.id)
      .where("user_id", "=", staff.user.id)
      .execute();
    expect(logged.map((row) => row.metadata)).toEqual([
      { staff_name: "Sam Staff", change: `Domain verified by staff: ${domain}` },
    ]);
  });
});

describe("the workspace's issuer settings", () => {
  it("keep the client secret sealed and never send it back", async () => {
    const workspace = await newWorkspace();
    const saved = await configureSso(workspace, {
      issuer: "https://acme.okta.com",
      clientId: "okta-client",
      clientSecret: "very-secret-value",
      autoJoin: "VIEWER",
    });
    expect(dataOf(saved)).toEqual({
      updateOrganizationSso: {
        configured: true,
        issuer: "https://acme.okta.com",
        clientId: "okta-client",
        enabled: false,
        autoJoin: "VIEWER",
      },
    });
    const row = await server.db
      .selectFrom("organization_sso")
      .select("client_secret_sealed")
      .where("organization_id", "=", workspace.id)
      .executeTakeFirstOrThrow();
    expect(row.client_secret_sealed).not.toContain("very-secret-value");
    expect(row.client_secret_sealed.split(".")).toHaveLength(5);

    const settings = await server.gql(
      SSO_SETTINGS,
      { organizationId: workspace.id },
      { token: workspace.admin.token },
    );
    expect(JSON.stringify(settings)).not.toContain("very-secret-value");
    expect(dataOf(settings)).toMatchObject({
      organizationSso: {
        redirectUri: `${server.url}/api/v1/auth/sso/${workspace.id}/callback`,
        domains: [],
      },
    });
  });

  it("need the issuer, the client ID and the secret the first time", async () => {
    const workspace = await newWorkspace();
    expect(errorOf(await configureSso(workspace, { enabled: true }))).toEqual({
      code: "BAD_USER_INPUT",
      message: "Enter the issuer, the client ID and the client secret.",
    });
    expect(
      errorOf(
        await configureSso(workspace, {
          issuer: "ftp://acme.test",
          clientId: "a",
          clientSecret: "b",
        }),
      ).code,
    ).toBe("BAD_USER_INPUT");
  });
});

describe("signing in by email domain", () => {
  it("sends an email of the domain to the workspace's issuer and refuses its password", async () => {
    const workspace = await ssoWorkspace("OFF");
    const person = await buildUser(server.db, { email: `ana@${workspace.domain}` });

    const step = await server.gql(NEXT_LOGIN_STEP, { input: { email: `Ana@${workspace.domain}` } });
    const redirectUrl = `${server.url}/api/v1/auth/sso/${workspace.id}?login_hint=${encodeURIComponent(`ana@${workspace.domain}`)}`;
    expect(dataOf(step)).toEqual({
      nextLoginStep: { email: `ana@${workspace.domain}`, hasAccount: true, redirectUrl },
    });

    const login = await server.gql(
      `mutation ($input: LoginInput!) { login(input: $input) { authToken } }`,
      {
        input: { email: person.user.email, password: DEFAULT_PASSWORD },
      },
    );
    expect(errorOf(login)).toEqual({ code: "FORBIDDEN", message: MESSAGES.googleSsoProvider });

    // Another domain signs in with its password as before.
    const other = await server.gql(NEXT_LOGIN_STEP, { input: { email: "ana@elsewhere.test" } });
    expect(dataOf(other)).toMatchObject({ nextLoginStep: { redirectUrl: null } });
  });

  it("does not route the domain while the workspace's single sign-on is off", async () => {
    const workspace = await ssoWorkspace("OFF");
    dataOf(await configureSso(workspace, { enabled: false }));
    const step = await server.gql(NEXT_LOGIN_STEP, { input: { email: `bo@${workspace.domain}` } });
    expect(dataOf(step)).toMatchObject({ nextLoginStep: { redirectUrl: null } });
    expect((await server.fetch(workspace.startPath, { redirect: "manual" })).status).toBe(404);
  });

  it("signs a new person of the domain in, into the workspace as a Viewer", async () => {
    const workspace = await ssoWorkspace("VIEWER");
    const email = `new.viewer@${workspace.domain}`;
    issuer.addAccount({ email, emailVerified: true, name: "Nia Viewer" });
    const result = await signInThrough(server, workspace.startPath, email);
    expect(result.location).toBe("/onboarding/profile");
    expect(result.session).not.toBeNull();
    expect(await roleIn(workspace.id, email)).toBe("VIEWER");
  });

  it("joins as Editor while a seat is free, as Viewer once the seats are taken", async () => {
    const workspace = await ssoWorkspace("EDITOR");
    await server.db
      .updateTable("organizations")
      .set({ manual_editor_count_limit: 2 })
      .where("id", "=", workspace.id)
      .execute();
    const first = `first@${workspace.domain}`;
    const second = `second@${workspace.domain}`;
    issuer.addAccount({ email: first, emailVerified: true });
    issuer.addAccount({ email: second, emailVerified: true });
    await signInThrough(server, workspace.startPath, first);
    await signInThrough(server, workspace.startPath, second);
    expect(await roleIn(workspace.id, first)).toBe("EDITOR");
    expect(await roleIn(workspace.id, second)).toBe("VIEWER");
  });

  it("makes the account but joins nobody when auto-join is off", async () => {
    const workspace = await ssoWorkspace("OFF");
    const email = `solo@${workspace.domain}`;
    issuer.addAccount({ email, emailVerified: true });
    const result = await signInThrough(server, workspace.startPath, email);
    expect(result.location).toBe("/onboarding/profile");
    expect(await roleIn(workspace.id, email)).toBeNull();
  });

  it("never trusts the workspace's issuer for an email of another domain", async () => {
    const workspace = await ssoWorkspace("VIEWER");
    const victim = await buildUser(server.db, { email: "victim@other-company.test" });
    issuer.addAccount({ email: victim.user.email, emailVerified: true });
    const result = await signInThrough(server, workspace.startPath, victim.user.email);
    expect(result).toEqual({ location: "/auth#google_auth_error=failed", session: null });
    const identities = await server.db
      .selectFrom("user_identities")
      .select("id")
      .where("user_id", "=", victim.user.id)
      .execute();
    expect(identities).toEqual([]);

    issuer.addAccount({ email: "nobody@unclaimed.test", emailVerified: true });
    await signInThrough(server, workspace.startPath, "nobody@unclaimed.test");
    expect(await userExists("nobody@unclaimed.test")).toBe(false);
  });

  it("refuses an email of the domain that the issuer has not verified", async () => {
    const workspace = await ssoWorkspace("VIEWER");
    const email = `unverified@${workspace.domain}`;
    issuer.addAccount({ email, emailVerified: false });
    const result = await signInThrough(server, workspace.startPath, email);
    expect(result).toEqual({
      location: "/auth#google_auth_error=email_not_verified",
      session: null,
    });
    expect(await userExists(email)).toBe(false);
  });

  it("refuses an answer from another issuer than the workspace configured", async () => {
    const workspace = await ssoWorkspace("VIEWER", impostor.issuer);
    const email = `mixup@${workspace.domain}`;
    issuer.addAccount({ email, emailVerified: true });
    const result = await signInThrough(server, workspace.startPath, email);
    expect(result).toEqual({ location: "/auth#google_auth_error=failed", session: null });
    expect(await userExists(email)).toBe(false);
  });

  it("refuses Google for an email of the domain, with the spec's sso_provider case", async () => {
    const workspace = await ssoWorkspace("VIEWER");
    const email = `google@${workspace.domain}`;
    issuer.addAccount({ email, emailVerified: true });
    const result = await signInThrough(server, "/api/v1/auth/google", email);
    expect(result).toEqual({
      location: "/auth#google_auth_error=sso_provider",
      session: null,
    });
    expect(await userExists(email)).toBe(false);
  });
});
