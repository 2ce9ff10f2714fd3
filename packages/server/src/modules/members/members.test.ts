import { describe, expect, test } from "vitest";
import { activityOf } from "../../test/activity.js";
import { addMember, buildOrganization, buildUser, uniqueEmail } from "../../test/factories.js";
import {
  buildInvite,
  changeInviteRole,
  changeMemberRole,
  membershipSnapshot,
  queryMembers,
} from "../../test/member-operations.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";
import { buildWorld } from "../../test/workspace-world.js";

const server = useTestServer();

const NOT_MEMBER = {
  code: "NOT_FOUND",
  message: "This workspace does not exist or you are not a member.",
};
const CHANGE_ROLES = {
  code: "FORBIDDEN",
  message: "Only an admin of this workspace can change roles.",
};
const NO_SEATS = "You don't have any editor seats available";

describe("organization members, invites and seats", () => {
  test.each(["admin", "editor", "viewer"] as const)(
    "any member (%s) sees every member and pending invite",
    async (actor) => {
      const world = await buildWorld(server.db);
      const invited = uniqueEmail("invited");
      await buildInvite(server, world.organization.id, invited, "VIEWER");
      await server.db
        .updateTable("users")
        .set({ last_active_at: new Date("2026-05-01T10:00:00Z") })
        .where("id", "=", world.users.editor.user.id)
        .execute();

      const { organization } = dataOf(
        await queryMembers(server, world.users[actor].token, world.organization.id),
      );
      expect(organization.members.totalCount).toBe(4);
      // The three were added in the same instant: compare without their order.
      expect(
        organization.members.edges
          .map((edge) => [edge.node.email, edge.role, edge.node.name])
          .sort(),
      ).toEqual(
        [
          [world.users.admin.user.email, "ADMIN", "The admin"],
          [world.users.editor.user.email, "EDITOR", "The editor"],
          [world.users.outsider.user.email, "EDITOR", "The outsider"],
          [world.users.viewer.user.email, "VIEWER", "The viewer"],
        ].sort(),
      );
      const edgeOf = (email: string) =>
        organization.members.edges.find((edge) => edge.node.email === email);
      const editorEdge = edgeOf(world.users.editor.user.email);
      expect(editorEdge?.node.lastActive).toBe("2026-05-01T10:00:00.000Z");
      expect(editorEdge?.node.id).toBe(world.users.editor.user.id);
      expect(Date.parse(editorEdge?.joinedAt ?? "")).not.toBeNaN();
      expect(edgeOf(world.users.admin.user.email)?.node.lastActive).toBeNull();
      expect(organization.invites).toEqual({
        totalCount: 1,
        nodes: [
          {
            organizationId: world.organization.id,
            email: invited,
            role: "VIEWER",
            createdAt: expect.any(String),
          },
        ],
      });
      // FREE: 2 seats, taken by the admin and two Editors.
      expect(organization.editorSeatsLeft).toBe(0);
      expect(organization.manualEditorCountLimit).toBeNull();
    },
  );

  test("a member of another workspace gets NOT_FOUND", async () => {
    const world = await buildWorld(server.db);
    expect(
      errorOf(await queryMembers(server, world.users.stranger.token, world.organization.id)),
    ).toEqual(NOT_MEMBER);
  });

  test("seats left count Admins and Editors among members and invites; paid plans are unlimited", async () => {
    const admin = await buildUser(server.db);
    const free = await buildOrganization(server.db, admin.user);
    const seats = async (id: string) =>
      dataOf(await queryMembers(server, admin.token, id)).organization;
    expect((await seats(free.id)).editorSeatsLeft).toBe(1);
    await buildInvite(server, free.id, uniqueEmail(), "VIEWER");
    expect((await seats(free.id)).editorSeatsLeft).toBe(1);
    await buildInvite(server, free.id, uniqueEmail(), "EDITOR");
    expect((await seats(free.id)).editorSeatsLeft).toBe(0);

    const pro = await buildOrganization(server.db, admin.user, { subscriptionPlan: "PRO" });
    expect((await seats(pro.id)).editorSeatsLeft).toBeNull();
    const manual = await buildOrganization(server.db, admin.user, {
      subscriptionPlan: "ENTERPRISE",
      manualSubscription: true,
      manualEditorCountLimit: 5,
    });
    expect(await seats(manual.id)).toMatchObject({ editorSeatsLeft: 4, manualEditorCountLimit: 5 });
  });
});

