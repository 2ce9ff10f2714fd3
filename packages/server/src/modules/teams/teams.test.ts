import { beforeAll, describe, expect, test } from "vitest";
import { buildTeam } from "../../test/file-factories.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";
import { type Actor, buildWorld, type World } from "../../test/workspace-world.js";

const server = useTestServer();
let world: World;

beforeAll(async () => {
  world = await buildWorld(server.db);
  // A lower-case name, to show that the sidebar sorts as people read.
  await buildTeam(server.db, world.organization.id, { name: "apex" });
});

interface TeamResult {
  id: string;
  name: string;
  archived: boolean;
  currentUserRole: string | null;
  isEditable: boolean;
  organization: { id: string };
  rootFolder: { id: string; isEditable: boolean; isTeamRootFolder: boolean };
}

const team = (actor: Actor, id: string) =>
  server.gql<{ team: TeamResult }>(
    `query Team($id: ID!) {
      team(id: $id) {
        id name archived currentUserRole isEditable organization { id }
        rootFolder { id isEditable isTeamRootFolder }
      }
    }`,
    { id },
    { token: world.users[actor].token },
  );

describe("team", () => {
  test("gives a team with its root folder, the caller's role once joined, and isEditable", async () => {
    const cars = world.teamIds.cars;
    expect(dataOf(await team("editor", cars)).team).toEqual({
      id: cars,
      name: "Cars",
      archived: false,
      currentUserRole: "EDITOR",
      isEditable: true,
      organization: { id: world.organization.id },
      rootFolder: { id: world.roots.cars.id, isEditable: true, isTeamRootFolder: true },
    });
    // Cars is public: the outsider sees it, but has not joined it and is no admin.
    expect(dataOf(await team("outsider", cars)).team).toMatchObject({
      currentUserRole: null,
      isEditable: false,
      rootFolder: { isEditable: false },
    });
    expect(dataOf(await team("viewer", cars)).team).toMatchObject({
      currentUserRole: "VIEWER",
      isEditable: false,
    });
  });

  test("an archived team stays visible, read only even for admins", async () => {
    expect(dataOf(await team("admin", world.teamIds.archive)).team).toMatchObject({
      archived: true,
      currentUserRole: "ADMIN",
      isEditable: false,
      rootFolder: { isEditable: false },
    });
  });

  test("is NOT_FOUND for a private team not joined, another workspace's member, or no team", async () => {
    const notFound = {
      code: "NOT_FOUND",
      message: "This team does not exist or you cannot see it.",
    };
    expect(errorOf(await team("editor", world.teamIds.secret))).toEqual(notFound);
    expect(errorOf(await team("stranger", world.teamIds.cars))).toEqual(notFound);
    expect(errorOf(await team("admin", "00000000-0000-4000-8000-000000000000"))).toEqual(notFound);
    expect(dataOf(await team("admin", world.teamIds.secret)).team.name).toBe("Secret");
  });
});

describe("Organization", () => {
  const organization = (actor: Actor) =>
    server.gql<{
      organization: {
        poc: boolean;
        pocEndDate: string | null;
        globalTeam: { id: string };
        teams: { name: string; globalInOrganization: boolean }[];
      };
    }>(
      `query Organization($id: ID!) {
        organization(id: $id) { poc pocEndDate globalTeam { id } teams { name globalInOrganization } }
      }`,
      { id: world.organization.id },
      { token: world.users[actor].token },
    );

  test("lists the sidebar's teams: visible, not archived, global first, then by name", async () => {
    const names = async (actor: Actor) =>
      dataOf(await organization(actor)).organization.teams.map((entry) => entry.name);
    expect(await names("admin")).toEqual(["Everyone", "apex", "Cars", "Secret"]);
    expect(await names("editor")).toEqual(["Everyone", "apex", "Cars"]);
    expect(await names("viewer")).toEqual(["Everyone", "apex", "Cars"]);
  });

  test("tells whether the workspace is a proof of concept and until when", async () => {
    expect(dataOf(await organization("editor")).organization).toMatchObject({
      poc: false,
      pocEndDate: null,
      globalTeam: { id: world.teamIds.everyone },
    });
    const end = new Date("2027-01-31T00:00:00.000Z");
    await server.db
      .updateTable("organizations")
      .set({ poc: true, poc_end_date: end })
      .where("id", "=", world.organization.id)
      .execute();
    expect(dataOf(await organization("viewer")).organization).toMatchObject({
      poc: true,
      pocEndDate: end.toISOString(),
    });
  });
});
