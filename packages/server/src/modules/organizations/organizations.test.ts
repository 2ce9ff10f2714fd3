import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { addMember, buildOrganization, buildUser } from "../../test/factories.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";

const server = useTestServer();

const NOT_FOUND = {
  code: "NOT_FOUND",
  message: "This workspace does not exist or you are not a member.",
};

const ORGANIZATION_FIELDS = `id name currentUserRole subscriptionPlan
  globalTeam { id name globalInOrganization rootFolder { id name } }`;

interface OrganizationResult {
  id: string;
  name: string;
  currentUserRole: string;
  subscriptionPlan: string;
  globalTeam: {
    id: string;
    name: string;
    globalInOrganization: boolean;
    rootFolder: { id: string; name: string };
  };
}

const createOrganization = (token: string | undefined, name: string) =>
  server.gql<{ createOrganization: OrganizationResult }>(
    `mutation CreateOrganization($input: CreateOrganizationInput!) {
      createOrganization(input: $input) { ${ORGANIZATION_FIELDS} }
    }`,
    { input: { name } },
    { token },
  );

const organization = (token: string | undefined, id: string) =>
  server.gql<{ organization: OrganizationResult }>(
    `query Organization($id: ID!) { organization(id: $id) { ${ORGANIZATION_FIELDS} } }`,
    { id },
    { token },
  );

const countOrganizationsCreatedBy = async (userId: string) =>
  (
    await server.db
      .selectFrom("organizations")
      .select("id")
      .where("created_by", "=", userId)
      .execute()
  ).length;

describe("createOrganization", () => {
  test("makes the workspace with the creator as ADMIN, its global team and both root folders", async () => {
    const { user, token } = await buildUser(server.db);
    const created = dataOf(await createOrganization(token, "  Studio Nord ")).createOrganization;
    expect(created).toMatchObject({
      name: "Studio Nord",
      currentUserRole: "ADMIN",
      subscriptionPlan: "FREE",
      globalTeam: { globalInOrganization: true },
    });

    const { db } = server;
    const row = await db
      .selectFrom("organizations")
      .select(["name", "created_by"])
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: "Studio Nord", created_by: user.id });
    const members = await db
      .selectFrom("organization_members")
      .select(["user_id", "role"])
      .where("organization_id", "=", created.id)
      .execute();
    expect(members).toEqual([{ user_id: user.id, role: "ADMIN" }]);
    const teams = await db
      .selectFrom("teams")
      .select(["id", "is_global"])
      .where("organization_id", "=", created.id)
      .execute();
    expect(teams).toEqual([{ id: created.globalTeam.id, is_global: true }]);
    const teamMembers = await db
      .selectFrom("team_members")
      .select("user_id")
      .where("team_id", "=", created.globalTeam.id)
      .execute();
    expect(teamMembers).toEqual([{ user_id: user.id }]);

    const roots = await db
      .selectFrom("folders")
      .select(["id", "team_id", "owner_id", "parent_id"])
      .where("organization_id", "=", created.id)
      .orderBy("owner_id", "desc")
      .execute();
    expect(roots).toEqual([
      {
        id: created.globalTeam.rootFolder.id,
        team_id: created.globalTeam.id,
        owner_id: null,
        parent_id: null,
      },
      { id: expect.any(String), team_id: null, owner_id: user.id, parent_id: null },
    ]);
    const activity = await db
      .selectFrom("activity_logs")
      .select(["user_id", "action_type", "target_table", "target_id", "metadata"])
      .where("organization_id", "=", created.id)
      .execute();
    expect(activity).toEqual([
      {
        user_id: user.id,
        action_type: "CREATE",
        target_table: "organization",
        target_id: created.id,
        metadata: { new_name: "Studio Nord" },
      },
    ]);
  });

  test.each(["", "   "])("refuses the name %j and creates nothing", async (name) => {
    const { user, token } = await buildUser(server.db);
    expect(errorOf(await createOrganization(token, name))).toEqual({
      code: "BAD_USER_INPUT",
      message: "Please enter a name for your workspace",
    });
    expect(await countOrganizationsCreatedBy(user.id)).toBe(0);
    const memberships = await server.db
      .selectFrom("organization_members")
      .select("organization_id")
      .where("user_id", "=", user.id)
      .execute();
    expect(memberships).toEqual([]);
  });

  test("needs a signed-in user", async () => {
    expect(errorOf(await createOrganization(undefined, "Studio")).code).toBe("UNAUTHENTICATED");
  });
});

