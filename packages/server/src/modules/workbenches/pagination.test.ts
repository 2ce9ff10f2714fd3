import { beforeAll, describe, expect, test } from "vitest";
import type { FolderRow } from "../../db/types.js";
import { buildFolder, buildWorkbench } from "../../test/file-factories.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";
import { buildWorld, type World } from "../../test/workspace-world.js";
import { INVALID_CURSOR } from "./cursor.js";

const server = useTestServer();
let world: World;

beforeAll(async () => {
  world = await buildWorld(server.db);
});

interface Connection {
  totalCount: number;
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  nodes: { id: string; name: string }[];
}

const CONNECTION = "totalCount pageInfo { endCursor hasNextPage } nodes { id name }";

function organizationPage(
  token: string,
  variables: { orderBy?: string; first?: number; after?: string | null },
) {
  return server.gql<{ organizationWorkbenches: Connection }>(
    `query All($organizationId: ID!, $orderBy: WorkbenchOrderBy, $first: Int, $after: String) {
      organizationWorkbenches(organizationId: $organizationId, orderBy: $orderBy, first: $first, after: $after) {
        ${CONNECTION}
      }
    }`,
    { organizationId: world.organization.id, ...variables },
    { token },
  );
}

function folderPage(token: string, id: string, first: number, after: string | null) {
  return server.gql<{ folder: { workbenches: Connection } }>(
    `query Files($id: ID!, $first: Int, $after: String) {
      folder(id: $id) { workbenches(first: $first, after: $after) { ${CONNECTION} } }
    }`,
    { id, first, after },
    { token },
  );
}

/** Files with dates one minute apart, oldest first, all in the past. */
async function buildFiles(folder: FolderRow, count: number, prefix: string, sameDate = false) {
  const start = Date.parse("2026-03-01T00:00:00Z");
  const files = [];
  for (let index = 0; index < count; index += 1) {
    const at = new Date(start + (sameDate ? 0 : index * 60_000));
    files.push(
      await buildWorkbench(server.db, folder, { name: `${prefix}${index}`, createdAt: at }),
    );
  }
  return files;
}

/** Reads every page, adding a new file before each next page, as users do while one scrolls. */
async function readAllWhileAdding(
  readPage: (after: string | null) => Promise<Connection>,
  addFile: () => Promise<unknown>,
) {
  const seen: string[] = [];
  const totals: number[] = [];
  let after: string | null = null;
  for (;;) {
    const page: Connection = await readPage(after);
    seen.push(...page.nodes.map((node) => node.name));
    totals.push(page.totalCount);
    if (!page.pageInfo.hasNextPage) return { seen, totals };
    after = page.pageInfo.endCursor;
    await addFile();
  }
}

/** Every page of the workspace's files, in pages of 100. */
function readAll(token: string) {
  return readAllWhileAdding(
    async (after) =>
      dataOf(await organizationPage(token, { first: 100, after })).organizationWorkbenches,
    async () => undefined,
  );
}

