import { MESSAGES } from "@contour/core";
import { beforeAll, describe, expect, test } from "vitest";
import { addMember, type BuiltUser, buildOrganization, buildUser } from "../../test/factories.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";
import { currentUserId, login } from "../../test/sessions.js";
import { createSession } from "../auth/sessions.js";
import { deploymentIssuerPolicy } from "../sso/issuer-policies.js";
import { signInWithIdentity } from "../sso/sign-in-with-identity.js";
import { CANNOT_DEMOTE_SELF, CANNOT_DISABLE_SELF } from "./admin-users-commands.js";

const server = useTestServer();
let staff: BuiltUser;

beforeAll(async () => {
  staff = await buildUser(server.db, { isAdmin: true, name: "Sam Staff" });
});

const DETAIL = `id email isAdmin disabledAt
  workspaces { name role subscriptionPlan }
  sessions { id ipAddress userAgent }
  staffActions { staffName action targetEmail detail }`;

interface Detail {
  id: string;
  email: string;
  isAdmin: boolean;
  disabledAt: string | null;
  workspaces: { name: string; role: string; subscriptionPlan: string }[];
  sessions: { id: string; ipAddress: string | null; userAgent: string | null }[];
  staffActions: { staffName: string; action: string; targetEmail: string; detail: string }[];
}

const detail = async (id: string) =>
  dataOf(
    await server.gql<{ adminUser: Detail }>(
      `query U($id: ID!) { adminUser(id: $id) { ${DETAIL} } }`,
      { id },
      { token: staff.token },
    ),
  ).adminUser;

const update = (id: string, patch: Record<string, unknown>, token = staff.token) =>
  server.gql<{ updateAdminUser: Detail }>(
    `mutation U($input: UpdateAdminUserInput!) { updateAdminUser(input: $input) { ${DETAIL} } }`,
    { input: { id, patch } },
    { token },
  );

const revoke = (userId: string, sessionId?: string, token = staff.token) =>
  server.gql<{ revokeAdminUserSessions: Detail }>(
    `mutation R($input: RevokeAdminUserSessionsInput!) { revokeAdminUserSessions(input: $input) { ${DETAIL} } }`,
    { input: { userId, sessionId } },
    { token },
  );

describe("adminUsers", () => {
  test("finds accounts by name or email, newest first, a page at a time", async () => {
    const marker = `finder${Date.now()}`;
    const older = await buildUser(server.db, { name: `Ines ${marker}` });
    const newer = await buildUser(server.db, { email: `${marker}@example.com` });
    await buildUser(server.db, { name: "Someone Else" });
    const list = async (after?: string) =>
      dataOf(
        await server.gql<{
          adminUsers: {
            totalCount: number;
            nodes: { id: string }[];
            pageInfo: { endCursor: string; hasNextPage: boolean };
          };
        }>(
          `query L($search: String, $after: String) { adminUsers(search: $search, first: 1, after: $after) {
            totalCount nodes { id } pageInfo { endCursor hasNextPage } } }`,
          { search: marker.toUpperCase(), after },
          { token: staff.token },
        ),
      ).adminUsers;
    const page1 = await list();
    expect(page1.totalCount).toBe(2);
    expect(page1.nodes).toEqual([{ id: newer.user.id }]);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = await list(page1.pageInfo.endCursor);
    expect(page2.nodes).toEqual([{ id: older.user.id }]);
    expect(page2.pageInfo.hasNextPage).toBe(false);
  });

  test("refuses anyone but staff, for every users operation", async () => {
    const plain = await buildUser(server.db);
    const calls = [
      server.gql("query { adminUsers { totalCount } }", {}, { token: plain.token }),
      server.gql(
        "query { deploymentSettings { blockCreateOrganization } }",
        {},
        { token: plain.token },
      ),
      update(plain.user.id, { isAdmin: true }, plain.token),
      revoke(staff.user.id, undefined, plain.token),
    ];
    for (const response of await Promise.all(calls))
      expect(errorOf(response).code).toBe("FORBIDDEN");
    expect((await detail(plain.user.id)).isAdmin).toBe(false);
    expect(await currentUserId(server, staff.token)).toBe(staff.user.id);
  });
});

