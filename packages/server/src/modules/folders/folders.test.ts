import { randomUUID } from "node:crypto";
import { MESSAGES } from "@contour/core";
import { beforeAll, describe, expect, test } from "vitest";
import { createFolder, queryFolder, renameFolder } from "../../test/dashboard-operations.js";
import { buildFolder, buildWorkbench, snapshotFiles } from "../../test/file-factories.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";
import { buildWorld, type World } from "../../test/workspace-world.js";

const server = useTestServer();
let world: World;

beforeAll(async () => {
  world = await buildWorld(server.db);
});

const FOLDER_PAGE = `query FolderPage($id: ID!, $first: Int, $after: String) {
  folder(id: $id) {
    id name parentId isEditable isTeamRootFolder rootFolderOfDraftOrganizationId
    organization { id }
    rootTeam { id name }
    breadcrumbs { nodes { id name parentId rootFolderOfDraftOrganizationId } }
    childFolders { totalCount nodes { id name isEditable } }
    workbenches(first: $first, after: $after) {
      totalCount
      pageInfo { endCursor hasNextPage }
      nodes {
        id name thumbnailUrl updatedAt createdAt isEditable location
        creator { id name email } lastUpdatedBy { id name email } team { id name }
      }
    }
  }
}`;

interface FolderPage {
  folder: {
    id: string;
    name: string;
    parentId: string | null;
    isEditable: boolean;
    isTeamRootFolder: boolean;
    rootFolderOfDraftOrganizationId: string | null;
    organization: { id: string };
    rootTeam: { id: string; name: string } | null;
    breadcrumbs: {
      nodes: { id: string; name: string; rootFolderOfDraftOrganizationId: string | null }[];
    };
    childFolders: { totalCount: number; nodes: { id: string; name: string }[] };
    workbenches: {
      totalCount: number;
      pageInfo: { endCursor: string | null; hasNextPage: boolean };
      nodes: { id: string; name: string; location: string; creator: { id: string } | null }[];
    };
  };
}

const folderPage = (token: string, id: string, first?: number) =>
  server.gql<FolderPage>(FOLDER_PAGE, { id, first }, { token });

describe("folder", () => {
  test("gives a folder with its breadcrumbs, child folders, team and first files", async () => {
    const { admin } = world.users;
    const cars = world.roots.cars;
    const concepts = await buildFolder(server.db, cars, { name: "Concepts" });
    const deep = await buildFolder(server.db, concepts, { name: "Wheels" });
    for (const name of ["beta", "Alpha", "gamma"]) await buildFolder(server.db, deep, { name });
    await buildWorkbench(server.db, deep, { name: "Rim", createdBy: admin.user.id });

    const { folder } = dataOf(await folderPage(admin.token, deep.id));
    expect(folder).toMatchObject({
      id: deep.id,
      name: "Wheels",
      parentId: concepts.id,
      isEditable: true,
      isTeamRootFolder: false,
      rootFolderOfDraftOrganizationId: null,
      organization: { id: world.organization.id },
      rootTeam: { id: world.teamIds.cars, name: "Cars" },
    });
    expect(folder.breadcrumbs.nodes).toEqual([
      { id: cars.id, name: "Cars", parentId: null, rootFolderOfDraftOrganizationId: null },
      {
        id: concepts.id,
        name: "Concepts",
        parentId: cars.id,
        rootFolderOfDraftOrganizationId: null,
      },
    ]);
    expect(folder.childFolders.nodes.map((child) => child.name)).toEqual([
      "Alpha",
      "beta",
      "gamma",
    ]);
    expect(folder.childFolders.totalCount).toBe(3);
    expect(folder.workbenches).toMatchObject({
      totalCount: 1,
      pageInfo: { hasNextPage: false },
      nodes: [{ name: "Rim", location: "Cars", creator: { id: admin.user.id } }],
    });
  });

  test("marks a team root and a drafts root, whose breadcrumbs are empty", async () => {
    const { editor } = world.users;
    const teamRoot = dataOf(await folderPage(editor.token, world.roots.cars.id)).folder;
    expect(teamRoot).toMatchObject({
      isTeamRootFolder: true,
      rootFolderOfDraftOrganizationId: null,
    });
    expect(teamRoot.breadcrumbs.nodes).toEqual([]);

    const drafts = dataOf(await folderPage(editor.token, world.roots.editorDrafts.id)).folder;
    expect(drafts).toMatchObject({
      name: "My files",
      isTeamRootFolder: false,
      rootFolderOfDraftOrganizationId: world.organization.id,
      rootTeam: null,
    });
    const inside = await buildFolder(server.db, world.roots.editorDrafts, { name: "Ideas" });
    const crumbs = dataOf(await folderPage(editor.token, inside.id)).folder.breadcrumbs.nodes;
    expect(crumbs).toEqual([
      {
        id: world.roots.editorDrafts.id,
        name: "My files",
        parentId: null,
        rootFolderOfDraftOrganizationId: world.organization.id,
      },
    ]);
  });

  test("takes a handful of statements, whatever the page size", async () => {
    const { admin } = world.users;
    const folder = await buildFolder(server.db, world.roots.everyone, { name: "Crowded" });
    await buildFolder(server.db, folder, { name: "Sub" });
    for (let index = 0; index < 40; index += 1) {
      await buildWorkbench(server.db, folder, { name: `File ${index}`, createdBy: admin.user.id });
    }
    const small = await server.countStatements(() => folderPage(admin.token, folder.id, 3));
    const full = await server.countStatements(async () => {
      const page = dataOf(await folderPage(admin.token, folder.id, 30)).folder.workbenches;
      expect(page.nodes).toHaveLength(30);
    });
    // Session, the folder with its breadcrumbs and subfolders, the page with its count, the
    // workspace. The web splits this into two queries of three (statement-budget.test.ts).
    expect(full).toBe(small);
    expect(full).toBeLessThanOrEqual(4);
  });

  test("is NOT_FOUND for an unknown or malformed id", async () => {
    for (const id of [randomUUID(), "nope"]) {
      expect(errorOf(await queryFolder(server, world.users.admin.token, id))).toEqual({
        code: "NOT_FOUND",
        message: "This folder does not exist or you cannot see it.",
      });
    }
  });

  test("tells where a folder was before its last move", async () => {
    const { editor } = world.users;
    const from = await buildFolder(server.db, world.roots.cars, { name: "From" });
    const to = await buildFolder(server.db, world.roots.cars, { name: "To" });
    const moving = await buildFolder(server.db, from, { name: "Moving" });
    expect(
      dataOf(await queryFolder(server, editor.token, moving.id)).folder.previousParent,
    ).toBeNull();
    await server.db
      .updateTable("folders")
      .set({ parent_id: to.id, previous_parent_id: from.id })
      .where("id", "=", moving.id)
      .execute();
    const moved = dataOf(await queryFolder(server, editor.token, moving.id)).folder;
    expect(moved).toMatchObject({ parentId: to.id, previousParent: { id: from.id } });
  });
});

