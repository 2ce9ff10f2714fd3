import { beforeAll, describe, expect, test } from "vitest";
import { moveItems } from "../test/dashboard-operations.js";
import { buildFolder, buildWorkbench } from "../test/file-factories.js";
import { dataOf, useTestServer } from "../test/server.js";
import { buildWorld, type World } from "../test/workspace-world.js";

/*
 * Each screen of the dashboard asks the server with the queries below, as the web sends them
 * (packages/web/src/graphql/documents/files.ts). Each must cost at most three SQL statements,
 * the session lookup included, whatever the page size: a statement per row or per field would
 * pass every other test and fall over with a real workspace (bench/dashboard.mjs).
 */
const BUDGET = 3;

const CARD = `id name thumbnailUrl createdAt updatedAt isEditable folderId location
  creator { id name email }`;

const QUERIES = {
  Folder: `query Folder($id: ID!) {
    folder(id: $id) {
      id name parentId isEditable isTeamRootFolder rootFolderOfDraftOrganizationId
      organization { id currentUserRole }
      rootTeam { id name }
      breadcrumbs { nodes { id name parentId rootFolderOfDraftOrganizationId } }
      childFolders { nodes { id name isEditable updatedAt } }
    }
  }`,
  FolderWorkbenches: `query FolderWorkbenches($id: ID!, $after: String, $first: Int) {
    folder(id: $id) {
      id
      workbenches(after: $after, first: $first) {
        pageInfo { endCursor hasNextPage }
        nodes { ${CARD} }
      }
    }
  }`,
  Team: `query Team($id: ID!) {
    team(id: $id) {
      id name currentUserRole globalInOrganization
      organization { id }
      rootFolder { id }
    }
  }`,
  DraftsFolder: `query DraftsFolder($organizationId: ID!) {
    draftsFolder(organizationId: $organizationId) { id }
  }`,
  DashboardOrganization: `query DashboardOrganization($id: ID!) {
    organization(id: $id) {
      id name currentUserRole poc pocEndDate
      globalTeam { id }
      teams { id name globalInOrganization }
    }
  }`,
  RecentWorkbenches: `query RecentWorkbenches($organizationId: ID!) {
    recentWorkbenches(organizationId: $organizationId) { ${CARD} }
  }`,
  OrganizationWorkbenches: `query OrganizationWorkbenches(
    $organizationId: ID!, $after: String, $first: Int, $orderBy: WorkbenchOrderBy
  ) {
    organizationWorkbenches(
      organizationId: $organizationId, after: $after, first: $first, orderBy: $orderBy
    ) {
      pageInfo { endCursor hasNextPage }
      nodes { ${CARD} }
    }
  }`,
  FolderTree: `query FolderTree($organizationId: ID!) {
    folderTree(organizationId: $organizationId) {
      id name parentId isEditable teamId rootFolderOfDraftOrganizationId
    }
  }`,
} as const;

const server = useTestServer();
let world: World;
let deepFolderId: string;

beforeAll(async () => {
  world = await buildWorld(server.db);
  const { admin } = world.users;
  const outer = await buildFolder(server.db, world.roots.cars, { name: "Outer" });
  const deep = await buildFolder(server.db, outer, { name: "Deep" });
  deepFolderId = deep.id;
  for (let index = 0; index < 5; index += 1) {
    await buildFolder(server.db, deep, { name: `Child ${index}` });
  }
  for (let index = 0; index < 40; index += 1) {
    const workbench = await buildWorkbench(server.db, deep, {
      name: `File ${index}`,
      createdBy: index % 2 === 0 ? admin.user.id : world.users.editor.user.id,
    });
    await server.db
      .insertInto("workbench_views")
      .values({ user_id: admin.user.id, workbench_id: workbench.id })
      .execute();
  }
});

async function statementsOf(name: keyof typeof QUERIES, variables: Record<string, unknown>) {
  return server.countStatements(async () => {
    dataOf(await server.gql(QUERIES[name], variables, { token: world.users.admin.token }));
  });
}

describe("the dashboard's queries", () => {
  test("a folder page costs at most three statements", async () => {
    expect(await statementsOf("Folder", { id: deepFolderId })).toBeLessThanOrEqual(BUDGET);
  });

  test("a page of files costs the same at 3 as at 30, and at most three statements", async () => {
    const small = await statementsOf("FolderWorkbenches", { id: deepFolderId, first: 3 });
    const full = await statementsOf("FolderWorkbenches", { id: deepFolderId, first: 30 });
    expect(full).toBe(small);
    expect(full).toBeLessThanOrEqual(BUDGET);
  });

  test("a team page and My files cost at most three statements each", async () => {
    expect(await statementsOf("Team", { id: world.teamIds.cars })).toBeLessThanOrEqual(BUDGET);
    expect(
      await statementsOf("DraftsFolder", { organizationId: world.organization.id }),
    ).toBeLessThanOrEqual(BUDGET);
  });

  test("each query of Home costs at most three statements", async () => {
    const organizationId = world.organization.id;
    expect(await statementsOf("DashboardOrganization", { id: organizationId })).toBeLessThanOrEqual(
      BUDGET,
    );
    expect(await statementsOf("RecentWorkbenches", { organizationId })).toBeLessThanOrEqual(BUDGET);
    for (const first of [3, 30]) {
      expect(
        await statementsOf("OrganizationWorkbenches", {
          organizationId,
          first,
          orderBy: "CREATED_AT",
        }),
      ).toBeLessThanOrEqual(BUDGET);
    }
  });

  test("a bulk move costs as many statements for 2 items as for 40", async () => {
    const { admin } = world.users;
    const from = await buildFolder(server.db, world.roots.cars, { name: "From" });
    const to = await buildFolder(server.db, world.roots.cars, { name: "To" });
    const folders: string[] = [];
    const workbenches: string[] = [];
    for (let index = 0; index < 20; index += 1) {
      folders.push((await buildFolder(server.db, from, { name: `Moving ${index}` })).id);
      workbenches.push((await buildWorkbench(server.db, from, { name: `Moving ${index}` })).id);
    }
    const move = (count: number, target: string) =>
      server.countStatements(async () => {
        dataOf(
          await moveItems(
            server,
            admin.token,
            { folderIds: folders.slice(0, count), workbenchIds: workbenches.slice(0, count) },
            target,
          ),
        );
      });
    const few = await move(1, to.id);
    const many = await move(20, to.id);
    expect(many).toBe(few);
    // Per part: the target, the workspace's move lock, the items, the cycle check (folders),
    // the update, and the moved items for the answer (here with their previous parent); and
    // the session. Not three, but never one more per item.
    expect(many).toBeLessThanOrEqual(13);
  });

  test("the move picker's tree costs at most three statements", async () => {
    expect(
      await statementsOf("FolderTree", { organizationId: world.organization.id }),
    ).toBeLessThanOrEqual(BUDGET);
  });
});
