import type { OrganizationRole, SubscriptionPlan } from "@contour/core";
import { beforeAll, describe, expect, test } from "vitest";
import {
  addMember,
  type BuiltUser,
  buildOrganization,
  buildUser,
  uniqueEmail,
} from "../../test/factories.js";
import { dataOf, errorOf, type GraphQLResponse, useTestServer } from "../../test/server.js";
import { login } from "../../test/sessions.js";
import { recordActivities } from "./activity-log.js";

const server = useTestServer();

interface Page<Row> {
  totalCount: number;
  nodes: Row[];
}
interface AccessRow {
  userEmail: string;
  eventDate: string;
  ipAddress: string | null;
}
interface ActivityRow {
  userEmail: string;
  actionType: string;
  targetTable: string;
  targetId: string;
  metadata: { email: string | null; newName: string | null };
}

const accessLogs = (
  token: string,
  organizationId: string,
  args: { offset?: number; count?: number; email?: string } = {},
) =>
  server.gql<{ accessLogs: Page<AccessRow> }>(
    `query AccessLogs($organizationId: ID!, $offset: Int, $count: Int, $email: String) {
      accessLogs(organizationId: $organizationId, offset: $offset, count: $count, email: $email) {
        totalCount nodes { id userEmail eventDate ipAddress }
      }
    }`,
    { organizationId, ...args },
    { token },
  );

const activityLogs = (
  token: string,
  organizationId: string,
  args: { offset?: number; count?: number } = {},
) =>
  server.gql<{ activityLogs: Page<ActivityRow> }>(
    `query ActivityLogs($organizationId: ID!, $offset: Int, $count: Int) {
      activityLogs(organizationId: $organizationId, offset: $offset, count: $count) {
        totalCount nodes { id userEmail eventDate actionType targetTable targetId metadata { email newName } }
      }
    }`,
    { organizationId, ...args },
    { token },
  );

/** A workspace on the plan, its admin, and a member of each other role. */
async function buildWorkspace(
  plan: SubscriptionPlan,
  fields: { manualSubscription?: boolean } = {},
) {
  const admin = await buildUser(server.db, { email: uniqueEmail("admin") });
  const organization = await buildOrganization(server.db, admin.user, {
    subscriptionPlan: plan,
    ...fields,
  });
  const members = {} as Record<Exclude<OrganizationRole, "ADMIN">, BuiltUser>;
  for (const role of ["EDITOR", "VIEWER"] as const) {
    members[role] = await buildUser(server.db, { email: uniqueEmail(role.toLowerCase()) });
    await addMember(server.db, organization.id, members[role].user.id, role);
  }
  return { admin, organization, ...members };
}

/** A sign-in `minutesAgo` minutes ago, so that the order is known. */
async function signIn(user: BuiltUser, minutesAgo: number, ip = "198.51.100.7") {
  await server.db
    .insertInto("access_logs")
    .values({
      user_id: user.user.id,
      user_email: user.user.email,
      ip_address: ip,
      event_date: new Date(Date.now() - minutesAgo * 60_000),
    })
    .execute();
}