describe("createFolder", () => {
  test("makes a folder in the parent's team, trimming its name", async () => {
    const { editor } = world.users;
    const created = dataOf(
      await createFolder(server, editor.token, world.roots.cars.id, "  Doors "),
    );
    expect(created.createFolder).toMatchObject({ name: "Doors", parentId: world.roots.cars.id });
    const row = await server.db
      .selectFrom("folders")
      .select(["team_id", "owner_id", "organization_id", "created_by"])
      .where("id", "=", created.createFolder.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      team_id: world.teamIds.cars,
      owner_id: null,
      organization_id: world.organization.id,
      created_by: editor.user.id,
    });
  });

  test.each([
    ["", MESSAGES.nameRequired],
    ["   ", MESSAGES.nameRequired],
    ["x".repeat(256), "A name has at most 255 characters."],
  ])("refuses the name %j and creates nothing", async (name, message) => {
    const before = await snapshotFiles(server.db);
    const response = await createFolder(
      server,
      world.users.editor.token,
      world.roots.cars.id,
      name,
    );
    expect(errorOf(response)).toEqual({ code: "BAD_USER_INPUT", message });
    expect(await snapshotFiles(server.db)).toEqual(before);
  });
});

describe("updateFolder", () => {
  test("renames a folder and leaves it alone when no name is sent", async () => {
    const { editor } = world.users;
    const folder = await buildFolder(server.db, world.roots.cars, { name: "Old" });
    expect(
      dataOf(await renameFolder(server, editor.token, folder.id, " New ")).updateFolder,
    ).toMatchObject({
      id: folder.id,
      name: "New",
    });
    const unchanged = await server.gql<{ updateFolder: { name: string } }>(
      `mutation { updateFolder(input: { id: "${folder.id}", patch: {} }) { name } }`,
      {},
      { token: editor.token },
    );
    expect(dataOf(unchanged).updateFolder.name).toBe("New");
  });

  test("refuses an empty name and the root folders", async () => {
    const { admin } = world.users;
    const folder = await buildFolder(server.db, world.roots.cars, { name: "Kept" });
    const before = await snapshotFiles(server.db);
    expect(errorOf(await renameFolder(server, admin.token, folder.id, " "))).toEqual({
      code: "BAD_USER_INPUT",
      message: MESSAGES.nameRequired,
    });
    for (const root of [world.roots.cars, world.roots.everyone]) {
      expect(errorOf(await renameFolder(server, admin.token, root.id, "Renamed"))).toEqual({
        code: "FORBIDDEN",
        message: MESSAGES.rootFolderRename,
      });
    }
    expect(await snapshotFiles(server.db)).toEqual(before);
  });
});