describe("updateOrganizationMember", () => {
  test("an admin changes a member's role, and the activity log says so", async () => {
    const admin = await buildUser(server.db);
    const organization = await buildOrganization(server.db, admin.user, {
      subscriptionPlan: "PRO",
    });
    const member = await buildUser(server.db);
    await addMember(server.db, organization.id, member.user.id, "VIEWER");
    const changed = dataOf(
      await changeMemberRole(server, admin.token, organization.id, member.user.id, "EDITOR"),
    ).updateOrganizationMember;
    expect(changed).toEqual({ role: "EDITOR", node: { id: member.user.id } });
    dataOf(await changeMemberRole(server, admin.token, organization.id, member.user.id, "ADMIN"));
    const snapshot = await membershipSnapshot(server, organization.id);
    expect(snapshot.members).toContainEqual({ user_id: member.user.id, role: "ADMIN" });
    expect(await activityOf(server, organization.id)).toEqual([
      {
        action_type: "CHANGE_ROLE",
        target_table: "organization_member",
        target_id: member.user.id,
        user_email: admin.user.email,
        metadata: { email: member.user.email, previous_role: "VIEWER", role: "EDITOR" },
      },
      {
        action_type: "CHANGE_ROLE",
        target_table: "organization_member",
        target_id: member.user.id,
        user_email: admin.user.email,
        metadata: { email: member.user.email, previous_role: "EDITOR", role: "ADMIN" },
      },
    ]);
  });

  test.each([
    ["editor", CHANGE_ROLES],
    ["viewer", CHANGE_ROLES],
    ["stranger", NOT_MEMBER],
  ] as const)("the %s may not change a role, and nothing changes", async (actor, error) => {
    const world = await buildWorld(server.db);
    const before = await membershipSnapshot(server, world.organization.id);
    const target = world.users.outsider.user.id;
    expect(
      errorOf(
        await changeMemberRole(
          server,
          world.users[actor].token,
          world.organization.id,
          target,
          "VIEWER",
        ),
      ),
    ).toEqual(error);
    expect(await membershipSnapshot(server, world.organization.id)).toEqual(before);
  });

  test("nobody changes their own role, admins included", async () => {
    const world = await buildWorld(server.db);
    expect(
      errorOf(
        await changeMemberRole(
          server,
          world.users.admin.token,
          world.organization.id,
          world.users.admin.user.id,
          "EDITOR",
        ),
      ),
    ).toEqual({ code: "FORBIDDEN", message: "You cannot change your own role." });
  });

  test("a user who is not a member of the workspace is NOT_FOUND", async () => {
    const world = await buildWorld(server.db);
    for (const userId of [world.users.stranger.user.id, "not-an-id"]) {
      expect(
        errorOf(
          await changeMemberRole(
            server,
            world.users.admin.token,
            world.organization.id,
            userId,
            "VIEWER",
          ),
        ),
      ).toEqual({ code: "NOT_FOUND", message: "This user is not a member of this workspace." });
    }
  });

  test("making a Viewer an Editor needs a seat; Editor to Admin does not", async () => {
    const world = await buildWorld(server.db);
    const { admin, viewer, editor } = world.users;
    const id = world.organization.id;
    expect(
      errorOf(await changeMemberRole(server, admin.token, id, viewer.user.id, "EDITOR")),
    ).toEqual({ code: "PLAN_LIMITATION_ERROR", message: NO_SEATS });
    expect(
      errorOf(await changeMemberRole(server, admin.token, id, viewer.user.id, "ADMIN")).code,
    ).toBe("PLAN_LIMITATION_ERROR");
    dataOf(await changeMemberRole(server, admin.token, id, editor.user.id, "ADMIN"));
    // A seat freed by making an Editor a Viewer can be taken again.
    dataOf(await changeMemberRole(server, admin.token, id, editor.user.id, "VIEWER"));
    dataOf(await changeMemberRole(server, admin.token, id, world.users.outsider.user.id, "VIEWER"));
    dataOf(await changeMemberRole(server, admin.token, id, viewer.user.id, "EDITOR"));
  });

  test("a manual subscription's limit refuses with MANUAL_LIMITATION_ERROR", async () => {
    const admin = await buildUser(server.db);
    const organization = await buildOrganization(server.db, admin.user, {
      subscriptionPlan: "ENTERPRISE",
      manualSubscription: true,
      manualEditorCountLimit: 1,
    });
    const member = await buildUser(server.db);
    await addMember(server.db, organization.id, member.user.id, "VIEWER");
    expect(
      errorOf(
        await changeMemberRole(server, admin.token, organization.id, member.user.id, "EDITOR"),
      ),
    ).toEqual({ code: "MANUAL_LIMITATION_ERROR", message: NO_SEATS });
  });

  test("the last admin cannot be made something else, even by staff", async () => {
    const admin = await buildUser(server.db);
    const organization = await buildOrganization(server.db, admin.user, {
      subscriptionPlan: "PRO",
    });
    const staff = await buildUser(server.db, { isAdmin: true });
    await addMember(server.db, organization.id, staff.user.id, "VIEWER");
    const before = await membershipSnapshot(server, organization.id);
    expect(
      errorOf(
        await changeMemberRole(server, staff.token, organization.id, admin.user.id, "EDITOR"),
      ),
    ).toEqual({
      code: "CONFLICT",
      message: "A workspace needs at least one admin. Make another member an admin first.",
    });
    expect(await membershipSnapshot(server, organization.id)).toEqual(before);
    // With a second admin, the first may step down.
    dataOf(await changeMemberRole(server, admin.token, organization.id, staff.user.id, "ADMIN"));
    dataOf(await changeMemberRole(server, staff.token, organization.id, admin.user.id, "EDITOR"));
  });
});

