import { MESSAGES } from "@contour/core";
import { beforeAll, describe, expect, test } from "vitest";
import {
  createFolder,
  createWorkbench,
  deleteItems,
  duplicateWorkbench,
  moveItems,
  queryFolder,
  queryWorkbench,
  recordView,
  renameFolder,
  renameWorkbench,
} from "../../test/dashboard-operations.js";
import {
  buildFolder,
  buildWorkbench,
  globalRootFolder,
  snapshotFiles,
} from "../../test/file-factories.js";
import { dataOf, errorOf, type GraphQLResponse, useTestServer } from "../../test/server.js";
import {
  ACTORS,
  type Access,
  type Actor,
  buildWorld,
  EXPECTED_ACCESS,
  PLACES,
  type Place,
  type World,
} from "../../test/workspace-world.js";

/*
 * The permission matrix of issue 3: every operation on a folder and a file, by each actor, in
 * each place. Refused calls change nothing in the database.
 */

const server = useTestServer();
let world: World;

beforeAll(async () => {
  world = await buildWorld(server.db);
});

/** A folder with a file in it, and a sibling folder to move into, all new for the one case. */
async function freshItems(place: Place) {
  const root = world.roots[place];
  const folder = await buildFolder(server.db, root, { name: "Concepts" });
  const target = await buildFolder(server.db, root, { name: "Finals" });
  const workbench = await buildWorkbench(server.db, folder, { name: "Coupe" });
  return { root, folder, target, workbench };
}

const REFUSALS = {
  hidden: "NOT_FOUND",
  view: "FORBIDDEN",
} as const;

function expectRefused(response: GraphQLResponse<unknown>, access: Exclude<Access, "edit">) {
  const error = errorOf(response);
  expect(error.code).toBe(REFUSALS[access]);
  if (access === "view") expect(error.message).toBe(MESSAGES.noPermission);
  else expect(error.message).toMatch(/does not exist or you cannot see it\.$/);
}

/** Runs a write that the access says must be refused, and checks that nothing changed. */
async function expectRefusedUnchanged(
  access: Exclude<Access, "edit">,
  call: () => Promise<GraphQLResponse<unknown>>,
) {
  const before = await snapshotFiles(server.db);
  expectRefused(await call(), access);
  expect(await snapshotFiles(server.db)).toEqual(before);
}

const CASES = PLACES.flatMap((place) =>
  ACTORS.map((actor) => [place, actor, EXPECTED_ACCESS[place][actor]] as const),
);