describe("an account's page", () => {
  test("shows its workspaces and live sessions; staff revoke one, then all, each in the trail", async () => {
    const person = await buildUser(server.db, { name: "Pia Person" });
    const workspace = await buildOrganization(server.db, person.user, { name: "Pia's Studio" });
    const other = await buildOrganization(server.db, staff.user, { name: "Another Studio" });
    await addMember(server.db, other.id, person.user.id, "VIEWER");
    const laptop = await createSession(server.db, person.user.id, {
      ip: "198.51.100.7",
      userAgent: "Laptop browser",
    });
    await server.db
      .updateTable("sessions")
      .set({ revoked_at: new Date() })
      .where(
        "id",
        "=",
        (await createSession(server.db, person.user.id, { ip: "x", userAgent: null })).sessionId,
      )
      .execute();

    const before = await detail(person.user.id);
    expect(before.workspaces).toEqual([
      { name: "Another Studio", role: "VIEWER", subscriptionPlan: "FREE" },
      { name: workspace.name, role: "ADMIN", subscriptionPlan: "FREE" },
    ]);
    // The one made at sign-up and the laptop's; the revoked one is not listed.
    expect(before.sessions).toHaveLength(2);
    expect(before.sessions).toContainEqual({
      id: laptop.sessionId,
      ipAddress: "198.51.100.7",
      userAgent: "Laptop browser",
    });

    const one = dataOf(await revoke(person.user.id, laptop.sessionId)).revokeAdminUserSessions;
    expect(one.sessions.map((session) => session.id)).not.toContain(laptop.sessionId);
    expect(await currentUserId(server, laptop.token)).toBeNull();
    expect(await currentUserId(server, person.token)).toBe(person.user.id);
    expect(errorOf(await revoke(person.user.id, laptop.sessionId)).code).toBe("NOT_FOUND");

    const all = dataOf(await revoke(person.user.id)).revokeAdminUserSessions;
    expect(all.sessions).toEqual([]);
    expect(await currentUserId(server, person.token)).toBeNull();
    expect(all.staffActions).toEqual([
      {
        staffName: "Sam Staff",
        action: "REVOKE_SESSIONS",
        targetEmail: person.user.email,
        detail: "Revoked 1 session",
      },
      {
        staffName: "Sam Staff",
        action: "REVOKE_SESSIONS",
        targetEmail: person.user.email,
        detail: "Revoked 1 session",
      },
    ]);
  });

  test("an unknown id is NOT_FOUND", async () => {
    const response = await server.gql(
      'query { adminUser(id: "00000000-0000-4000-8000-000000000000") { id } }',
      {},
      { token: staff.token },
    );
    expect(errorOf(response)).toEqual({ code: "NOT_FOUND", message: "This user does not exist." });
  });
});

describe("disabling an account", () => {
  test("signs it out at once and refuses its password and single sign-on until enabled", async () => {
    const person = await buildUser(server.db);
    const disabled = dataOf(await update(person.user.id, { disabled: true })).updateAdminUser;
    expect(disabled.disabledAt).not.toBeNull();
    expect(disabled.sessions).toEqual([]);
    expect(disabled.staffActions[0]).toMatchObject({
      action: "DISABLE_USER",
      detail: "Disabled the account and revoked 1 session",
    });
    expect(await currentUserId(server, person.token)).toBeNull();

    expect(errorOf(await login(server, person.user.email, person.password))).toEqual({
      code: "FORBIDDEN",
      message: MESSAGES.accountDisabled,
    });
    // A wrong password does not say the account is disabled.
    expect(errorOf(await login(server, person.user.email, "Wrong1234")).code).toBe(
      "UNAUTHENTICATED",
    );
    const sso = await signInWithIdentity(
      server.db,
      {
        provider: "google",
        issuer: "https://issuer.example",
        subject: `sub-${person.user.id}`,
        email: person.user.email,
        emailVerified: true,
        name: null,
      },
      new Set(),
      deploymentIssuerPolicy,
    );
    expect(sso).toEqual({ kind: "refused", reason: "account_disabled" });
    // A session opened while it was being disabled signs in no one either.
    const late = await createSession(server.db, person.user.id, { ip: "x", userAgent: null });
    expect(await currentUserId(server, late.token)).toBeNull();

    const enabled = dataOf(await update(person.user.id, { disabled: false })).updateAdminUser;
    expect(enabled.disabledAt).toBeNull();
    expect(enabled.staffActions[0]).toMatchObject({ action: "ENABLE_USER" });
    const again = dataOf(await login(server, person.user.email, person.password)).login;
    expect(again.user.id).toBe(person.user.id);
  });

  test("staff cannot disable or demote themselves", async () => {
    expect(errorOf(await update(staff.user.id, { disabled: true }))).toEqual({
      code: "FORBIDDEN",
      message: CANNOT_DISABLE_SELF,
    });
    expect(errorOf(await update(staff.user.id, { isAdmin: false }))).toEqual({
      code: "FORBIDDEN",
      message: CANNOT_DEMOTE_SELF,
    });
    const self = await detail(staff.user.id);
    expect(self).toMatchObject({ isAdmin: true, disabledAt: null });
  });
});

