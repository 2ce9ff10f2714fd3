import { describe, expect, test } from "vitest";
import { activityOf } from "../../test/activity.js";
import { addMember, buildOrganization, buildUser, uniqueEmail } from "../../test/factories.js";
import { draftsRoot } from "../../test/file-factories.js";
import {
  buildInvite,
  deleteInvite,
  deleteMembersAndInvites,
  membershipSnapshot,
  quitOrganization,
  removeMember,
} from "../../test/member-operations.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";
import { buildWorld } from "../../test/workspace-world.js";

const server = useTestServer();

const NOT_MEMBER = {
  code: "NOT_FOUND",
  message: "This workspace does not exist or you are not a member.",
};
const ADMINS_ONLY = {
  code: "FORBIDDEN",
  message: "Only an admin of this workspace can remove members or invitations.",
};
const LAST_ADMIN = {
  code: "CONFLICT",
  message: "A workspace needs at least one admin. Make another member an admin first.",
};
const REFUSED = [
  ["editor", ADMINS_ONLY],
  ["viewer", ADMINS_ONLY],
  ["stranger", NOT_MEMBER],
] as const;

const teamInvitesOf = (teamId: string) =>
  server.db.selectFrom("team_invites").select("email").where("team_id", "=", teamId).execute();

describe("removeUserFromOrganization", () => {
  test("takes the member out of the workspace and its teams; their drafts stay", async () => {
    const world = await buildWorld(server.db);
    const { admin, editor } = world.users;
    const id = world.organization.id;
    await server.db
      .insertInto("team_invites")
      .values({ team_id: world.teamIds.secret, email: editor.user.email })
      .execute();
    const drafts = await draftsRoot(server.db, id, editor.user.id);

    expect(dataOf(await removeMember(server, admin.token, id, editor.user.id))).toEqual({
      removeUserFromOrganization: {
        organizationId: id,
        usersIds: [editor.user.id],
        invitesEmails: [],
      },
    });
    const after = await membershipSnapshot(server, id);
    expect(after.members.map((row) => row.user_id)).not.toContain(editor.user.id);
    expect(after.teamMembers.map((row) => row.user_id)).not.toContain(editor.user.id);
    expect(await teamInvitesOf(world.teamIds.secret)).toEqual([]);
    expect(await draftsRoot(server.db, id, editor.user.id)).toEqual(drafts);
    expect(await activityOf(server, id)).toEqual([
      {
        action_type: "REMOVE",
        target_table: "organization_member",
        target_id: editor.user.id,
        user_email: admin.user.email,
        metadata: { email: editor.user.email },
      },
    ]);
    // Out means out: the workspace is gone from their view.
    expect(errorOf(await removeMember(server, editor.token, id, admin.user.id))).toEqual(
      NOT_MEMBER,
    );
  });

  test.each(REFUSED)(
    "the %s may not remove a member, and nothing changes",
    async (actor, error) => {
      const world = await buildWorld(server.db);
      const before = await membershipSnapshot(server, world.organization.id);
      expect(
        errorOf(
          await removeMember(
            server,
            world.users[actor].token,
            world.organization.id,
            world.users.outsider.user.id,
          ),
        ),
      ).toEqual(error);
      expect(await membershipSnapshot(server, world.organization.id)).toEqual(before);
    },
  );

  test("a user who is not a member is NOT_FOUND", async () => {
    const world = await buildWorld(server.db);
    expect(
      errorOf(
        await removeMember(
          server,
          world.users.admin.token,
          world.organization.id,
          world.users.stranger.user.id,
        ),
      ),
    ).toEqual({ code: "NOT_FOUND", message: "This user is not a member of this workspace." });
  });

  test("an admin may remove themself only while another admin stays", async () => {
    const world = await buildWorld(server.db);
    const { admin, editor } = world.users;
    const id = world.organization.id;
    expect(errorOf(await removeMember(server, admin.token, id, admin.user.id))).toEqual(LAST_ADMIN);
    await server.db
      .updateTable("organization_members")
      .set({ role: "ADMIN" })
      .where("user_id", "=", editor.user.id)
      .execute();
    dataOf(await removeMember(server, admin.token, id, admin.user.id));
    expect((await membershipSnapshot(server, id)).members).toContainEqual({
      user_id: editor.user.id,
      role: "ADMIN",
    });
  });
});

describe("deleteOrganizationInvite", () => {
  test("an admin deletes a pending invite", async () => {
    const world = await buildWorld(server.db);
    const id = world.organization.id;
    const email = uniqueEmail("invited");
    const kept = uniqueEmail("kept");
    await buildInvite(server, id, email, "EDITOR");
    await buildInvite(server, id, kept, "VIEWER");
    expect(
      dataOf(await deleteInvite(server, world.users.admin.token, id, email.toUpperCase())),
    ).toEqual({
      deleteOrganizationInvite: { organizationId: id, usersIds: [], invitesEmails: [email] },
    });
    expect((await membershipSnapshot(server, id)).invites).toEqual([
      { email: kept, role: "VIEWER" },
    ]);
    expect(
      (await activityOf(server, id)).map((row) => [
        row.action_type,
        row.target_table,
        row.metadata,
      ]),
    ).toEqual([["DELETE", "organization_invite", { email }]]);
    expect(errorOf(await deleteInvite(server, world.users.admin.token, id, email))).toEqual({
      code: "NOT_FOUND",
      message: "There is no pending invitation for this email in this workspace.",
    });
  });

  test.each(REFUSED)("the %s may not delete an invite", async (actor, error) => {
    const world = await buildWorld(server.db);
    const email = uniqueEmail("invited");
    await buildInvite(server, world.organization.id, email, "VIEWER");
    expect(
      errorOf(await deleteInvite(server, world.users[actor].token, world.organization.id, email)),
    ).toEqual(error);
    expect((await membershipSnapshot(server, world.organization.id)).invites).toHaveLength(1);
  });
});

