import { ARTBOARD_SIZE_INVALID, addLayer, readArtboards } from "@contour/canvas";
import { MESSAGES } from "@contour/core";
import { beforeAll, describe, expect, test } from "vitest";
import * as Y from "yjs";
import { layerNames } from "../../test/collab-client.js";
import {
  createWorkbench,
  duplicateWorkbench,
  queryWorkbench,
  recordView,
  renameWorkbench,
  WORKBENCH_FIELDS,
  type WorkbenchResult,
} from "../../test/dashboard-operations.js";
import { addMember } from "../../test/factories.js";
import {
  buildFolder,
  buildWorkbench,
  globalRootFolder,
  joinTeam,
  snapshotFiles,
} from "../../test/file-factories.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";
import { buildWorld, type World } from "../../test/workspace-world.js";
import { loadWorkbenchDocument, readStoredDocument } from "../collab/document-store.js";
import { storeWorkbenchUpdate } from "../collab/store-document.js";

const server = useTestServer();
let world: World;

beforeAll(async () => {
  world = await buildWorld(server.db);
});

const PLACEHOLDER_URL = /^\/api\/v1\/thumbnails\/[0-9a-f-]{36}\?v=none&sig=[\w-]{22}$/;

describe("createWorkbench", () => {
  test('makes an "Untitled" file by default, made and last changed by the caller', async () => {
    const { editor } = world.users;
    const created = dataOf(await createWorkbench(server, editor.token, world.roots.cars.id));
    const person = { id: editor.user.id, name: "The editor", email: editor.user.email };
    expect(created.createWorkbench).toMatchObject({
      name: "Untitled",
      folderId: world.roots.cars.id,
      isEditable: true,
      location: "Cars",
      team: { id: world.teamIds.cars, name: "Cars" },
      creator: person,
      lastUpdatedBy: person,
    });
    expect(created.createWorkbench.thumbnailUrl).toMatch(PLACEHOLDER_URL);
  });

  test("takes a given name, trimmed, and refuses an empty one", async () => {
    const { editor } = world.users;
    const named = dataOf(
      await createWorkbench(server, editor.token, world.roots.cars.id, " Coupe "),
    );
    expect(named.createWorkbench.name).toBe("Coupe");
    const before = await snapshotFiles(server.db);
    expect(errorOf(await createWorkbench(server, editor.token, world.roots.cars.id, " "))).toEqual({
      code: "BAD_USER_INPUT",
      message: MESSAGES.nameRequired,
    });
    expect(await snapshotFiles(server.db)).toEqual(before);
  });

  test("makes the artboard of the size chosen, and refuses one no artboard can have", async () => {
    const { editor } = world.users;
    const a4 = { width: 2480, height: 3508 };
    const created = dataOf(
      await createWorkbench(server, editor.token, world.roots.cars.id, "Sheet", a4),
    );
    const doc = await readStoredDocument(server.db, created.createWorkbench.id);
    expect(doc && readArtboards(doc)[0]).toMatchObject({ ...a4, background: "#ffffff" });

    const before = await snapshotFiles(server.db);
    for (const artboard of [
      { width: 0, height: 100 },
      { width: 9000, height: 100 },
    ]) {
      const refused = await createWorkbench(
        server,
        editor.token,
        world.roots.cars.id,
        "X",
        artboard,
      );
      expect(errorOf(refused)).toEqual({ code: "BAD_USER_INPUT", message: ARTBOARD_SIZE_INVALID });
    }
    expect(await snapshotFiles(server.db)).toEqual(before);
  });

  test('a file in drafts is located in "My files", with no team', async () => {
    const { editor } = world.users;
    const created = dataOf(
      await createWorkbench(server, editor.token, world.roots.editorDrafts.id),
    );
    expect(created.createWorkbench).toMatchObject({ location: "My files", team: null });
  });
});

describe("updateWorkbench", () => {
  test("renames a file; a rename is an edit, so the date and last editor move", async () => {
    const { editor, admin } = world.users;
    const old = new Date("2026-01-02T03:04:05.678Z");
    const workbench = await buildWorkbench(server.db, world.roots.cars, {
      createdAt: old,
      createdBy: admin.user.id,
    });
    const renamed = dataOf(await renameWorkbench(server, editor.token, workbench.id, " Wagon "));
    expect(renamed.updateWorkbench).toMatchObject({
      name: "Wagon",
      createdAt: old.toISOString(),
      creator: { id: admin.user.id },
      lastUpdatedBy: { id: editor.user.id },
    });
    expect(Date.parse(renamed.updateWorkbench.updatedAt)).toBeGreaterThan(old.getTime());
  });

  test("refuses an empty name and changes nothing", async () => {
    const workbench = await buildWorkbench(server.db, world.roots.cars);
    const before = await snapshotFiles(server.db);
    const response = await renameWorkbench(server, world.users.editor.token, workbench.id, "");
    expect(errorOf(response)).toEqual({ code: "BAD_USER_INPUT", message: MESSAGES.nameRequired });
    expect(await snapshotFiles(server.db)).toEqual(before);
  });
});