describe("accessLogs", () => {
  let workspace: Awaited<ReturnType<typeof buildWorkspace>>;
  let outsider: BuiltUser;

  beforeAll(async () => {
    workspace = await buildWorkspace("ORGANIZATION");
    outsider = await buildUser(server.db, { email: uniqueEmail("outsider") });
    // 12 sign-ins of members, newest first: admin at 1..6 minutes ago, editor at 7..12.
    for (let minute = 1; minute <= 6; minute += 1) await signIn(workspace.admin, minute);
    for (let minute = 7; minute <= 12; minute += 1) {
      await signIn(workspace.EDITOR, minute, `192.0.2.${minute}`);
    }
    await signIn(outsider, 0);
  });

  test("lists the members' sign-ins newest first, 10 a page, and not those of others", async () => {
    const { admin, organization, EDITOR } = workspace;
    const first = dataOf(await accessLogs(admin.token, organization.id)).accessLogs;
    expect(first.totalCount).toBe(12);
    expect(first.nodes).toHaveLength(10);
    expect(first.nodes.map((row) => row.userEmail)).toEqual([
      ...Array(6).fill(admin.user.email),
      ...Array(4).fill(EDITOR.user.email),
    ]);
    const dates = first.nodes.map((row) => Date.parse(row.eventDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);

    const second = dataOf(
      await accessLogs(admin.token, organization.id, { offset: 10 }),
    ).accessLogs;
    expect(second.totalCount).toBe(12);
    expect(second.nodes).toEqual([
      expect.objectContaining({ userEmail: EDITOR.user.email, ipAddress: "192.0.2.11" }),
      expect.objectContaining({ userEmail: EDITOR.user.email, ipAddress: "192.0.2.12" }),
    ]);
  });

  test("the email filter keeps the addresses that contain it, whatever the case", async () => {
    const { admin, organization, EDITOR } = workspace;
    const part = EDITOR.user.email.split("@")[0]?.toUpperCase() ?? "";
    const filtered = dataOf(
      await accessLogs(admin.token, organization.id, { email: ` ${part} ` }),
    ).accessLogs;
    expect(filtered.totalCount).toBe(6);
    expect(new Set(filtered.nodes.map((row) => row.userEmail))).toEqual(
      new Set([EDITOR.user.email]),
    );
    // Wildcards are letters: "%" matches no address here.
    const none = dataOf(await accessLogs(admin.token, organization.id, { email: "%" })).accessLogs;
    expect(none).toEqual({ totalCount: 0, nodes: [] });
  });

  test("a real sign-in of a member shows on the page", async () => {
    const { admin, organization, VIEWER } = workspace;
    dataOf(await login(server, VIEWER.user.email, VIEWER.password, "203.0.113.77"));
    const page = dataOf(
      await accessLogs(admin.token, organization.id, { email: VIEWER.user.email }),
    ).accessLogs;
    expect(page.nodes).toEqual([
      expect.objectContaining({ userEmail: VIEWER.user.email, ipAddress: "203.0.113.77" }),
    ]);
  });

  test("refuses a negative offset or count, and caps the page size", async () => {
    const { admin, organization } = workspace;
    expect(errorOf(await accessLogs(admin.token, organization.id, { offset: -1 })).code).toBe(
      "BAD_USER_INPUT",
    );
    expect(errorOf(await accessLogs(admin.token, organization.id, { count: -1 })).code).toBe(
      "BAD_USER_INPUT",
    );
    const all = dataOf(
      await accessLogs(admin.token, organization.id, { count: 100_000 }),
    ).accessLogs;
    expect(all.nodes.length).toBe(all.totalCount);
  });
});

describe("activityLogs", () => {
  test("lists the workspace's activity newest first, 10 a page, with its metadata", async () => {
    const { admin, organization } = await buildWorkspace("ENTERPRISE");
    const other = await buildOrganization(server.db, admin.user, {
      subscriptionPlan: "ENTERPRISE",
    });
    await recordActivities(
      server.db,
      Array.from({ length: 11 }, (_, index) => ({
        organizationId: organization.id,
        actorId: admin.user.id,
        action: "RENAME" as const,
        targetTable: "folder" as const,
        targetId: `folder-${index}`,
        metadata: { new_name: `Name ${index}` },
      })),
    );
    await recordActivities(server.db, [
      {
        organizationId: other.id,
        actorId: admin.user.id,
        action: "CREATE",
        targetTable: "folder",
        targetId: "elsewhere",
      },
    ]);
    // One row an hour newer than the others, then one with an email.
    await server.db
      .insertInto("activity_logs")
      .values({
        organization_id: organization.id,
        user_id: admin.user.id,
        user_email: admin.user.email,
        action_type: "INVITE",
        target_table: "organization_invite",
        target_id: "invite-1",
        metadata: JSON.stringify({ email: "new@example.com" }),
        event_date: new Date(Date.now() + 3_600_000),
      })
      .execute();

    // 13 rows: the 12 above and, oldest, the workspace's own creation.
    const first = dataOf(await activityLogs(admin.token, organization.id)).activityLogs;
    expect(first.totalCount).toBe(13);
    expect(first.nodes).toHaveLength(10);
    expect(first.nodes[0]).toEqual({
      id: expect.any(String),
      userEmail: admin.user.email,
      eventDate: expect.any(String),
      actionType: "INVITE",
      targetTable: "organization_invite",
      targetId: "invite-1",
      metadata: { email: "new@example.com", newName: null },
    });
    expect(first.nodes[1]).toMatchObject({
      actionType: "RENAME",
      targetTable: "folder",
      metadata: { email: null, newName: expect.stringMatching(/^Name \d+$/) },
    });
    const second = dataOf(
      await activityLogs(admin.token, organization.id, { offset: 10 }),
    ).activityLogs;
    expect(second.nodes).toHaveLength(3);
    expect(second.nodes.at(-1)).toMatchObject({
      actionType: "CREATE",
      targetTable: "organization",
      targetId: organization.id,
    });
    const targets = [...first.nodes, ...second.nodes].map((row) => row.targetId);
    expect(new Set(targets).size).toBe(13);
    expect(targets).not.toContain("elsewhere");
    expect(errorOf(await activityLogs(admin.token, organization.id, { offset: -5 })).code).toBe(
      "BAD_USER_INPUT",
    );
  });
});

describe("who may read the logs", () => {
  const queries: Record<
    "accessLogs" | "activityLogs",
    (token: string, organizationId: string) => Promise<GraphQLResponse<unknown>>
  > = { accessLogs, activityLogs };

  test.each(Object.keys(queries) as (keyof typeof queries)[])(
    "%s: admins only; Editors and Viewers are refused, other workspaces' members see nothing",
    async (name) => {
      const query = queries[name];
      const { admin, organization, EDITOR, VIEWER } = await buildWorkspace("ORGANIZATION");
      const stranger = await buildUser(server.db);
      await buildOrganization(server.db, stranger.user, { subscriptionPlan: "ORGANIZATION" });

      expect(dataOf(await query(admin.token, organization.id))).toBeTruthy();
      for (const member of [EDITOR, VIEWER]) {
        expect(errorOf(await query(member.token, organization.id))).toEqual({
          code: "FORBIDDEN",
          message: "You don't have the permissions to do this.",
        });
      }
      expect(errorOf(await query(stranger.token, organization.id)).code).toBe("NOT_FOUND");
      expect(errorOf(await query(admin.token, "not-a-workspace")).code).toBe("NOT_FOUND");

      // Contour staff count as admins of the workspaces they are in.
      const staff = await buildUser(server.db, { isAdmin: true });
      await addMember(server.db, organization.id, staff.user.id, "VIEWER");
      expect(dataOf(await query(staff.token, organization.id))).toBeTruthy();
    },
  );

  test.each([
    ["FREE", "accessLogs", "Access logs are included in the Organization and Enterprise plans."],
    ["PRO", "accessLogs", "Access logs are included in the Organization and Enterprise plans."],
    [
      "FREE",
      "activityLogs",
      "Activity logs are included in the Organization and Enterprise plans.",
    ],
    ["PRO", "activityLogs", "Activity logs are included in the Organization and Enterprise plans."],
  ] as const)("%s refuses %s with PLAN_LIMITATION_ERROR", async (plan, name, message) => {
    const { admin, organization } = await buildWorkspace(plan);
    expect(errorOf(await queries[name](admin.token, organization.id))).toEqual({
      code: "PLAN_LIMITATION_ERROR",
      message,
    });
  });

  test.each(["ORGANIZATION", "ENTERPRISE"] as const)("%s allows both logs", async (plan) => {
    const { admin, organization } = await buildWorkspace(plan);
    expect(dataOf(await accessLogs(admin.token, organization.id)).accessLogs).toBeTruthy();
    expect(dataOf(await activityLogs(admin.token, organization.id)).activityLogs).toBeTruthy();
  });

  test("a manual subscription without the logs is refused with MANUAL_LIMITATION_ERROR", async () => {
    const { admin, organization } = await buildWorkspace("PRO", { manualSubscription: true });
    expect(errorOf(await accessLogs(admin.token, organization.id)).code).toBe(
      "MANUAL_LIMITATION_ERROR",
    );
    expect(errorOf(await activityLogs(admin.token, organization.id)).code).toBe(
      "MANUAL_LIMITATION_ERROR",
    );
  });

  test("an Editor of a FREE workspace learns they are not allowed before the plan", async () => {
    const { organization, EDITOR } = await buildWorkspace("FREE");
    expect(errorOf(await accessLogs(EDITOR.token, organization.id)).code).toBe("FORBIDDEN");
  });
});
