import { MESSAGES } from "@contour/core";
import { beforeAll, describe, expect, test } from "vitest";
import { deleteItems, moveItems } from "../../test/dashboard-operations.js";
import { addMember } from "../../test/factories.js";
import {
  buildFolder,
  buildWorkbench,
  globalRootFolder,
  joinTeam,
  snapshotFiles,
} from "../../test/file-factories.js";
import { dataOf, errorOf, type GraphQLResponse, useTestServer } from "../../test/server.js";
import { buildWorld, type World } from "../../test/workspace-world.js";

const server = useTestServer();
let world: World;

beforeAll(async () => {
  world = await buildWorld(server.db);
});

async function expectUnchanged(
  call: () => Promise<GraphQLResponse<unknown>>,
  error: { code: string; message: string },
) {
  const before = await snapshotFiles(server.db);
  expect(errorOf(await call())).toEqual(error);
  expect(await snapshotFiles(server.db)).toEqual(before);
}

async function folderRow(id: string) {
  return server.db.selectFrom("folders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

describe("bulk move (updateWorkbenches + updateFolders in one request)", () => {
  test("moves files and folders, remembers the previous parent and bumps updatedAt", async () => {
    const { editor } = world.users;
    const from = await buildFolder(server.db, world.roots.cars, { name: "From" });
    const target = await buildFolder(server.db, world.roots.cars, { name: "Target" });
    const folder = await buildFolder(server.db, from, { name: "Moving" });
    const old = new Date("2026-01-01T00:00:00Z");
    const workbench = await buildWorkbench(server.db, from, { createdAt: old });
    const response = await moveItems(
      server,
      editor.token,
      { workbenchIds: [workbench.id, workbench.id], folderIds: [folder.id] },
      target.id,
    );
    expect(dataOf(response).updateWorkbenches.workbenches).toEqual([
      { id: workbench.id, folderId: target.id },
    ]);
    expect(dataOf(response).updateFolders.folders).toEqual([
      {
        id: folder.id,
        name: "Moving",
        parentId: target.id,
        isEditable: true,
        previousParent: { id: from.id },
      },
    ]);
    const movedFile = await server.db
      .selectFrom("workbenches")
      .select(["updated_at", "last_updated_by"])
      .where("id", "=", workbench.id)
      .executeTakeFirstOrThrow();
    expect(movedFile.updated_at.getTime()).toBeGreaterThan(old.getTime());
    expect(movedFile.last_updated_by).toBe(editor.user.id);
    expect((await folderRow(folder.id)).updated_at.getTime()).toBeGreaterThan(
      folder.updated_at.getTime(),
    );
  });

  test("refuses a folder into itself or below itself, and moves nothing else either", async () => {
    const { editor } = world.users;
    const folder = await buildFolder(server.db, world.roots.cars, { name: "Parent" });
    const child = await buildFolder(server.db, folder, { name: "Child" });
    const grandchild = await buildFolder(server.db, child, { name: "Grandchild" });
    const workbench = await buildWorkbench(server.db, world.roots.cars);
    const error = { code: "BAD_USER_INPUT", message: MESSAGES.folderIntoItself };
    for (const target of [folder, child, grandchild]) {
      await expectUnchanged(
        () =>
          moveItems(
            server,
            editor.token,
            { workbenchIds: [workbench.id], folderIds: [folder.id] },
            target.id,
          ),
        error,
      );
    }
  });

  test("refuses to move across workspaces", async () => {
    const { editor, stranger } = world.users;
    // The editor is in both workspaces, and may edit in each.
    await addMember(server.db, world.otherOrganization.id, editor.user.id, "EDITOR");
    const elsewhere = await globalRootFolder(server.db, world.otherOrganization.id);
    await joinTeam(server.db, elsewhere.team_id ?? "", [editor.user.id]);
    const folder = await buildFolder(server.db, world.roots.cars, { name: "Local" });
    const workbench = await buildWorkbench(server.db, world.roots.cars);
    const error = { code: "BAD_USER_INPUT", message: MESSAGES.moveAcrossWorkspaces };
    await expectUnchanged(
      () => moveItems(server, editor.token, { workbenchIds: [workbench.id] }, elsewhere.id),
      error,
    );
    await expectUnchanged(
      () => moveItems(server, editor.token, { folderIds: [folder.id] }, elsewhere.id),
      error,
    );
    // The stranger cannot see the source at all.
    await expectUnchanged(
      () => moveItems(server, stranger.token, { workbenchIds: [workbench.id] }, elsewhere.id),
      { code: "NOT_FOUND", message: "This file does not exist or you cannot see it." },
    );
  });

  test("refuses to move a root folder", async () => {
    const { admin } = world.users;
    const target = await buildFolder(server.db, world.roots.everyone, { name: "Somewhere" });
    const error = { code: "FORBIDDEN", message: MESSAGES.rootFolderLocked };
    for (const root of [world.roots.cars, world.roots.everyone]) {
      await expectUnchanged(
        () => moveItems(server, admin.token, { folderIds: [root.id] }, target.id),
        error,
      );
    }
  });

  test("an unknown id or target fails the whole request", async () => {
    const { editor } = world.users;
    const workbench = await buildWorkbench(server.db, world.roots.cars);
    const unknown = "00000000-0000-4000-8000-000000000000";
    await expectUnchanged(
      () =>
        moveItems(
          server,
          editor.token,
          { workbenchIds: [workbench.id, unknown] },
          world.roots.everyone.id,
        ),
      { code: "NOT_FOUND", message: "This file does not exist or you cannot see it." },
    );
    await expectUnchanged(
      () => moveItems(server, editor.token, { workbenchIds: [workbench.id] }, unknown),
      { code: "NOT_FOUND", message: "This folder does not exist or you cannot see it." },
    );
  });
});

describe("bulk delete (deleteWorkbenches + deleteFolders in one request)", () => {
  test("moves files and folders with everything below them to the Trash", async () => {
    const { editor } = world.users;
    const folder = await buildFolder(server.db, world.roots.cars, { name: "Doomed" });
    const below = await buildFolder(server.db, folder, { name: "Below" });
    const deep = await buildWorkbench(server.db, below, { name: "Deep" });
    const loose = await buildWorkbench(server.db, world.roots.cars, { name: "Loose" });
    const kept = await buildWorkbench(server.db, world.roots.cars, { name: "Kept" });

    const response = await deleteItems(server, editor.token, {
      workbenchIds: [loose.id],
      folderIds: [folder.id],
    });
    expect(dataOf(response)).toEqual({
      deleteWorkbenches: { deletedIds: [loose.id] },
      deleteFolders: { deletedIds: [folder.id] },
    });
    // modules/trash has the rest: what the Trash lists, restores and purges.
    const folders = await server.db
      .selectFrom("folders")
      .select(["id", "trashed_with"])
      .where("id", "in", [folder.id, below.id])
      .where("trashed_at", "is not", null)
      .orderBy("name", "desc")
      .execute();
    expect(folders).toEqual([
      { id: folder.id, trashed_with: null },
      { id: below.id, trashed_with: folder.id },
    ]);
    const files = await server.db
      .selectFrom("workbenches")
      .select(["id", "trashed_with"])
      .where("id", "in", [deep.id, loose.id, kept.id])
      .where("trashed_at", "is not", null)
      .orderBy("name")
      .execute();
    expect(files).toEqual([
      { id: deep.id, trashed_with: folder.id },
      { id: loose.id, trashed_with: null },
    ]);
  });

  test("is all or nothing: a refused folder keeps the files of the same request", async () => {
    const { admin } = world.users;
    const workbench = await buildWorkbench(server.db, world.roots.cars);
    await expectUnchanged(
      () =>
        deleteItems(server, admin.token, {
          workbenchIds: [workbench.id],
          folderIds: [world.roots.cars.id],
        }),
      { code: "FORBIDDEN", message: MESSAGES.rootFolderLocked },
    );
  });

  test("is all or nothing across items: one file the caller may not edit keeps them all", async () => {
    const { editor } = world.users;
    const mine = await buildWorkbench(server.db, world.roots.cars);
    const archived = await buildWorkbench(server.db, world.roots.archive);
    await expectUnchanged(
      () => deleteItems(server, editor.token, { workbenchIds: [mine.id, archived.id] }),
      { code: "FORBIDDEN", message: MESSAGES.noPermission },
    );
  });
});

test("bulk move is all or nothing across its two mutations", async () => {
  const { editor } = world.users;
  const folder = await buildFolder(server.db, world.roots.cars, { name: "Self" });
  const workbench = await buildWorkbench(server.db, world.roots.cars);
  // updateWorkbenches succeeds first, then updateFolders refuses the folder into itself.
  await expectUnchanged(
    () =>
      moveItems(
        server,
        editor.token,
        { workbenchIds: [workbench.id], folderIds: [folder.id] },
        folder.id,
      ),
    { code: "BAD_USER_INPUT", message: MESSAGES.folderIntoItself },
  );
});
