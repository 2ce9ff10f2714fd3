import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { activityOf } from "../../test/activity.js";
import { buildOrganization, buildUser } from "../../test/factories.js";
import {
  buildFolder,
  buildTeam,
  buildWorkbench,
  snapshotFiles,
} from "../../test/file-factories.js";
import { membershipSnapshot } from "../../test/member-operations.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";
import { teamCalls } from "../../test/team-operations.js";
import { type Actor, buildWorld, type World } from "../../test/workspace-world.js";
import { TEAM_ARCHIVED } from "./team-messages.js";

const server = useTestServer();
const calls = teamCalls(server);
let world: World;
const token = (actor: Actor) => world.users[actor].token;

async function setPlan(organizationId: string, plan: string, manual = false) {
  await server.db
    .updateTable("organizations")
    .set({ subscription_plan: plan as "FREE", manual_subscription: manual })
    .where("id", "=", organizationId)
    .execute();
}

async function teamRow(id: string) {
  return server.db.selectFrom("teams").selectAll().where("id", "=", id).executeTakeFirst();
}

beforeAll(async () => {
  world = await buildWorld(server.db);
  await setPlan(world.organization.id, "ORGANIZATION");
});

describe("createTeam", () => {
  test("creates the team with its root folder, the creator in it, and logs it", async () => {
    const created = dataOf(
      await calls.createTeam(token("admin"), world.organization.id, " Bikes "),
    );
    const id = created.createTeam.team.id;
    expect(created.createTeam.team).toMatchObject({ name: "Bikes" });
    const root = await server.db
      .selectFrom("folders")
      .select(["name", "parent_id"])
      .where("team_id", "=", id)
      .execute();
    expect(root).toEqual([{ name: "Bikes", parent_id: null }]);
    const members = await server.db
      .selectFrom("team_members")
      .select("user_id")
      .where("team_id", "=", id)
      .execute();
    expect(members).toEqual([{ user_id: world.users.admin.user.id }]);
    expect(await activityOf(server, world.organization.id)).toContainEqual({
      user_email: world.users.admin.user.email,
      action_type: "CREATE",
      target_table: "team",
      target_id: id,
      metadata: { new_name: "Bikes" },
    });
  });

  test("a private team stays invisible to the members who have not joined it", async () => {
    const created = dataOf(
      await calls.createTeam(token("admin"), world.organization.id, "Hidden", false),
    );
    const names = async (actor: Actor) =>
      dataOf(await calls.allTeams(token(actor), world.organization.id)).organization.allTeams.map(
        (team) => team.name,
      );
    expect(await names("admin")).toContain("Hidden");
    expect(await names("editor")).not.toContain("Hidden");
    expect(errorOf(await calls.joinTeam(token("editor"), created.createTeam.team.id)).code).toBe(
      "NOT_FOUND",
    );
  });

  test("refuses an empty name, non-admins, and other workspaces' members", async () => {
    expect(errorOf(await calls.createTeam(token("admin"), world.organization.id, "  "))).toEqual({
      code: "BAD_USER_INPUT",
      message: "Name is required.",
    });
    for (const actor of ["editor", "viewer"] as const) {
      expect(errorOf(await calls.createTeam(token(actor), world.organization.id, "X"))).toEqual({
        code: "FORBIDDEN",
        message: "Only an admin of this workspace can manage its teams.",
      });
    }
    expect(
      errorOf(await calls.createTeam(token("stranger"), world.organization.id, "X")).code,
    ).toBe("NOT_FOUND");
    const names = await server.db
      .selectFrom("teams")
      .select("name")
      .where("name", "=", "X")
      .execute();
    expect(names).toEqual([]);
  });

  test("needs teamCreation: refused on FREE and PRO, with the manual code for manual plans", async () => {
    const owner = await buildUser(server.db);
    const free = await buildOrganization(server.db, owner.user);
    const plan = {
      code: "PLAN_LIMITATION_ERROR",
      message:
        "Your workspace's plan does not include creating teams. Upgrade to the Organization plan.",
    };
    expect(errorOf(await calls.createTeam(owner.token, free.id, "Bikes"))).toEqual(plan);
    await setPlan(free.id, "PRO");
    expect(errorOf(await calls.createTeam(owner.token, free.id, "Bikes"))).toEqual(plan);
    await setPlan(free.id, "PRO", true);
    expect(errorOf(await calls.createTeam(owner.token, free.id, "Bikes")).code).toBe(
      "MANUAL_LIMITATION_ERROR",
    );
    await setPlan(free.id, "ENTERPRISE");
    dataOf(await calls.createTeam(owner.token, free.id, "Bikes"));
  });
});