describe("Folder.workbenches", () => {
  test.each([false, true])(
    "pages through a folder without duplicates or gaps while files are added (same dates: %s)",
    async (sameDate) => {
      const { editor } = world.users;
      const folder = await buildFolder(server.db, world.roots.cars, { name: `Paged ${sameDate}` });
      const files = await buildFiles(folder, 12, "old-", sameDate);
      let added = 0;
      const { seen, totals } = await readAllWhileAdding(
        async (after) =>
          dataOf(await folderPage(editor.token, folder.id, 5, after)).folder.workbenches,
        () => buildWorkbench(server.db, folder, { name: `new-${added++}` }),
      );
      // Newest first; the id breaks ties between equal dates.
      const expected = [...files]
        .sort((a, b) => b.updated_at.getTime() - a.updated_at.getTime() || (a.id < b.id ? 1 : -1))
        .map((file) => file.name);
      expect(seen).toEqual(expected);
      expect(totals).toEqual([12, 13, 14]);
    },
  );

  test("answers an empty page past the end, with the total", async () => {
    const { editor } = world.users;
    const folder = await buildFolder(server.db, world.roots.cars, { name: "Two" });
    await buildFiles(folder, 2, "f");
    const first = dataOf(await folderPage(editor.token, folder.id, 2, null)).folder.workbenches;
    expect(first.pageInfo.hasNextPage).toBe(false);
    const past = dataOf(await folderPage(editor.token, folder.id, 2, first.pageInfo.endCursor));
    expect(past.folder.workbenches).toEqual({
      totalCount: 2,
      pageInfo: { endCursor: null, hasNextPage: false },
      nodes: [],
    });
  });

  test("gives at most 100 files a page and refuses fewer than one", async () => {
    const { editor } = world.users;
    const folder = await buildFolder(server.db, world.roots.cars, { name: "Many" });
    await server.db
      .insertInto("workbenches")
      .values(
        Array.from({ length: 105 }, (_, index) => ({
          organization_id: folder.organization_id,
          folder_id: folder.id,
          name: `Bulk ${index}`,
        })),
      )
      .execute();
    const page = dataOf(await folderPage(editor.token, folder.id, 500, null)).folder.workbenches;
    expect(page.nodes).toHaveLength(100);
    expect(page).toMatchObject({ totalCount: 105, pageInfo: { hasNextPage: true } });
    expect(errorOf(await folderPage(editor.token, folder.id, 0, null))).toEqual({
      code: "BAD_USER_INPUT",
      message: "first must be at least 1.",
    });
  });
});

describe("organizationWorkbenches", () => {
  test("lists every file the caller can see, by last edit or by creation, across pages", async () => {
    const { editor } = world.users;
    // Files in each place, dates interleaved so that the two orders differ.
    const places = ["everyone", "cars", "secret", "archive", "editorDrafts"] as const;
    const start = Date.parse("2025-06-01T00:00:00Z");
    for (const [index, place] of places.entries()) {
      await buildWorkbench(server.db, world.roots[place], {
        name: `in-${place}`,
        createdAt: new Date(start + index * 60_000),
        updatedAt: new Date(start + (10 - index) * 60_000),
      });
    }
    const names = async (orderBy: string) => {
      const { seen } = await readAllWhileAdding(
        async (after) =>
          dataOf(await organizationPage(editor.token, { orderBy, first: 2, after }))
            .organizationWorkbenches,
        async () => undefined,
      );
      return seen.filter((name) => name.startsWith("in-"));
    };
    // The editor sees their drafts, public and archived teams, not the private team.
    expect(await names("UPDATED_AT")).toEqual([
      "in-everyone",
      "in-cars",
      "in-archive",
      "in-editorDrafts",
    ]);
    expect(await names("CREATED_AT")).toEqual([
      "in-editorDrafts",
      "in-archive",
      "in-cars",
      "in-everyone",
    ]);
    const admin = await readAll(world.users.admin.token);
    expect(admin.seen).toContain("in-secret");
    expect(admin.seen).not.toContain("in-editorDrafts");
    expect(admin.totals[0]).toBe(admin.seen.length);
  });

  test("stays stable while files are added between pages", async () => {
    const { admin } = world.users;
    const existing = (await readAll(admin.token)).seen;
    let added = 0;
    const { seen } = await readAllWhileAdding(
      async (after) =>
        dataOf(await organizationPage(admin.token, { first: 7, after })).organizationWorkbenches,
      () => buildWorkbench(server.db, world.roots.everyone, { name: `while-${added++}` }),
    );
    expect(seen).toEqual(existing);
  });

  test("refuses a cursor it did not make, or one made for the other order", async () => {
    const { admin } = world.users;
    const page = dataOf(await organizationPage(admin.token, { first: 1 })).organizationWorkbenches;
    const invalid = { code: "BAD_USER_INPUT", message: INVALID_CURSOR };
    for (const after of ["garbage", Buffer.from("u|x|y").toString("base64url")]) {
      expect(errorOf(await organizationPage(admin.token, { after }))).toEqual(invalid);
    }
    const crossed = { orderBy: "CREATED_AT", after: page.pageInfo.endCursor };
    expect(errorOf(await organizationPage(admin.token, crossed))).toEqual(invalid);
  });

  test("is NOT_FOUND outside the workspace", async () => {
    expect(errorOf(await organizationPage(world.users.stranger.token, {})).code).toBe("NOT_FOUND");
  });
});