describe("duplicateWorkbench", () => {
  test('copies a file as "{name} (copy)" into the target, as the caller\'s own', async () => {
    const { editor, admin } = world.users;
    const source = await buildWorkbench(server.db, world.roots.archive, {
      name: "Concept",
      createdBy: admin.user.id,
      createdAt: new Date("2026-02-01T00:00:00Z"),
    });
    const target = await buildFolder(server.db, world.roots.cars, { name: "Copies" });
    const copy = dataOf(await duplicateWorkbench(server, editor.token, source.id, target.id));
    expect(copy.duplicateWorkbench).toMatchObject({
      name: "Concept (copy)",
      folderId: target.id,
      creator: { id: editor.user.id },
      lastUpdatedBy: { id: editor.user.id },
      location: "Cars",
    });
    expect(copy.duplicateWorkbench.id).not.toBe(source.id);
    expect(Date.parse(copy.duplicateWorkbench.createdAt)).toBeGreaterThan(
      source.created_at.getTime(),
    );
  });

  test("the copy opens with the source's drawing", async () => {
    const source = await buildWorkbench(server.db, world.roots.cars, { name: "Drawn" });
    const doc = new Y.Doc();
    await loadWorkbenchDocument(server.db, source.id, doc);
    const before = Y.encodeStateVector(doc);
    addLayer(doc, "test", readArtboards(doc)[0]?.id ?? "", "Wheels");
    await storeWorkbenchUpdate(server.db, {
      workbenchId: source.id,
      update: Y.encodeStateAsUpdate(doc, before),
      editorId: null,
    });
    const target = await buildFolder(server.db, world.roots.cars, { name: "Drawn copies" });
    const copy = dataOf(
      await duplicateWorkbench(server, world.users.editor.token, source.id, target.id),
    );
    const copied = await readStoredDocument(server.db, copy.duplicateWorkbench.id);
    expect(copied && layerNames(copied)).toEqual(["Layer 1", "Wheels"]);
  });

  test("refuses a target in another workspace, even one the caller may edit", async () => {
    const { editor } = world.users;
    await addMember(server.db, world.otherOrganization.id, editor.user.id, "EDITOR");
    const elsewhere = await globalRootFolder(server.db, world.otherOrganization.id);
    await joinTeam(server.db, elsewhere.team_id ?? "", [editor.user.id]);
    const source = await buildWorkbench(server.db, world.roots.cars);
    const before = await snapshotFiles(server.db);
    expect(
      errorOf(await duplicateWorkbench(server, editor.token, source.id, elsewhere.id)),
    ).toEqual({
      code: "BAD_USER_INPUT",
      message: MESSAGES.duplicateAcrossWorkspaces,
    });
    expect(await snapshotFiles(server.db)).toEqual(before);
  });
});

describe("workbench", () => {
  test("is NOT_FOUND for an unknown or malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "x"]) {
      expect(errorOf(await queryWorkbench(server, world.users.admin.token, id))).toEqual({
        code: "NOT_FOUND",
        message: "This file does not exist or you cannot see it.",
      });
    }
  });
});

describe("recentWorkbenches", () => {
  const recent = (token: string, first?: number) =>
    server.gql<{ recentWorkbenches: WorkbenchResult[] }>(
      `query Recent($organizationId: ID!, $first: Int) {
        recentWorkbenches(organizationId: $organizationId, first: $first) { ${WORKBENCH_FIELDS} }
      }`,
      { organizationId: world.organization.id, first },
      { token },
    );

  test("lists what the caller opened, last opened first, while they can still see it", async () => {
    const { outsider, viewer } = world.users;
    const folder = await buildFolder(server.db, world.roots.cars, { name: "Seen" });
    const [a, b, c] = [
      await buildWorkbench(server.db, folder, { name: "A" }),
      await buildWorkbench(server.db, folder, { name: "B" }),
      await buildWorkbench(server.db, world.roots.everyone, { name: "C" }),
    ];
    if (!a || !b || !c) throw new Error("no files");
    for (const file of [a, b, c, a]) dataOf(await recordView(server, outsider.token, file.id));
    dataOf(await recordView(server, viewer.token, b.id));

    const names = (list: WorkbenchResult[]) => list.map((file) => file.name);
    expect(names(dataOf(await recent(outsider.token)).recentWorkbenches)).toEqual(["A", "C", "B"]);
    expect(names(dataOf(await recent(outsider.token, 2)).recentWorkbenches)).toEqual(["A", "C"]);
    expect(names(dataOf(await recent(viewer.token)).recentWorkbenches)).toEqual(["B"]);

    // Cars turns private: the outsider never joined it, so its files leave their Recent.
    await server.db
      .updateTable("teams")
      .set({ public_in_organization: false })
      .where("id", "=", world.teamIds.cars)
      .execute();
    expect(names(dataOf(await recent(outsider.token)).recentWorkbenches)).toEqual(["C"]);
    expect(names(dataOf(await recent(viewer.token)).recentWorkbenches)).toEqual(["B"]);
    await server.db
      .updateTable("teams")
      .set({ public_in_organization: true })
      .where("id", "=", world.teamIds.cars)
      .execute();
  });

  test("is NOT_FOUND outside the workspace", async () => {
    expect(errorOf(await recent(world.users.stranger.token)).code).toBe("NOT_FOUND");
  });
});