describe("updateTeam", () => {
  test("renames (root folder too), changes visibility, archives and restores, each logged", async () => {
    const { team } = await buildTeam(server.db, world.organization.id, {
      name: "Vans",
      memberIds: [world.users.admin.user.id, world.users.editor.user.id],
    });
    const renamed = dataOf(await calls.updateTeam(token("admin"), team.id, { name: "Trucks" }));
    expect(renamed.updateTeam.team.name).toBe("Trucks");
    const root = await server.db
      .selectFrom("folders")
      .select("name")
      .where("team_id", "=", team.id)
      .executeTakeFirstOrThrow();
    expect(root.name).toBe("Trucks");
    dataOf(await calls.updateTeam(token("admin"), team.id, { publicInOrganization: false }));
    // Hidden from the outsider (not a member), still there for the editor who joined.
    expect(errorOf(await calls.joinTeam(token("outsider"), team.id)).code).toBe("NOT_FOUND");
    const archived = dataOf(await calls.updateTeam(token("admin"), team.id, { archived: true }));
    expect(archived.updateTeam.team.archived).toBe(true);
    dataOf(await calls.updateTeam(token("admin"), team.id, { archived: false }));
    const actions = (await activityOf(server, world.organization.id))
      .filter((row) => row.target_id === team.id)
      .map((row) => [row.action_type, row.metadata]);
    expect(actions).toEqual([
      ["RENAME", { new_name: "Trucks" }],
      ["UPDATE", {}],
      ["ARCHIVE", {}],
      ["RESTORE", {}],
    ]);
  });

  test("archived teams leave the sidebar and become read only; restoring brings them back", async () => {
    const { team, root } = await buildTeam(server.db, world.organization.id, {
      name: "Boats",
      memberIds: [world.users.editor.user.id],
    });
    const sidebar = async () => {
      const response = await server.gql<{ organization: { teams: { name: string }[] } }>(
        "query($id: ID!) { organization(id: $id) { teams { name } } }",
        { id: world.organization.id },
        { token: token("editor") },
      );
      return dataOf(response).organization.teams.map((entry) => entry.name);
    };
    const createFolder = () =>
      server.gql(
        'mutation($p: ID!) { createFolder(input: { folder: { name: "Hulls", parentId: $p } }) { id } }',
        { p: root.id },
        { token: token("editor") },
      );
    dataOf(await calls.updateTeam(token("admin"), team.id, { archived: true }));
    expect(await sidebar()).not.toContain("Boats");
    expect(errorOf(await createFolder()).code).toBe("FORBIDDEN");
    dataOf(await calls.updateTeam(token("admin"), team.id, { archived: false }));
    expect(await sidebar()).toContain("Boats");
    dataOf(await createFolder());
  });

  test("an archived team is read only: its name, visibility, members, invites and files wait for a restore", async () => {
    const { admin, editor, outsider } = world.users;
    const { team, root } = await buildTeam(server.db, world.organization.id, {
      name: "Vault",
      archived: true,
      memberIds: [admin.user.id, editor.user.id],
    });
    await server.db
      .insertInto("team_invites")
      .values({ team_id: team.id, email: "later@example.com", invited_by: admin.user.id })
      .execute();
    const before = {
      team: await teamRow(team.id),
      members: await membershipSnapshot(server, world.organization.id),
      files: await snapshotFiles(server.db),
    };
    const refused = { code: "FORBIDDEN", message: TEAM_ARCHIVED };
    const calledOnArchived = [
      calls.updateTeam(admin.token, team.id, { name: "Open vault" }),
      calls.updateTeam(admin.token, team.id, { publicInOrganization: false }),
      calls.inviteToTeam(admin.token, team.id, [outsider.user.email, "new@example.com"]),
      calls.joinTeam(outsider.token, team.id),
      calls.removeUserFromTeam(editor.token, team.id, editor.user.id),
      calls.removeUserFromTeam(admin.token, team.id, editor.user.id),
      calls.deleteTeamInvite(admin.token, team.id, "later@example.com"),
    ];
    for (const response of await Promise.all(calledOnArchived)) {
      expect(errorOf(response)).toEqual(refused);
    }
    const createFolder = await server.gql(
      'mutation($p: ID!) { createFolder(input: { folder: { name: "Hulls", parentId: $p } }) { id } }',
      { p: root.id },
      { token: admin.token },
    );
    expect(errorOf(createFolder).code).toBe("FORBIDDEN");
    expect({
      team: await teamRow(team.id),
      members: await membershipSnapshot(server, world.organization.id),
      files: await snapshotFiles(server.db),
    }).toEqual(before);

    // A restore may rename the team in the same patch; then it is a team like any other.
    const restored = dataOf(
      await calls.updateTeam(admin.token, team.id, { archived: false, name: "Open vault" }),
    );
    expect(restored.updateTeam.team).toMatchObject({ name: "Open vault", archived: false });
    dataOf(await calls.joinTeam(outsider.token, team.id));
  });

  test("an archived team can still be deleted", async () => {
    const { team } = await buildTeam(server.db, world.organization.id, {
      name: "Old vault",
      archived: true,
    });
    dataOf(await calls.deleteTeam(token("admin"), team.id));
    expect(await teamRow(team.id)).toBeUndefined();
  });

  test("refuses an empty name, non-admins, unseen teams, and a hidden or archived global team", async () => {
    const cars = world.teamIds.cars;
    expect(errorOf(await calls.updateTeam(token("admin"), cars, { name: " " })).code).toBe(
      "BAD_USER_INPUT",
    );
    for (const actor of ["editor", "viewer", "outsider"] as const) {
      expect(errorOf(await calls.updateTeam(token(actor), cars, { name: "Mine" })).code).toBe(
        "FORBIDDEN",
      );
    }
    expect(errorOf(await calls.updateTeam(token("stranger"), cars, { name: "Mine" })).code).toBe(
      "NOT_FOUND",
    );
    expect(
      errorOf(await calls.updateTeam(token("editor"), world.teamIds.secret, { name: "Mine" })).code,
    ).toBe("NOT_FOUND");
    const everyone = world.teamIds.everyone;
    for (const patch of [{ archived: true }, { publicInOrganization: false }]) {
      expect(errorOf(await calls.updateTeam(token("admin"), everyone, patch)).code).toBe(
        "BAD_USER_INPUT",
      );
    }
    expect(await teamRow(cars)).toMatchObject({ name: "Cars", archived: false });
    expect(await teamRow(everyone)).toMatchObject({
      archived: false,
      public_in_organization: true,
    });
  });

  test("archive and restore need teamArchival; renaming does not", async () => {
    const owner = await buildUser(server.db);
    const studio = await buildOrganization(server.db, owner.user, { subscriptionPlan: "PRO" });
    const { team } = await buildTeam(server.db, studio.id, {
      name: "Legacy",
      memberIds: [owner.user.id],
    });
    expect(errorOf(await calls.updateTeam(owner.token, team.id, { archived: true }))).toEqual({
      code: "PLAN_LIMITATION_ERROR",
      message:
        "Your workspace's plan does not include archiving teams. Upgrade to the Organization plan.",
    });
    await setPlan(studio.id, "FREE", true);
    expect(errorOf(await calls.updateTeam(owner.token, team.id, { archived: true })).code).toBe(
      "MANUAL_LIMITATION_ERROR",
    );
    dataOf(await calls.updateTeam(owner.token, team.id, { name: "Heritage" }));
    expect(await teamRow(team.id)).toMatchObject({ name: "Heritage", archived: false });
  });
});

