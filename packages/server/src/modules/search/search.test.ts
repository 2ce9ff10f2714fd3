import { SEARCH_MAX_PAGE_SIZE, SEARCH_QUERY_TOO_LONG } from "@contour/core";
import { beforeAll, describe, expect, test } from "vitest";
import { deleteItems } from "../../test/dashboard-operations.js";
import { addMember, type BuiltUser, buildUser } from "../../test/factories.js";
import {
  buildFolder,
  buildWorkbench,
  globalRootFolder,
  joinTeam,
} from "../../test/file-factories.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";
import { restoreTrashItems } from "../../test/trash-operations.js";
import { buildWorld, type World } from "../../test/workspace-world.js";
import { INVALID_CURSOR } from "../workbenches/cursor.js";

const server = useTestServer();
let world: World;
let wilma: BuiltUser;

interface SearchPage {
  nodes: { __typename: "Workbench" | "Folder"; name: string }[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

function search(
  user: BuiltUser,
  query: string,
  page: { first?: number; after?: string | null; organizationId?: string } = {},
) {
  return server.gql<{ search: SearchPage }>(
    `query Search($organizationId: ID!, $query: String!, $first: Int, $after: String) {
      search(organizationId: $organizationId, query: $query, first: $first, after: $after) {
        nodes { __typename ... on Workbench { name } ... on Folder { name } }
        pageInfo { endCursor hasNextPage }
      }
    }`,
    { organizationId: world.organization.id, query, ...page },
    { token: user.token },
  );
}

async function namesFound(user: BuiltUser, query: string): Promise<string[]> {
  const { search: page } = dataOf(await search(user, query, { first: SEARCH_MAX_PAGE_SIZE }));
  return page.nodes.map((node) => node.name);
}

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12));

beforeAll(async () => {
  world = await buildWorld(server.db);
  const { admin, editor } = world.users;
  wilma = await buildUser(server.db, { name: "Wilma Wheeler" });
  await addMember(server.db, world.organization.id, wilma.user.id, "EDITOR");
  const everyone = await globalRootFolder(server.db, world.organization.id);
  if (everyone.team_id) await joinTeam(server.db, everyone.team_id, [wilma.user.id]);
  const studies = await buildFolder(server.db, everyone, {
    name: "Wheel studies",
    createdBy: admin.user.id,
  });
  const files: [typeof everyone, string, number, string?][] = [
    [everyone, "Wheel", 1],
    [everyone, "Wheel arch", 2],
    [world.roots.cars, "Wheelbase", 3],
    [everyone, "Front wheel", 4],
    [studies, "Rim sketch", 5],
    [everyone, "Hubcap", 6, wilma.user.id],
    [everyone, "Door handle", 7],
    [world.roots.secret, "Wheel secret", 8],
    [world.roots.editorDrafts, "Wheel draft", 9, editor.user.id],
    [await globalRootFolder(server.db, world.otherOrganization.id), "Wheel elsewhere", 10],
    [everyone, "100% clay", 11],
  ];
  for (const [folder, name, date, createdBy] of files) {
    await buildWorkbench(server.db, folder, { name, createdAt: day(date), createdBy });
  }
});

describe("search", () => {
  test("ranks the exact name, then names that start with it, then words, then creators and folders; latest first within each", async () => {
    expect(await namesFound(world.users.editor, "wheel")).toEqual([
      "Wheel",
      "Wheel studies",
      "Wheel draft",
      "Wheelbase",
      "Wheel arch",
      "Front wheel",
      "Hubcap",
      "Rim sketch",
    ]);
  });

  test("finds by the start of any word, by creator and by folder", async () => {
    expect(await namesFound(world.users.editor, "arch")).toEqual(["Wheel arch"]);
    expect(await namesFound(world.users.editor, "  WILMA  ")).toEqual(["Hubcap"]);
    expect(await namesFound(world.users.editor, "studies")).toEqual([
      "Wheel studies",
      "Rim sketch",
    ]);
    expect(await namesFound(world.users.editor, "front whe")).toEqual(["Front wheel"]);
  });

  test("never shows another member's drafts, a private team's files or another workspace", async () => {
    expect(await namesFound(world.users.admin, "wheel")).toEqual([
      "Wheel",
      "Wheel studies",
      "Wheel secret",
      "Wheelbase",
      "Wheel arch",
      "Front wheel",
      "Hubcap",
      "Rim sketch",
    ]);
    const viewerNames = await namesFound(world.users.viewer, "wheel");
    expect(viewerNames).not.toContain("Wheel draft");
    expect(viewerNames).not.toContain("Wheel secret");
    expect(viewerNames).not.toContain("Wheel elsewhere");
    expect(
      errorOf(
        await search(world.users.stranger, "wheel", { organizationId: world.organization.id }),
      ).code,
    ).toBe("NOT_FOUND");
  });

  test("reads the text literally: LIKE wildcards match themselves", async () => {
    expect(await namesFound(world.users.editor, "%")).toEqual([]);
    expect(await namesFound(world.users.editor, "100%")).toEqual(["100% clay"]);
    expect(await namesFound(world.users.editor, "_")).toEqual([]);
    expect(await namesFound(world.users.editor, "   ")).toEqual([]);
  });

  test("pages through every result once, in the ranked order", async () => {
    const all = await namesFound(world.users.editor, "wheel");
    const paged: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page += 1) {
      const { search: result }: { search: SearchPage } = dataOf(
        await search(world.users.editor, "wheel", { first: 3, after }),
      );
      paged.push(...result.nodes.map((node) => node.name));
      if (!result.pageInfo.hasNextPage) break;
      after = result.pageInfo.endCursor;
    }
    expect(paged).toEqual(all);
  });

  test("refuses what would cost too much, and cursors that are not its own", async () => {
    expect(errorOf(await search(world.users.editor, "a".repeat(101)))).toEqual({
      code: "BAD_USER_INPUT",
      message: SEARCH_QUERY_TOO_LONG,
    });
    expect(errorOf(await search(world.users.editor, "wheel", { first: 0 })).code).toBe(
      "BAD_USER_INPUT",
    );
    expect(errorOf(await search(world.users.editor, "wheel", { after: "bm9wZQ" }))).toEqual({
      code: "BAD_USER_INPUT",
      message: INVALID_CURSOR,
    });
    const { search: capped } = dataOf(await search(world.users.editor, "e", { first: 1000 }));
    expect(capped.nodes.length).toBeLessThanOrEqual(SEARCH_MAX_PAGE_SIZE);
  });

  test("leaves out what is in the Trash, and finds it again once restored", async () => {
    const { editor } = world.users;
    const everyone = await globalRootFolder(server.db, world.organization.id);
    const studies = await buildFolder(server.db, everyone, { name: "Spoke studies" });
    await buildWorkbench(server.db, studies, { name: "Rear sketch" });
    const cap = await buildWorkbench(server.db, everyone, { name: "Spoke cap" });
    expect(await namesFound(editor, "spoke")).toEqual([
      "Spoke cap",
      "Spoke studies",
      "Rear sketch",
    ]);

    const ids = { folderIds: [studies.id], workbenchIds: [cap.id] };
    dataOf(await deleteItems(server, editor.token, ids));
    expect(await namesFound(editor, "spoke")).toEqual([]);
    expect(await namesFound(editor, "rear")).toEqual([]);

    dataOf(await restoreTrashItems(server, editor.token, ids));
    expect(await namesFound(editor, "spoke")).toEqual([
      "Spoke cap",
      "Spoke studies",
      "Rear sketch",
    ]);
  });
});