describe.each(CASES)("in %s, the %s (%s)", (place, actor, access) => {
  const token = () => world.users[actor].token;

  test("sees the folder and the file as the rules say, with isEditable", async () => {
    const { folder, workbench } = await freshItems(place);
    const folderResponse = await queryFolder(server, token(), folder.id);
    const workbenchResponse = await queryWorkbench(server, token(), workbench.id);
    if (access === "hidden") {
      expect(errorOf(folderResponse).code).toBe("NOT_FOUND");
      expect(errorOf(workbenchResponse).code).toBe("NOT_FOUND");
      return;
    }
    expect(dataOf(folderResponse).folder.isEditable).toBe(access === "edit");
    expect(dataOf(workbenchResponse).workbench.isEditable).toBe(access === "edit");
  });

  test("creates a folder and a file only with edit rights", async () => {
    const { folder } = await freshItems(place);
    if (access !== "edit") {
      await expectRefusedUnchanged(access, () => createFolder(server, token(), folder.id, "New"));
      await expectRefusedUnchanged(access, () => createWorkbench(server, token(), folder.id));
      return;
    }
    const created = dataOf(await createFolder(server, token(), folder.id, "New")).createFolder;
    expect(created).toMatchObject({ name: "New", parentId: folder.id, isEditable: true });
    const file = dataOf(await createWorkbench(server, token(), folder.id)).createWorkbench;
    expect(file).toMatchObject({ name: "Untitled", folderId: folder.id, isEditable: true });
  });

  test("renames only with edit rights", async () => {
    const { folder, workbench } = await freshItems(place);
    if (access !== "edit") {
      await expectRefusedUnchanged(access, () => renameFolder(server, token(), folder.id, "X"));
      await expectRefusedUnchanged(access, () =>
        renameWorkbench(server, token(), workbench.id, "X"),
      );
      return;
    }
    expect(dataOf(await renameFolder(server, token(), folder.id, "X")).updateFolder.name).toBe("X");
    const renamed = dataOf(await renameWorkbench(server, token(), workbench.id, "Y"));
    expect(renamed.updateWorkbench.name).toBe("Y");
  });

  test("deletes only with edit rights", async () => {
    const { folder, target, workbench } = await freshItems(place);
    const items = { workbenchIds: [workbench.id], folderIds: [target.id] };
    if (access !== "edit") {
      await expectRefusedUnchanged(access, () => deleteItems(server, token(), items));
      return;
    }
    const deleted = dataOf(await deleteItems(server, token(), items));
    expect(deleted.deleteWorkbenches.deletedIds).toEqual([workbench.id]);
    expect(deleted.deleteFolders.deletedIds).toEqual([target.id]);
    const left = await server.db
      .selectFrom("folders")
      .select("id")
      .where("id", "in", [folder.id, target.id])
      .where("trashed_at", "is", null)
      .execute();
    expect(left).toEqual([{ id: folder.id }]);
  });

  test("moves within the place only with edit rights", async () => {
    const { folder, target, workbench } = await freshItems(place);
    const items = { workbenchIds: [workbench.id], folderIds: [folder.id] };
    if (access !== "edit") {
      await expectRefusedUnchanged(access, () => moveItems(server, token(), items, target.id));
      return;
    }
    const moved = dataOf(await moveItems(server, token(), items, target.id));
    expect(moved.updateWorkbenches.workbenches).toEqual([
      { id: workbench.id, folderId: target.id },
    ]);
    expect(moved.updateFolders.folders).toMatchObject([{ id: folder.id, parentId: target.id }]);
  });

  test("duplicates a file they see into a folder they may edit", async () => {
    const { workbench } = await freshItems(place);
    const targetOrganization =
      actor === "stranger" ? world.otherOrganization.id : world.organization.id;
    const target = await globalRootFolder(server.db, targetOrganization);
    const call = () => duplicateWorkbench(server, token(), workbench.id, target.id);
    if (access === "hidden") return expectRefusedUnchanged("hidden", call);
    // Viewers edit nothing, so they have no folder to duplicate into.
    if (actor === "viewer") return expectRefusedUnchanged("view", call);
    const copy = dataOf(await call()).duplicateWorkbench;
    expect(copy).toMatchObject({ name: "Coupe (copy)", folderId: target.id, isEditable: true });
  });

  test("records a view of any file they see", async () => {
    const { workbench } = await freshItems(place);
    const call = () => recordView(server, token(), workbench.id);
    if (access === "hidden") return expectRefusedUnchanged("hidden", call);
    expect(dataOf(await call()).recordWorkbenchView.id).toBe(workbench.id);
  });
});

describe("moving needs edit rights on the items and on the target", () => {
  const cases: [Place, Place, Actor, "ok" | "FORBIDDEN" | "NOT_FOUND"][] = [
    ["cars", "everyone", "editor", "ok"],
    ["cars", "editorDrafts", "editor", "ok"],
    ["cars", "archive", "editor", "FORBIDDEN"],
    ["archive", "cars", "editor", "FORBIDDEN"],
    ["cars", "secret", "editor", "NOT_FOUND"],
    ["everyone", "cars", "outsider", "FORBIDDEN"],
    ["secret", "cars", "admin", "ok"],
    ["cars", "editorDrafts", "admin", "NOT_FOUND"],
  ];

  test.each(cases)("from %s to %s, the %s: %s", async (from, to, actor, outcome) => {
    const source = await buildFolder(server.db, world.roots[from], { name: "Moving" });
    const inside = await buildFolder(server.db, source, { name: "Inside" });
    const workbench = await buildWorkbench(server.db, source);
    const target = await buildFolder(server.db, world.roots[to], { name: "Target" });
    const items = { workbenchIds: [workbench.id], folderIds: [source.id] };
    const call = () => moveItems(server, world.users[actor].token, items, target.id);
    if (outcome !== "ok") {
      const before = await snapshotFiles(server.db);
      expect(errorOf(await call()).code).toBe(outcome);
      expect(await snapshotFiles(server.db)).toEqual(before);
      return;
    }
    dataOf(await call());
    // The whole subtree now belongs where it went: team or drafts.
    const moved = await server.db
      .selectFrom("folders")
      .select(["id", "parent_id", "team_id", "owner_id", "previous_parent_id"])
      .where("id", "in", [source.id, inside.id])
      .orderBy("name", "desc")
      .execute();
    const { team_id, owner_id } = world.roots[to];
    expect(moved).toEqual([
      {
        id: source.id,
        parent_id: target.id,
        team_id,
        owner_id,
        previous_parent_id: world.roots[from].id,
      },
      { id: inside.id, parent_id: source.id, team_id, owner_id, previous_parent_id: null },
    ]);
  });
});
