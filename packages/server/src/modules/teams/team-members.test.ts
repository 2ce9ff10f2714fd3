import { beforeAll, describe, expect, test } from "vitest";
import { activityOf } from "../../test/activity.js";
import { addMember, buildOrganization, buildUser, uniqueEmail } from "../../test/factories.js";
import { buildTeam, buildWorkbench } from "../../test/file-factories.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";
import { teamCalls } from "../../test/team-operations.js";
import { type Actor, buildWorld, type World } from "../../test/workspace-world.js";

const server = useTestServer();
const calls = teamCalls(server);
let world: World;
const token = (actor: Actor) => world.users[actor].token;
const userId = (actor: Actor) => world.users[actor].user.id;

beforeAll(async () => {
  world = await buildWorld(server.db);
  await server.db
    .updateTable("organizations")
    .set({ subscription_plan: "ORGANIZATION" })
    .where("id", "=", world.organization.id)
    .execute();
});

async function teamMemberIds(teamId: string) {
  const rows = await server.db
    .selectFrom("team_members")
    .select("user_id")
    .where("team_id", "=", teamId)
    .execute();
  return rows.map((row) => row.user_id).sort();
}

async function teamInviteEmails(teamId: string) {
  const rows = await server.db
    .selectFrom("team_invites")
    .select("email")
    .where("team_id", "=", teamId)
    .orderBy("email")
    .execute();
  return rows.map((row) => row.email);
}

const privateTeam = (name: string) =>
  buildTeam(server.db, world.organization.id, {
    name,
    publicInOrganization: false,
    memberIds: [userId("admin")],
  });

describe("allTeams", () => {
  test("lists visible and invited teams, archived ones too, with members, invites and relation", async () => {
    const { team } = await privateTeam("Invited only");
    await server.db
      .insertInto("team_invites")
      .values({ team_id: team.id, email: world.users.editor.user.email })
      .execute();
    const teams = dataOf(await calls.allTeams(token("editor"), world.organization.id)).organization
      .allTeams;
    expect(teams.map((entry) => [entry.name, entry.archived, entry.currentUserRelation])).toEqual([
      ["Everyone", false, "JOINED"],
      ["Archive", true, "JOINED"],
      ["Cars", false, "JOINED"],
      ["Invited only", false, "INVITED"],
    ]);
    const cars = teams.find((entry) => entry.name === "Cars");
    expect(cars?.usersOnTeamsByTeamId.totalCount).toBe(3);
    expect(cars?.usersOnTeamsByTeamId.nodes).toContainEqual({
      user: { email: world.users.viewer.user.email },
      userRoleInOrganization: "VIEWER",
    });
    expect(cars?.members.nodes).toContainEqual({
      id: userId("editor"),
      email: world.users.editor.user.email,
    });
    expect(teams.find((entry) => entry.name === "Invited only")?.invites).toEqual({
      totalCount: 1,
      nodes: [{ email: world.users.editor.user.email }],
    });
    const outsiderNames = dataOf(
      await calls.allTeams(token("outsider"), world.organization.id),
    ).organization.allTeams.map((entry) => [entry.name, entry.currentUserRelation]);
    expect(outsiderNames).toEqual([
      ["Everyone", "JOINED"],
      ["Archive", "NONE"],
      ["Cars", "NONE"],
    ]);
    expect(errorOf(await calls.allTeams(token("stranger"), world.organization.id)).code).toBe(
      "NOT_FOUND",
    );
  });

  test("an invite shows a private team, never its folders, files, or a sidebar entry", async () => {
    const { team, root } = await privateTeam("Peek");
    const file = await buildWorkbench(server.db, root, { name: "Peek sketch" });
    await server.db
      .insertInto("team_invites")
      .values({ team_id: team.id, email: world.users.viewer.user.email })
      .execute();
    const workbench = await server.gql(
      "query($id: ID!) { workbench(id: $id) { id } }",
      { id: file.id },
      { token: token("viewer") },
    );
    expect(errorOf(workbench).code).toBe("NOT_FOUND");
    const everything = await server.gql<{
      organizationWorkbenches: { nodes: { name: string }[] };
      organization: { teams: { name: string }[] };
    }>(
      `query($o: ID!) {
        organizationWorkbenches(organizationId: $o) { nodes { name } }
        organization(id: $o) { teams { name } }
      }`,
      { o: world.organization.id },
      { token: token("viewer") },
    );
    const seen = dataOf(everything);
    expect(seen.organizationWorkbenches.nodes.map((node) => node.name)).not.toContain(
      "Peek sketch",
    );
    expect(seen.organization.teams.map((entry) => entry.name)).not.toContain("Peek");
    const folder = await server.gql(
      "query($id: ID!) { folder(id: $id) { id } }",
      { id: root.id },
      { token: token("viewer") },
    );
    expect(errorOf(folder).code).toBe("NOT_FOUND");
    const rootOfTeam = await server.gql(
      "query($id: ID!) { team(id: $id) { name rootFolder { id } } }",
      { id: team.id },
      { token: token("viewer") },
    );
    expect(errorOf(rootOfTeam).code).toBe("NOT_FOUND");
  });
});

