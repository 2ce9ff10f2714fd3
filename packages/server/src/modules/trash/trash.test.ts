import { MESSAGES } from "@contour/core";
import { beforeAll, describe, expect, test } from "vitest";
import {
  createWorkbench,
  deleteItems,
  duplicateWorkbench,
  moveItems,
  queryFolder,
  queryWorkbench,
  recordView,
} from "../../test/dashboard-operations.js";
import { buildFolder, buildTeam, buildWorkbench, draftsRoot } from "../../test/file-factories.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";
import {
  queryDraftsTrash,
  queryTeamTrash,
  restoreTrashItems,
} from "../../test/trash-operations.js";
import { buildWorld, type World } from "../../test/workspace-world.js";
import { NOT_IN_TRASH } from "./trash-entries.js";

const server = useTestServer();
let world: World;

beforeAll(async () => {
  world = await buildWorld(server.db);
});

const FOLDER_GONE = {
  code: "NOT_FOUND",
  message: "This folder does not exist or you cannot see it.",
};
const FILE_GONE = { code: "NOT_FOUND", message: "This file does not exist or you cannot see it." };

/** What the dashboard shows the editor of the workspace, every list at once. */
async function everythingListed(token: string, folderId: string) {
  const variables = { folderId, organizationId: world.organization.id };
  const folder = dataOf(
    await server.gql<{
      folder: {
        childFolders: { nodes: { id: string }[] };
        workbenches: { nodes: { id: string }[] };
      };
    }>(
      `query FolderLists($folderId: ID!) {
        folder(id: $folderId) { childFolders { nodes { id } } workbenches(first: 100) { nodes { id } } }
      }`,
      variables,
      { token },
    ),
  );
  const workspace = dataOf(
    await server.gql<{
      organizationWorkbenches: { nodes: { id: string }[] };
      recentWorkbenches: { id: string }[];
      folderTree: { id: string }[];
    }>(
      `query WorkspaceLists($organizationId: ID!) {
        organizationWorkbenches(organizationId: $organizationId, first: 100) { nodes { id } }
        recentWorkbenches(organizationId: $organizationId) { id }
        folderTree(organizationId: $organizationId) { id }
      }`,
      variables,
      { token },
    ),
  );
  return new Set([
    ...folder.folder.childFolders.nodes.map((node) => node.id),
    ...folder.folder.workbenches.nodes.map((node) => node.id),
    ...workspace.organizationWorkbenches.nodes.map((node) => node.id),
    ...workspace.recentWorkbenches.map((node) => node.id),
    ...workspace.folderTree.map((node) => node.id),
  ]);
}

