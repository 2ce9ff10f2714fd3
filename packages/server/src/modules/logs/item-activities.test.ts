import { beforeAll, describe, expect, test } from "vitest";
import {
  createFolder,
  createWorkbench,
  deleteItems,
  duplicateWorkbench,
  moveItems,
  renameFolder,
  renameWorkbench,
} from "../../test/dashboard-operations.js";
import { buildFolder, buildTeam, buildWorkbench } from "../../test/file-factories.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";
import {
  deleteTrashItemsForever,
  emptyTrash,
  restoreTrashItems,
} from "../../test/trash-operations.js";
import { buildWorld, type World } from "../../test/workspace-world.js";

const server = useTestServer();
let world: World;

beforeAll(async () => {
  world = await buildWorld(server.db);
});

/** The workspace's activity rows about these targets, oldest first. */
async function activityOf(targetIds: readonly string[]) {
  const rows = await server.db
    .selectFrom("activity_logs")
    .select([
      "organization_id",
      "user_email",
      "action_type",
      "target_table",
      "target_id",
      "metadata",
    ])
    .where("target_id", "in", targetIds)
    .orderBy("event_date")
    .orderBy("action_type")
    .execute();
  return rows;
}

describe("folder and file changes write activity rows", () => {
  test("create and rename of a folder and a file, and a duplicate, each write their row", async () => {
    const { admin } = world.users;
    const folderId = dataOf(await createFolder(server, admin.token, world.roots.cars.id, "Briefs"))
      .createFolder.id;
    dataOf(await renameFolder(server, admin.token, folderId, "Briefs 2027"));
    const fileId = dataOf(await createWorkbench(server, admin.token, folderId, "Coupé"))
      .createWorkbench.id;
    dataOf(await renameWorkbench(server, admin.token, fileId, "Coupé GT"));
    const copyId = dataOf(await duplicateWorkbench(server, admin.token, fileId, folderId))
      .duplicateWorkbench.id;

    const row = (action: string, table: string, id: string, name: string) => ({
      organization_id: world.organization.id,
      user_email: admin.user.email,
      action_type: action,
      target_table: table,
      target_id: id,
      metadata: { new_name: name },
    });
    expect(await activityOf([folderId])).toEqual([
      row("CREATE", "folder", folderId, "Briefs"),
      row("RENAME", "folder", folderId, "Briefs 2027"),
    ]);
    expect(await activityOf([fileId, copyId])).toEqual([
      row("CREATE", "workbench", fileId, "Coupé"),
      row("RENAME", "workbench", fileId, "Coupé GT"),
      row("DUPLICATE", "workbench", copyId, "Coupé GT (copy)"),
    ]);
  });

  test("a bulk move writes one row per moved item, none for what is already there", async () => {
    const { editor } = world.users;
    const from = await buildFolder(server.db, world.roots.cars, { name: "From" });
    const to = await buildFolder(server.db, world.roots.cars, { name: "To" });
    const folders = [
      await buildFolder(server.db, from, { name: "Wheels" }),
      await buildFolder(server.db, from, { name: "Seats" }),
    ];
    const file = await buildWorkbench(server.db, from, { name: "Dashboard" });
    const already = await buildWorkbench(server.db, to, { name: "Already there" });

    dataOf(
      await moveItems(
        server,
        editor.token,
        {
          folderIds: folders.map((folder) => folder.id),
          workbenchIds: [file.id, already.id],
        },
        to.id,
      ),
    );

    const rows = await activityOf([...folders.map((folder) => folder.id), file.id, already.id]);
    expect(rows).toHaveLength(3);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action_type: "MOVE",
          target_table: "folder",
          target_id: folders[0]?.id,
          user_email: editor.user.email,
          metadata: { new_name: "Wheels" },
        }),
        expect.objectContaining({ action_type: "MOVE", target_id: folders[1]?.id }),
        expect.objectContaining({
          action_type: "MOVE",
          target_table: "workbench",
          target_id: file.id,
          metadata: { new_name: "Dashboard" },
        }),
      ]),
    );
  });

  test("a bulk delete writes one row per named item, with its last name", async () => {
    const { admin } = world.users;
    const folder = await buildFolder(server.db, world.roots.cars, { name: "Old work" });
    const inside = await buildWorkbench(server.db, folder, { name: "Inside" });
    const file = await buildWorkbench(server.db, world.roots.cars, { name: "Draft 3" });

    dataOf(
      await deleteItems(server, admin.token, { folderIds: [folder.id], workbenchIds: [file.id] }),
    );

    expect(await activityOf([folder.id, file.id, inside.id])).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action_type: "DELETE",
          target_table: "folder",
          target_id: folder.id,
          metadata: { new_name: "Old work" },
        }),
        expect.objectContaining({
          action_type: "DELETE",
          target_table: "workbench",
          target_id: file.id,
          metadata: { new_name: "Draft 3" },
        }),
      ]),
    );
    expect(await activityOf([inside.id])).toEqual([]);
    expect(await activityOf([folder.id, file.id])).toHaveLength(2);
  });

  test("a refused change writes no row", async () => {
    const { viewer, admin } = world.users;
    const folder = await buildFolder(server.db, world.roots.cars, { name: "Locked" });
    expect(errorOf(await renameFolder(server, viewer.token, folder.id, "Mine")).code).toBe(
      "FORBIDDEN",
    );
    // Nor does a move the server refuses (a folder into itself).
    expect(
      errorOf(await moveItems(server, admin.token, { folderIds: [folder.id] }, folder.id)).code,
    ).toBe("BAD_USER_INPUT");
    expect(await activityOf([folder.id])).toEqual([]);
  });
});