describe("inviteToTeam", () => {
  test("invites a member to join, and an outsider to the workspace too; logs both", async () => {
    const { team } = await privateTeam("Design");
    const outsiderEmail = uniqueEmail("newcomer");
    const invited = await calls.inviteToTeam(token("admin"), team.id, [
      world.users.editor.user.email.toUpperCase(),
      outsiderEmail,
      world.users.admin.user.email,
    ]);
    dataOf(invited);
    // The admin is in the team already: left as they are.
    expect(await teamInviteEmails(team.id)).toEqual(
      [world.users.editor.user.email, outsiderEmail].sort(),
    );
    const workspaceInvite = await server.db
      .selectFrom("organization_invites")
      .select(["email", "role"])
      .where("organization_id", "=", world.organization.id)
      .execute();
    expect(workspaceInvite).toEqual([{ email: outsiderEmail, role: "EDITOR" }]);
    const mails = await server.db
      .selectFrom("mail_outbox")
      .select(["to_address", "text"])
      .where("to_address", "in", [world.users.editor.user.email, outsiderEmail])
      .execute();
    expect(mails.find((mail) => mail.to_address === outsiderEmail)?.text).toContain(
      `/organization/${world.organization.id}/acceptinvite?token=`,
    );
    expect(mails.find((mail) => mail.to_address !== outsiderEmail)?.text).toContain(
      `/teams/${team.id}/join`,
    );
    const logged = (await activityOf(server, world.organization.id)).filter(
      (row) => row.action_type === "INVITE",
    );
    expect(logged.map((row) => [row.target_table, row.metadata.email]).sort()).toEqual(
      [
        ["organization_invite", outsiderEmail],
        ["team_invite", outsiderEmail],
        ["team_invite", world.users.editor.user.email],
      ].sort(),
    );
    // The invited editor may now see and join the private team.
    const joined = dataOf(await calls.joinTeam(token("editor"), team.id));
    expect(joined.joinTeam.team.currentUserRelation).toBe("JOINED");
    expect(await teamInviteEmails(team.id)).toEqual([outsiderEmail]);
  });

  test("an email outside the workspace takes an editor seat: refused when none is left", async () => {
    const owner = await buildUser(server.db);
    const free = await buildOrganization(server.db, owner.user);
    const { team } = await buildTeam(server.db, free.id, { memberIds: [owner.user.id] });
    const editor = await buildUser(server.db);
    await addMember(server.db, free.id, editor.user.id, "EDITOR");
    const email = uniqueEmail("seatless");
    expect(errorOf(await calls.inviteToTeam(owner.token, team.id, [email]))).toEqual({
      code: "PLAN_LIMITATION_ERROR",
      message: "You don't have any editor seats available",
    });
    expect(await teamInviteEmails(team.id)).toEqual([]);
    // A member needs no seat: their invite goes through on the same plan.
    const viewer = await buildUser(server.db);
    await addMember(server.db, free.id, viewer.user.id, "VIEWER");
    dataOf(await calls.inviteToTeam(owner.token, team.id, [viewer.user.email]));
    expect(await teamInviteEmails(team.id)).toEqual([viewer.user.email]);
  });

  test("refuses no emails, a bad one, the global team, non-admins and unseen teams", async () => {
    const cars = world.teamIds.cars;
    expect(errorOf(await calls.inviteToTeam(token("admin"), cars, []))).toEqual({
      code: "BAD_USER_INPUT",
      message: "You need to add emails to send the invites",
    });
    expect(errorOf(await calls.inviteToTeam(token("admin"), cars, ["nope"])).code).toBe(
      "BAD_USER_INPUT",
    );
    expect(
      errorOf(await calls.inviteToTeam(token("admin"), world.teamIds.everyone, ["a@example.com"]))
        .code,
    ).toBe("BAD_USER_INPUT");
    for (const actor of ["editor", "viewer"] as const) {
      expect(errorOf(await calls.inviteToTeam(token(actor), cars, ["a@example.com"])).code).toBe(
        "FORBIDDEN",
      );
    }
    expect(errorOf(await calls.inviteToTeam(token("stranger"), cars, ["a@example.com"]))).toEqual({
      code: "NOT_FOUND",
      message: "You cannot invite a user from a non-existent team.",
    });
    expect(
      errorOf(await calls.inviteToTeam(token("editor"), world.teamIds.secret, ["a@example.com"]))
        .code,
    ).toBe("NOT_FOUND");
    expect(await teamInviteEmails(cars)).toEqual([]);
  });
});