describe("staff access", () => {
  test("granted and removed, each in the trail; the account's calls follow at once", async () => {
    const person = await buildUser(server.db);
    const asPerson = () =>
      server.gql("query { adminUsers { totalCount } }", {}, { token: person.token });
    expect(errorOf(await asPerson()).code).toBe("FORBIDDEN");

    const granted = dataOf(await update(person.user.id, { isAdmin: true })).updateAdminUser;
    expect(granted.isAdmin).toBe(true);
    dataOf(await asPerson());
    // Staff now, but still not able to demote themselves.
    expect(errorOf(await update(person.user.id, { isAdmin: false }, person.token)).code).toBe(
      "FORBIDDEN",
    );

    const removed = dataOf(await update(person.user.id, { isAdmin: false })).updateAdminUser;
    expect(removed.isAdmin).toBe(false);
    expect(errorOf(await asPerson()).code).toBe("FORBIDDEN");
    expect(removed.staffActions.map((entry) => entry.detail)).toEqual([
      "Removed staff access",
      "Granted staff access",
    ]);
  });
});

describe("deployment settings", () => {
  const SETTINGS = `blockCreateOrganization blockCreateOrganizationDefault
    history { staffName action targetEmail detail }`;

  test("blockCreateOrganization follows the environment until staff set it, and is enforced", async () => {
    const person = await buildUser(server.db);
    const read = await server.gql<{ deploymentSettings: Record<string, unknown> }>(
      `query { deploymentSettings { ${SETTINGS} } }`,
      {},
      { token: staff.token },
    );
    expect(dataOf(read).deploymentSettings).toEqual({
      blockCreateOrganization: false,
      blockCreateOrganizationDefault: false,
      history: [],
    });
    const set = (value: boolean) =>
      server.gql<{ updateDeploymentSettings: Record<string, unknown> }>(
        `mutation S($input: UpdateDeploymentSettingsInput!) { updateDeploymentSettings(input: $input) { ${SETTINGS} } }`,
        { input: { blockCreateOrganization: value } },
        { token: staff.token },
      );
    expect(dataOf(await set(true)).updateDeploymentSettings).toEqual({
      blockCreateOrganization: true,
      blockCreateOrganizationDefault: false,
      history: [
        {
          staffName: "Sam Staff",
          action: "UPDATE_SETTING",
          targetEmail: null,
          detail: "Block workspace creation: on",
        },
      ],
    });
    const viewer = await server.gql<{ currentUser: { blockCreateOrganization: boolean } }>(
      "{ currentUser { blockCreateOrganization } }",
      {},
      { token: person.token },
    );
    expect(dataOf(viewer).currentUser.blockCreateOrganization).toBe(true);
    const create = () =>
      server.gql(
        'mutation { createOrganization(input: { name: "Blocked" }) { id } }',
        {},
        { token: person.token },
      );
    expect(errorOf(await create()).code).toBe("FORBIDDEN");

    dataOf(await set(false));
    dataOf(await create());
  });
});