describe("Trash actions write activity rows", () => {
  test("a restore writes RESTORE for each entry named, not for what came back with a folder", async () => {
    const { editor } = world.users;
    const folder = await buildFolder(server.db, world.roots.cars, { name: "Wheels" });
    const inside = await buildWorkbench(server.db, folder, { name: "Rim" });
    const file = await buildWorkbench(server.db, world.roots.cars, { name: "Spoiler" });
    const named = { folderIds: [folder.id], workbenchIds: [file.id] };
    dataOf(await deleteItems(server, editor.token, named));
    dataOf(await restoreTrashItems(server, editor.token, named));

    const rows = await activityOf([folder.id, file.id, inside.id]);
    expect(rows.filter((row) => row.action_type === "RESTORE")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          user_email: editor.user.email,
          target_table: "folder",
          target_id: folder.id,
          metadata: { new_name: "Wheels" },
        }),
        expect.objectContaining({
          user_email: editor.user.email,
          target_table: "workbench",
          target_id: file.id,
          metadata: { new_name: "Spoiler" },
        }),
      ]),
    );
    expect(rows.map((row) => row.action_type).sort()).toEqual([
      "DELETE",
      "DELETE",
      "RESTORE",
      "RESTORE",
    ]);
  });

  test("delete forever and emptying write PURGE for each entry, with its last name", async () => {
    const { admin } = world.users;
    const { team, root } = await buildTeam(server.db, world.organization.id, {
      name: "Purged",
      memberIds: [admin.user.id],
    });
    const doomed = await buildWorkbench(server.db, root, { name: "Doomed" });
    const folder = await buildFolder(server.db, root, { name: "Old" });
    const file = await buildWorkbench(server.db, root, { name: "Older" });
    dataOf(
      await deleteItems(server, admin.token, {
        workbenchIds: [doomed.id, file.id],
        folderIds: [folder.id],
      }),
    );
    dataOf(await deleteTrashItemsForever(server, admin.token, { workbenchIds: [doomed.id] }));
    expect(await activityOf([doomed.id])).toEqual([
      expect.objectContaining({ action_type: "DELETE", target_id: doomed.id }),
      expect.objectContaining({
        action_type: "PURGE",
        user_email: admin.user.email,
        target_table: "workbench",
        target_id: doomed.id,
        metadata: { new_name: "Doomed" },
      }),
    ]);

    dataOf(await emptyTrash(server, admin.token, { teamId: team.id }));
    const purged = (await activityOf([folder.id, file.id])).filter(
      (row) => row.action_type === "PURGE",
    );
    expect(purged).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ target_table: "folder", metadata: { new_name: "Old" } }),
        expect.objectContaining({ target_table: "workbench", metadata: { new_name: "Older" } }),
      ]),
    );
    expect(purged).toHaveLength(2);
  });

  test("a refused delete forever writes no row", async () => {
    const { editor } = world.users;
    const file = await buildWorkbench(server.db, world.roots.cars, { name: "Kept" });
    dataOf(await deleteItems(server, editor.token, { workbenchIds: [file.id] }));
    expect(
      errorOf(await deleteTrashItemsForever(server, editor.token, { workbenchIds: [file.id] }))
        .code,
    ).toBe("FORBIDDEN");
    expect((await activityOf([file.id])).map((row) => row.action_type)).toEqual(["DELETE"]);
  });
});