describe("joinTeam", () => {
  test("any member joins a public team, a Viewer too; a second time is a Conflict", async () => {
    const { team } = await buildTeam(server.db, world.organization.id, { name: "Open" });
    for (const actor of ["viewer", "outsider"] as const) {
      dataOf(await calls.joinTeam(token(actor), team.id));
    }
    expect(await teamMemberIds(team.id)).toEqual([userId("viewer"), userId("outsider")].sort());
    const again = errorOf(await calls.joinTeam(token("viewer"), team.id));
    expect(again.code).toBe("CONFLICT");
    expect(again.message).toContain("Conflict");
    expect(errorOf(await calls.joinTeam(token("admin"), world.teamIds.everyone)).code).toBe(
      "CONFLICT",
    );
    expect(await activityOf(server, world.organization.id)).toContainEqual(
      expect.objectContaining({
        action_type: "JOIN",
        target_table: "UsersOnTeam",
        target_id: team.id,
      }),
    );
  });

  test("a private team without an invite, or another workspace's team, is NOT_FOUND", async () => {
    expect(errorOf(await calls.joinTeam(token("editor"), world.teamIds.secret))).toEqual({
      code: "NOT_FOUND",
      message: "This team does not exist or you cannot see it.",
    });
    expect(errorOf(await calls.joinTeam(token("stranger"), world.teamIds.cars)).code).toBe(
      "NOT_FOUND",
    );
    expect(await teamMemberIds(world.teamIds.secret)).toEqual([userId("admin")]);
  });
});

describe("removeUserFromTeam", () => {
  test("a member leaves; an admin removes another; both logged", async () => {
    const { team } = await buildTeam(server.db, world.organization.id, {
      name: "Leavers",
      memberIds: [userId("admin"), userId("editor"), userId("viewer")],
    });
    const left = dataOf(await calls.removeUserFromTeam(token("viewer"), team.id, userId("viewer")));
    expect(left.removeUserFromTeam.team?.currentUserRelation).toBe("NONE");
    dataOf(await calls.removeUserFromTeam(token("admin"), team.id, userId("editor")));
    expect(await teamMemberIds(team.id)).toEqual([userId("admin")]);
    const rows = (await activityOf(server, world.organization.id)).filter(
      (row) => row.target_id === team.id,
    );
    expect(rows.map((row) => [row.action_type, row.metadata.email]).sort()).toEqual(
      [
        ["LEAVE", world.users.viewer.user.email],
        ["REMOVE", world.users.editor.user.email],
      ].sort(),
    );
  });

  test("leaving a private team hides it from the one who left", async () => {
    const { team } = await buildTeam(server.db, world.organization.id, {
      name: "Closed",
      publicInOrganization: false,
      memberIds: [userId("editor")],
    });
    const left = dataOf(await calls.removeUserFromTeam(token("editor"), team.id, userId("editor")));
    expect(left.removeUserFromTeam.team).toBeNull();
    expect(errorOf(await calls.joinTeam(token("editor"), team.id)).code).toBe("NOT_FOUND");
  });

  test("refuses removing others for non-admins, the global team, non-members and strangers", async () => {
    const cars = world.teamIds.cars;
    for (const actor of ["editor", "viewer"] as const) {
      expect(
        errorOf(await calls.removeUserFromTeam(token(actor), cars, userId("admin"))).code,
      ).toBe("FORBIDDEN");
    }
    expect(
      errorOf(
        await calls.removeUserFromTeam(token("admin"), world.teamIds.everyone, userId("editor")),
      ).code,
    ).toBe("BAD_USER_INPUT");
    expect(
      errorOf(await calls.removeUserFromTeam(token("admin"), cars, userId("outsider"))).code,
    ).toBe("NOT_FOUND");
    expect(
      errorOf(await calls.removeUserFromTeam(token("stranger"), cars, userId("editor"))),
    ).toEqual({ code: "NOT_FOUND", message: "You cannot remove a user from a non-existent team." });
    expect(await teamMemberIds(cars)).toEqual(
      [userId("admin"), userId("editor"), userId("viewer")].sort(),
    );
  });
});

describe("deleteTeamInvite", () => {
  test("an admin withdraws an invite; others cannot; an unknown one is NOT_FOUND", async () => {
    const { team } = await privateTeam("Withdrawn");
    const email = world.users.outsider.user.email;
    await server.db.insertInto("team_invites").values({ team_id: team.id, email }).execute();
    for (const actor of ["editor", "stranger"] as const) {
      expect(errorOf(await calls.deleteTeamInvite(token(actor), team.id, email)).code).toBe(
        "NOT_FOUND",
      );
    }
    expect(
      errorOf(await calls.deleteTeamInvite(token("viewer"), world.teamIds.cars, email)).code,
    ).toBe("FORBIDDEN");
    expect(await teamInviteEmails(team.id)).toEqual([email]);
    dataOf(await calls.deleteTeamInvite(token("admin"), team.id, email.toUpperCase()));
    expect(await teamInviteEmails(team.id)).toEqual([]);
    expect(errorOf(await calls.deleteTeamInvite(token("admin"), team.id, email))).toEqual({
      code: "NOT_FOUND",
      message: "There is no pending invite for this email in this team.",
    });
    expect(await activityOf(server, world.organization.id)).toContainEqual(
      expect.objectContaining({
        action_type: "DELETE",
        target_table: "team_invite",
        metadata: { email },
      }),
    );
  });
});