describe("deleteTeam", () => {
  test("deletes the team, its folders and files, then their thumbnails", async () => {
    const { team, root } = await buildTeam(server.db, world.organization.id, { name: "Gone" });
    const folder = await buildFolder(server.db, root);
    const key = "thumbnails/gone-team.png";
    const file = await buildWorkbench(server.db, folder, { thumbnailPath: key });
    await mkdir(path.dirname(path.join(server.config.blobDir, key)), { recursive: true });
    await writeFile(path.join(server.config.blobDir, key), "png");

    const deleted = dataOf(await calls.deleteTeam(token("admin"), team.id));
    expect(deleted.deleteTeam).toEqual({ team: null, organization: { id: world.organization.id } });
    expect(await teamRow(team.id)).toBeUndefined();
    const left = await server.db
      .selectFrom("workbenches")
      .select("id")
      .where("id", "=", file.id)
      .execute();
    expect(left).toEqual([]);
    expect(existsSync(path.join(server.config.blobDir, key))).toBe(false);
    expect(await activityOf(server, world.organization.id)).toContainEqual(
      expect.objectContaining({ action_type: "DELETE", target_table: "team", target_id: team.id }),
    );
  });

  test("refuses the global team, non-admins, other workspaces and unseen private teams", async () => {
    expect(errorOf(await calls.deleteTeam(token("admin"), world.teamIds.everyone))).toEqual({
      code: "BAD_USER_INPUT",
      message:
        "Everyone in the workspace belongs to its global team: it cannot be deleted, archived, made private, or left.",
    });
    for (const actor of ["editor", "viewer"] as const) {
      expect(errorOf(await calls.deleteTeam(token(actor), world.teamIds.cars)).code).toBe(
        "FORBIDDEN",
      );
    }
    expect(errorOf(await calls.deleteTeam(token("stranger"), world.teamIds.cars)).code).toBe(
      "NOT_FOUND",
    );
    expect(errorOf(await calls.deleteTeam(token("editor"), world.teamIds.secret)).code).toBe(
      "NOT_FOUND",
    );
    for (const id of [world.teamIds.everyone, world.teamIds.cars, world.teamIds.secret]) {
      expect(await teamRow(id)).toBeDefined();
    }
  });
});