describe("deleteOrganizationMembersAndInvites", () => {
  test("removes the chosen members and deletes the chosen invites together", async () => {
    const world = await buildWorld(server.db);
    const id = world.organization.id;
    const [first, second, kept] = [uniqueEmail("a"), uniqueEmail("b"), uniqueEmail("c")];
    for (const email of [first, second, kept]) await buildInvite(server, id, email, "VIEWER");
    const { viewer, outsider, admin } = world.users;
    const removed = dataOf(
      await deleteMembersAndInvites(
        server,
        admin.token,
        id,
        [viewer.user.id, outsider.user.id],
        [first, second],
      ),
    ).deleteOrganizationMembersAndInvites;
    expect(removed.usersIds.sort()).toEqual([viewer.user.id, outsider.user.id].sort());
    expect(removed.invitesEmails.sort()).toEqual([first, second].sort());
    const after = await membershipSnapshot(server, id);
    expect(after.members.map((row) => row.user_id).sort()).toEqual(
      [admin.user.id, world.users.editor.user.id].sort(),
    );
    expect(after.invites).toEqual([{ email: kept, role: "VIEWER" }]);
    expect((await activityOf(server, id)).map((row) => row.action_type).sort()).toEqual([
      "DELETE",
      "DELETE",
      "REMOVE",
      "REMOVE",
    ]);
  });

  test("all or nothing: one unknown member or invite changes nothing", async () => {
    const world = await buildWorld(server.db);
    const id = world.organization.id;
    const email = uniqueEmail("invited");
    await buildInvite(server, id, email, "VIEWER");
    const before = await membershipSnapshot(server, id);
    const { admin, viewer, stranger } = world.users;
    expect(
      errorOf(
        await deleteMembersAndInvites(
          server,
          admin.token,
          id,
          [viewer.user.id],
          [email, uniqueEmail()],
        ),
      ),
    ).toEqual({
      code: "NOT_FOUND",
      message: "There is no pending invitation for this email in this workspace.",
    });
    expect(
      errorOf(
        await deleteMembersAndInvites(
          server,
          admin.token,
          id,
          [viewer.user.id, stranger.user.id],
          [email],
        ),
      ),
    ).toEqual({ code: "NOT_FOUND", message: "This user is not a member of this workspace." });
    expect(await membershipSnapshot(server, id)).toEqual(before);
  });

  test("never removes every admin", async () => {
    const world = await buildWorld(server.db);
    const before = await membershipSnapshot(server, world.organization.id);
    const { admin, viewer } = world.users;
    expect(
      errorOf(
        await deleteMembersAndInvites(
          server,
          admin.token,
          world.organization.id,
          [admin.user.id, viewer.user.id],
          [],
        ),
      ),
    ).toEqual(LAST_ADMIN);
    expect(await membershipSnapshot(server, world.organization.id)).toEqual(before);
  });

  test.each(REFUSED)("the %s may not remove members and invites", async (actor, error) => {
    const world = await buildWorld(server.db);
    const email = uniqueEmail("invited");
    await buildInvite(server, world.organization.id, email, "VIEWER");
    const before = await membershipSnapshot(server, world.organization.id);
    expect(
      errorOf(
        await deleteMembersAndInvites(
          server,
          world.users[actor].token,
          world.organization.id,
          [world.users.outsider.user.id],
          [email],
        ),
      ),
    ).toEqual(error);
    expect(await membershipSnapshot(server, world.organization.id)).toEqual(before);
  });
});

describe("quitOrganization", () => {
  test.each(["editor", "viewer"] as const)("a member (%s) leaves the workspace", async (actor) => {
    const world = await buildWorld(server.db);
    const id = world.organization.id;
    const { user, token } = world.users[actor];
    expect(dataOf(await quitOrganization(server, token, id))).toEqual({
      quitOrganization: { organizationId: id, usersIds: [user.id], invitesEmails: [] },
    });
    const after = await membershipSnapshot(server, id);
    expect(after.members.map((row) => row.user_id)).not.toContain(user.id);
    expect(after.teamMembers.map((row) => row.user_id)).not.toContain(user.id);
    expect(await activityOf(server, id)).toEqual([
      {
        action_type: "LEAVE",
        target_table: "organization_member",
        target_id: user.id,
        user_email: user.email,
        metadata: { email: user.email },
      },
    ]);
  });

  test("the last admin may not leave; a second admin may", async () => {
    const admin = await buildUser(server.db);
    const organization = await buildOrganization(server.db, admin.user);
    expect(errorOf(await quitOrganization(server, admin.token, organization.id))).toEqual(
      LAST_ADMIN,
    );
    const second = await buildUser(server.db);
    await addMember(server.db, organization.id, second.user.id, "ADMIN");
    dataOf(await quitOrganization(server, second.token, organization.id));
    expect((await membershipSnapshot(server, organization.id)).members).toEqual([
      { user_id: admin.user.id, role: "ADMIN" },
    ]);
  });

  test("a member of another workspace gets NOT_FOUND", async () => {
    const world = await buildWorld(server.db);
    const before = await membershipSnapshot(server, world.organization.id);
    expect(
      errorOf(await quitOrganization(server, world.users.stranger.token, world.organization.id)),
    ).toEqual(NOT_MEMBER);
    expect(await membershipSnapshot(server, world.organization.id)).toEqual(before);
  });
});