describe("deleting moves to the Trash", () => {
  test("a folder, what is below it and a file vanish from every list and lookup", async () => {
    const { editor } = world.users;
    const folder = await buildFolder(server.db, world.roots.cars, { name: "Doomed" });
    const below = await buildFolder(server.db, folder, { name: "Below" });
    const deep = await buildWorkbench(server.db, below, { name: "Deep" });
    const loose = await buildWorkbench(server.db, world.roots.cars, { name: "Loose" });
    dataOf(await recordView(server, editor.token, deep.id));
    dataOf(await recordView(server, editor.token, loose.id));
    const gone = [folder.id, below.id, deep.id, loose.id];
    const before = await everythingListed(editor.token, world.roots.cars.id);
    for (const id of gone) expect(before.has(id)).toBe(true);

    const response = await deleteItems(server, editor.token, {
      workbenchIds: [loose.id],
      folderIds: [folder.id],
    });
    expect(dataOf(response)).toEqual({
      deleteWorkbenches: { deletedIds: [loose.id] },
      deleteFolders: { deletedIds: [folder.id] },
    });
    const after = await everythingListed(editor.token, world.roots.cars.id);
    for (const id of gone) expect(after.has(id)).toBe(false);
    for (const id of [folder.id, below.id]) {
      expect(errorOf(await queryFolder(server, editor.token, id))).toEqual(FOLDER_GONE);
    }
    for (const id of [deep.id, loose.id]) {
      expect(errorOf(await queryWorkbench(server, editor.token, id))).toEqual(FILE_GONE);
    }
    // Nothing can be made in, moved into or copied out of what is in the Trash.
    expect(errorOf(await createWorkbench(server, editor.token, below.id))).toEqual(FOLDER_GONE);
    const other = await buildWorkbench(server.db, world.roots.cars);
    expect(
      errorOf(await moveItems(server, editor.token, { workbenchIds: [other.id] }, below.id)),
    ).toEqual(FOLDER_GONE);
    expect(
      errorOf(await duplicateWorkbench(server, editor.token, deep.id, world.roots.cars.id)),
    ).toEqual(FILE_GONE);
    expect(errorOf(await recordView(server, editor.token, deep.id))).toEqual(FILE_GONE);

    // The rows stay, marked: the folder and the file are entries, the rest went with the folder.
    const folders = await server.db
      .selectFrom("folders")
      .select(["id", "trashed_by", "trashed_with"])
      .where("id", "in", [folder.id, below.id])
      .orderBy("name", "desc")
      .execute();
    expect(folders).toEqual([
      { id: folder.id, trashed_by: editor.user.id, trashed_with: null },
      { id: below.id, trashed_by: editor.user.id, trashed_with: folder.id },
    ]);

    const trash = dataOf(await queryTeamTrash(server, editor.token, world.teamIds.cars)).teamTrash;
    const listed = trash.nodes.filter((node) => node.id === folder.id || node.id === loose.id);
    expect(
      listed.map(({ id, kind, name, location, daysLeft, trashedBy, isRestorable }) => ({
        id,
        kind,
        name,
        location,
        daysLeft,
        trashedBy,
        isRestorable,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          id: folder.id,
          kind: "FOLDER",
          name: "Doomed",
          location: "Cars",
          daysLeft: 30,
          trashedBy: { id: editor.user.id, name: editor.user.name },
          isRestorable: true,
        },
        {
          id: loose.id,
          kind: "WORKBENCH",
          name: "Loose",
          location: "Cars",
          daysLeft: 30,
          trashedBy: { id: editor.user.id, name: editor.user.name },
          isRestorable: true,
        },
      ]),
    );
    expect(trash.nodes.some((node) => node.id === below.id || node.id === deep.id)).toBe(false);
    expect(trash.canEmpty).toBe(false);
    expect(trash.nodes.every((node) => !node.isDeletable)).toBe(true);
  });

  test("a folder named with a folder inside it goes with it", async () => {
    const { editor } = world.users;
    const outer = await buildFolder(server.db, world.roots.cars, { name: "Outer" });
    const inner = await buildFolder(server.db, outer, { name: "Inner" });
    dataOf(await deleteItems(server, editor.token, { folderIds: [inner.id, outer.id] }));
    const row = await server.db
      .selectFrom("folders")
      .select("trashed_with")
      .where("id", "=", inner.id)
      .executeTakeFirstOrThrow();
    expect(row.trashed_with).toBe(outer.id);
  });
});

