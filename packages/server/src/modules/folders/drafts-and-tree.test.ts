import { beforeAll, describe, expect, test } from "vitest";
import { buildFolder } from "../../test/file-factories.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";
import { type Actor, buildWorld, type World } from "../../test/workspace-world.js";

const server = useTestServer();
let world: World;

beforeAll(async () => {
  world = await buildWorld(server.db);
});

const draftsRoots = (userId: string) =>
  server.db
    .selectFrom("folders")
    .select("id")
    .where("owner_id", "=", userId)
    .where("parent_id", "is", null)
    .execute();

describe("draftsFolder", () => {
  test('is the caller\'s "My files" root, made on first use and only once', async () => {
    const { outsider } = world.users;
    expect(await draftsRoots(outsider.user.id)).toEqual([]);
    const query = () =>
      server.gql<{
        draftsFolder: {
          id: string;
          name: string;
          isEditable: boolean;
          rootFolderOfDraftOrganizationId: string;
        };
      }>(
        `query Drafts($organizationId: ID!) {
          draftsFolder(organizationId: $organizationId) { id name isEditable rootFolderOfDraftOrganizationId }
        }`,
        { organizationId: world.organization.id },
        { token: outsider.token },
      );
    const first = dataOf(await query()).draftsFolder;
    expect(first).toMatchObject({
      name: "My files",
      isEditable: true,
      rootFolderOfDraftOrganizationId: world.organization.id,
    });
    expect(dataOf(await query()).draftsFolder.id).toBe(first.id);
    expect(await draftsRoots(outsider.user.id)).toEqual([{ id: first.id }]);
  });

  test("is also a field of the organization; a Viewer's drafts are read only", async () => {
    const response = await server.gql<{ organization: { draftsFolder: { isEditable: boolean } } }>(
      "query Org($id: ID!) { organization(id: $id) { draftsFolder { id isEditable } } }",
      { id: world.organization.id },
      { token: world.users.viewer.token },
    );
    expect(dataOf(response).organization.draftsFolder.isEditable).toBe(false);
  });

  test("is NOT_FOUND outside the workspace, and makes nothing there", async () => {
    const { stranger } = world.users;
    const response = await server.gql(
      "query Drafts($organizationId: ID!) { draftsFolder(organizationId: $organizationId) { id } }",
      { organizationId: world.organization.id },
      { token: stranger.token },
    );
    expect(errorOf(response).code).toBe("NOT_FOUND");
    const inStudio = await server.db
      .selectFrom("folders")
      .select("id")
      .where("owner_id", "=", stranger.user.id)
      .where("organization_id", "=", world.organization.id)
      .execute();
    expect(inStudio).toEqual([]);
  });
});

interface TreeFolder {
  id: string;
  name: string;
  parentId: string | null;
  isEditable: boolean;
  teamId: string | null;
  rootFolderOfDraftOrganizationId: string | null;
}

describe("folderTree", () => {
  const tree = (actor: Actor) =>
    server.gql<{ folderTree: TreeFolder[] }>(
      `query Tree($organizationId: ID!) {
        folderTree(organizationId: $organizationId) {
          id name parentId isEditable teamId rootFolderOfDraftOrganizationId
        }
      }`,
      { organizationId: world.organization.id },
      { token: world.users[actor].token },
    );

  test("holds every folder the caller can see, and says where they may put things", async () => {
    const inCars = await buildFolder(server.db, world.roots.cars, { name: "Body" });
    await buildFolder(server.db, world.roots.secret, { name: "Hidden" });
    await buildFolder(server.db, world.roots.editorDrafts, { name: "Mine" });

    const editorTree = dataOf(await tree("editor")).folderTree;
    const byName = Object.fromEntries(editorTree.map((folder) => [folder.name, folder]));
    expect(Object.keys(byName).sort()).toEqual(
      ["Archive", "Body", "Cars", "Everyone", "Mine", "My files"].sort(),
    );
    expect(byName.Body).toEqual({
      id: inCars.id,
      name: "Body",
      parentId: world.roots.cars.id,
      isEditable: true,
      teamId: world.teamIds.cars,
      rootFolderOfDraftOrganizationId: null,
    });
    expect(byName["My files"]).toMatchObject({
      parentId: null,
      teamId: null,
      rootFolderOfDraftOrganizationId: world.organization.id,
    });
    expect(byName.Archive?.isEditable).toBe(false);

    const outsiderNames = dataOf(await tree("outsider")).folderTree.map((folder) => folder.name);
    // The outsider made their drafts in the test above.
    expect(outsiderNames.sort()).toEqual(["Archive", "Body", "Cars", "Everyone", "My files"]);
    const adminNames = dataOf(await tree("admin")).folderTree.map((folder) => folder.name);
    expect(adminNames).toContain("Hidden");
    expect(adminNames).not.toContain("Mine");
  });

  test("is NOT_FOUND outside the workspace", async () => {
    expect(errorOf(await tree("stranger")).code).toBe("NOT_FOUND");
  });
});