describe("organization", () => {
  test("returns the workspace to a member, with their role", async () => {
    const owner = await buildUser(server.db);
    const viewer = await buildUser(server.db);
    const workspace = await buildOrganization(server.db, owner.user, { name: "Studio Süd" });
    await addMember(server.db, workspace.id, viewer.user.id, "VIEWER");

    const seenByOwner = dataOf(await organization(owner.token, workspace.id)).organization;
    expect(seenByOwner).toMatchObject({
      id: workspace.id,
      name: "Studio Süd",
      currentUserRole: "ADMIN",
      globalTeam: { globalInOrganization: true },
    });
    const seenByViewer = dataOf(await organization(viewer.token, workspace.id)).organization;
    expect(seenByViewer).toEqual({ ...seenByOwner, currentUserRole: "VIEWER" });
  });

  test("is NOT_FOUND for a non-member, a random uuid and a malformed id alike", async () => {
    const owner = await buildUser(server.db);
    const stranger = await buildUser(server.db);
    const workspace = await buildOrganization(server.db, owner.user);
    for (const id of [workspace.id, randomUUID(), "not-a-uuid", "' OR 1=1 --"]) {
      expect(errorOf(await organization(stranger.token, id))).toEqual(NOT_FOUND);
    }
  });

  test("needs a signed-in user", async () => {
    const owner = await buildUser(server.db);
    const workspace = await buildOrganization(server.db, owner.user);
    expect(errorOf(await organization(undefined, workspace.id)).code).toBe("UNAUTHENTICATED");
  });
});

describe("organization.featureFlags", () => {
  test("are the plan's switches with staff's overrides, as the server enforces them", async () => {
    const owner = await buildUser(server.db);
    const workspace = await buildOrganization(server.db, owner.user, {
      subscriptionPlan: "PRO",
    });
    await server.db
      .updateTable("organizations")
      .set({ feature_flags: JSON.stringify({ activityLogs: true, highDefinitionExport: false }) })
      .where("id", "=", workspace.id)
      .execute();
    const response = await server.gql<{ organization: { featureFlags: Record<string, boolean> } }>(
      `query O($id: ID!) { organization(id: $id) { featureFlags {
        accessLogs activityLogs teamCreation teamArchival highDefinitionExport } } }`,
      { id: workspace.id },
      { token: owner.token },
    );
    expect(dataOf(response).organization.featureFlags).toEqual({
      accessLogs: false,
      activityLogs: true,
      teamCreation: false,
      teamArchival: false,
      highDefinitionExport: false,
    });
  });
});

describe("currentUser.organizations", () => {
  test("lists the user's own workspaces with their role, and no one else's", async () => {
    const { user, token } = await buildUser(server.db);
    const other = await buildUser(server.db);
    const own = await buildOrganization(server.db, user, { name: "Mine" });
    const joined = await buildOrganization(server.db, other.user, { name: "Theirs, joined" });
    await buildOrganization(server.db, other.user, { name: "Theirs only" });
    await addMember(server.db, joined.id, user.id, "EDITOR");

    const response = await server.gql<{
      currentUser: {
        organizations: { totalCount: number; edges: { role: string; node: { id: string } }[] };
      };
    }>(
      "{ currentUser { organizations { totalCount edges { role node { id name currentUserRole } } } } }",
      {},
      { token },
    );
    expect(dataOf(response).currentUser.organizations).toEqual({
      totalCount: 2,
      edges: [
        { role: "ADMIN", node: { id: own.id, name: "Mine", currentUserRole: "ADMIN" } },
        {
          role: "EDITOR",
          node: { id: joined.id, name: "Theirs, joined", currentUserRole: "EDITOR" },
        },
      ],
    });
  });
});