describe("restoring", () => {
  test("brings a folder back where it was, with what went with it, but not older entries", async () => {
    const { editor } = world.users;
    const folder = await buildFolder(server.db, world.roots.cars, { name: "Back" });
    const file = await buildWorkbench(server.db, folder, { name: "Inside" });
    const earlier = await buildWorkbench(server.db, folder, { name: "Deleted before" });
    dataOf(await deleteItems(server, editor.token, { workbenchIds: [earlier.id] }));
    dataOf(await deleteItems(server, editor.token, { folderIds: [folder.id] }));

    const restored = await restoreTrashItems(server, editor.token, { folderIds: [folder.id] });
    expect(dataOf(restored).restoreTrashItems).toEqual({
      restoredIds: [folder.id],
      movedToRootIds: [],
    });
    expect(dataOf(await queryFolder(server, editor.token, folder.id)).folder.parentId).toBe(
      world.roots.cars.id,
    );
    expect(dataOf(await queryWorkbench(server, editor.token, file.id)).workbench.folderId).toBe(
      folder.id,
    );
    expect(errorOf(await queryWorkbench(server, editor.token, earlier.id))).toEqual(FILE_GONE);
    const trash = dataOf(await queryTeamTrash(server, editor.token, world.teamIds.cars)).teamTrash;
    expect(trash.nodes.map((node) => node.id)).toContain(earlier.id);
    expect(trash.nodes.map((node) => node.id)).not.toContain(folder.id);
  });

  test("an entry whose folder is in the Trash goes to the root of its team", async () => {
    const { editor } = world.users;
    const folder = await buildFolder(server.db, world.roots.cars, { name: "Parent" });
    const file = await buildWorkbench(server.db, folder, { name: "Orphan" });
    const child = await buildFolder(server.db, folder, { name: "Child" });
    dataOf(
      await deleteItems(server, editor.token, { workbenchIds: [file.id], folderIds: [child.id] }),
    );
    dataOf(await deleteItems(server, editor.token, { folderIds: [folder.id] }));

    const restored = await restoreTrashItems(server, editor.token, {
      workbenchIds: [file.id],
      folderIds: [child.id],
    });
    expect(dataOf(restored).restoreTrashItems.movedToRootIds.sort()).toEqual(
      [file.id, child.id].sort(),
    );
    expect(dataOf(await queryWorkbench(server, editor.token, file.id)).workbench.folderId).toBe(
      world.roots.cars.id,
    );
    const folder2 = dataOf(await queryFolder(server, editor.token, child.id)).folder;
    expect(folder2.parentId).toBe(world.roots.cars.id);
    // It remembers its folder, which is not found while it is in the Trash.
    expect(folder2.previousParent).toBeNull();
    const row = await server.db
      .selectFrom("folders")
      .select("previous_parent_id")
      .where("id", "=", child.id)
      .executeTakeFirstOrThrow();
    expect(row.previous_parent_id).toBe(folder.id);
  });

  test("needs edit rights: Viewers and Editors outside the team are refused", async () => {
    const { editor, viewer, outsider } = world.users;
    const file = await buildWorkbench(server.db, world.roots.cars, { name: "Guarded" });
    dataOf(await deleteItems(server, editor.token, { workbenchIds: [file.id] }));
    const viewerTrash = dataOf(await queryTeamTrash(server, viewer.token, world.teamIds.cars));
    const seen = viewerTrash.teamTrash.nodes.find((node) => node.id === file.id);
    expect(seen?.isRestorable).toBe(false);
    for (const who of [viewer, outsider]) {
      expect(
        errorOf(await restoreTrashItems(server, who.token, { workbenchIds: [file.id] })),
      ).toEqual({
        code: "FORBIDDEN",
        message: MESSAGES.noPermission,
      });
    }
  });

  test("ids of another workspace, a hidden team or items not in the Trash are not found", async () => {
    const { editor, stranger, admin } = world.users;
    const secretFile = await buildWorkbench(server.db, world.roots.secret, { name: "Secret" });
    dataOf(await deleteItems(server, admin.token, { workbenchIds: [secretFile.id] }));
    const alive = await buildWorkbench(server.db, world.roots.cars, { name: "Alive" });
    const notFound = { code: "NOT_FOUND", message: NOT_IN_TRASH };
    for (const [token, id] of [
      [editor.token, secretFile.id],
      [stranger.token, secretFile.id],
      [editor.token, alive.id],
    ] as const) {
      expect(errorOf(await restoreTrashItems(server, token, { workbenchIds: [id] }))).toEqual(
        notFound,
      );
    }
    const hidden = { code: "NOT_FOUND", message: "This team does not exist or you cannot see it." };
    expect(errorOf(await queryTeamTrash(server, editor.token, world.teamIds.secret))).toEqual(
      hidden,
    );
    expect(errorOf(await queryTeamTrash(server, stranger.token, world.teamIds.cars))).toEqual(
      hidden,
    );
    expect(
      errorOf(await queryDraftsTrash(server, stranger.token, world.organization.id)).code,
    ).toBe("NOT_FOUND");
  });
});