describe("updateOrganizationInvite", () => {
  test("an admin changes the role an invite gives, within the seats", async () => {
    const world = await buildWorld(server.db);
    const id = world.organization.id;
    const email = uniqueEmail("invited");
    await buildInvite(server, id, email, "EDITOR");
    const { admin } = world.users;
    expect(
      dataOf(await changeInviteRole(server, admin.token, id, email.toUpperCase(), "VIEWER")),
    ).toEqual({ updateOrganizationInvite: { email, role: "VIEWER" } });
    expect(errorOf(await changeInviteRole(server, admin.token, id, email, "EDITOR"))).toEqual({
      code: "PLAN_LIMITATION_ERROR",
      message: NO_SEATS,
    });
    expect((await membershipSnapshot(server, id)).invites).toEqual([{ email, role: "VIEWER" }]);
    expect(
      (await activityOf(server, id)).map((row) => [
        row.action_type,
        row.target_table,
        row.metadata,
      ]),
    ).toEqual([
      ["CHANGE_ROLE", "organization_invite", { email, previous_role: "EDITOR", role: "VIEWER" }],
    ]);
  });

  test.each([
    ["editor", CHANGE_ROLES],
    ["viewer", CHANGE_ROLES],
    ["stranger", NOT_MEMBER],
  ] as const)("the %s may not change an invite's role", async (actor, error) => {
    const world = await buildWorld(server.db);
    const email = uniqueEmail("invited");
    await buildInvite(server, world.organization.id, email, "VIEWER");
    expect(
      errorOf(
        await changeInviteRole(
          server,
          world.users[actor].token,
          world.organization.id,
          email,
          "ADMIN",
        ),
      ),
    ).toEqual(error);
    expect((await membershipSnapshot(server, world.organization.id)).invites).toEqual([
      { email, role: "VIEWER" },
    ]);
  });

  test("an email with no pending invite is NOT_FOUND", async () => {
    const world = await buildWorld(server.db);
    expect(
      errorOf(
        await changeInviteRole(
          server,
          world.users.admin.token,
          world.organization.id,
          uniqueEmail(),
          "VIEWER",
        ),
      ),
    ).toEqual({
      code: "NOT_FOUND",
      message: "There is no pending invitation for this email in this workspace.",
    });
  });
});