describe("drafts", () => {
  test("have a Trash of their own that only their owner sees", async () => {
    const { editor, admin } = world.users;
    const drafts = await draftsRoot(server.db, world.organization.id, editor.user.id);
    const sketch = await buildWorkbench(server.db, drafts, { name: "Private sketch" });
    dataOf(await deleteItems(server, editor.token, { workbenchIds: [sketch.id] }));
    const mine = dataOf(await queryDraftsTrash(server, editor.token, world.organization.id));
    expect(mine.draftsTrash.nodes.map((node) => node.id)).toEqual([sketch.id]);
    expect(mine.draftsTrash.canEmpty).toBe(true);
    expect(mine.draftsTrash.nodes[0]?.location).toBe(drafts.name);
    const theirs = dataOf(await queryDraftsTrash(server, admin.token, world.organization.id));
    expect(theirs.draftsTrash.nodes).toEqual([]);
    expect(
      errorOf(await restoreTrashItems(server, admin.token, { workbenchIds: [sketch.id] })),
    ).toEqual({
      code: "NOT_FOUND",
      message: NOT_IN_TRASH,
    });
  });
});

test("a Trash pages by cursor, newest deletion first", async () => {
  const { admin } = world.users;
  const { team, root } = await buildTeam(server.db, world.organization.id, {
    name: "Paged",
    memberIds: [admin.user.id],
  });
  const ids: string[] = [];
  for (const name of ["a", "b", "c"]) {
    const file = await buildWorkbench(server.db, root, { name });
    const folder = await buildFolder(server.db, root, { name });
    dataOf(
      await deleteItems(server, admin.token, { workbenchIds: [file.id], folderIds: [folder.id] }),
    );
    ids.push(file.id, folder.id);
  }
  const seen: string[] = [];
  let after: string | undefined;
  for (;;) {
    const page = dataOf(await queryTeamTrash(server, admin.token, team.id, { first: 4, after }));
    expect(page.teamTrash.totalCount).toBe(6);
    seen.push(...page.teamTrash.nodes.map((node) => node.id));
    if (!page.teamTrash.pageInfo.hasNextPage) break;
    after = page.teamTrash.pageInfo.endCursor ?? undefined;
  }
  expect(seen.sort()).toEqual(ids.sort());
});

test("a Trash of 101 entries deleted at once gives 100 a page and the 101st after the cursor", async () => {
  const { admin } = world.users;
  const { team, root } = await buildTeam(server.db, world.organization.id, {
    name: "Large",
    memberIds: [admin.user.id],
  });
  const ids: string[] = [];
  for (let index = 0; index < 101; index++) {
    ids.push((await buildWorkbench(server.db, root, { name: `Sketch ${index}` })).id);
  }
  // One call: every entry has the same deletion time, and the id alone orders them.
  dataOf(await deleteItems(server, admin.token, { workbenchIds: ids }));

  const first = dataOf(await queryTeamTrash(server, admin.token, team.id, { first: 500 }));
  expect(first.teamTrash.totalCount).toBe(101);
  expect(first.teamTrash.nodes).toHaveLength(100);
  expect(first.teamTrash.pageInfo.hasNextPage).toBe(true);
  const after = first.teamTrash.pageInfo.endCursor ?? undefined;
  const second = dataOf(await queryTeamTrash(server, admin.token, team.id, { first: 500, after }));
  expect(second.teamTrash.nodes).toHaveLength(1);
  expect(second.teamTrash.pageInfo.hasNextPage).toBe(false);
  const seen = [...first.teamTrash.nodes, ...second.teamTrash.nodes].map((node) => node.id);
  expect(new Set(seen).size).toBe(101);
  expect(seen.sort()).toEqual(ids.sort());
});
