import { randomUUID } from "node:crypto";
import { MESSAGES } from "@contour/core";
import { sql } from "kysely";
import { beforeAll, describe, expect, test, vi } from "vitest";
import type { FolderRow } from "../../db/types.js";
import { deleteItems } from "../../test/dashboard-operations.js";
import { buildFolder, buildTeam, buildWorkbench, draftsRoot } from "../../test/file-factories.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";
import {
  deleteTrashItemsForever,
  emptyTrash,
  queryDraftsTrash,
  queryTeamTrash,
} from "../../test/trash-operations.js";
import { buildWorld, type World } from "../../test/workspace-world.js";
import { imageKey } from "../workbench-images/image-key.js";
import { thumbnailKey } from "../workbenches/thumbnail-url.js";
import {
  PURGE_LOCK_CLASS,
  purgeAllExpiredTrash,
  purgeExpiredTrash,
  startTrashPurge,
} from "./trash-purge.js";

const server = useTestServer();
let world: World;

beforeAll(async () => {
  world = await buildWorld(server.db);
});

const DAY = 24 * 60 * 60 * 1000;
const FORBIDDEN = { code: "FORBIDDEN", message: MESSAGES.noPermission };

/** A file with everything a purge must take: a thumbnail, a document, and two images. */
async function fileWithBlobs(folder: FolderRow, sharedImage: string) {
  const { blobs } = server.services;
  const workbench = await buildWorkbench(server.db, folder, { name: "With blobs" });
  const thumbnail = thumbnailKey(workbench.id, "v1", "png");
  await blobs.put(thumbnail, new Uint8Array([1]));
  await server.db
    .updateTable("workbenches")
    .set({ thumbnail_path: thumbnail })
    .where("id", "=", workbench.id)
    .execute();
  await server.db
    .insertInto("workbench_documents")
    .values({ workbench_id: workbench.id, state: new Uint8Array([0, 0]) })
    .execute();
  await server.db
    .insertInto("workbench_document_updates")
    .values({ workbench_id: workbench.id, update: new Uint8Array([0]) })
    .execute();
  const own = `${randomUUID()}.png`;
  for (const blobId of [own, sharedImage]) {
    await server.db
      .insertInto("image_uploads")
      .values({ blob_id: blobId, organization_id: folder.organization_id })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    await server.db
      .insertInto("workbench_images")
      .values({ workbench_id: workbench.id, blob_id: blobId })
      .execute();
    await blobs.put(imageKey(folder.organization_id, blobId), new Uint8Array([2]));
  }
  return {
    workbench,
    keys: { thumbnail, own: imageKey(folder.organization_id, own) },
    shared: imageKey(folder.organization_id, sharedImage),
  };
}

async function rowsOf(workbenchId: string) {
  const count = async (
    table: "workbenches" | "workbench_documents" | "workbench_document_updates",
  ) =>
    (
      await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where(table === "workbenches" ? "id" : "workbench_id", "=", workbenchId)
        .executeTakeFirstOrThrow()
    ).n;
  return (
    Number(await count("workbenches")) +
    Number(await count("workbench_documents")) +
    Number(await count("workbench_document_updates"))
  );
}

async function trashedAgo(table: "folders" | "workbenches", id: string, days: number) {
  await server.db
    .updateTable(table)
    .set({ trashed_at: new Date(Date.now() - days * DAY) })
    .where("id", "=", id)
    .execute();
}

describe("delete forever", () => {
  test("removes the file with its document, thumbnail and the images no other file has", async () => {
    const { admin, editor } = world.users;
    const sharedImage = `${randomUUID()}.png`;
    const doomed = await fileWithBlobs(world.roots.cars, sharedImage);
    const keeper = await buildWorkbench(server.db, world.roots.cars, { name: "Keeps the image" });
    await server.db
      .insertInto("workbench_images")
      .values({ workbench_id: keeper.id, blob_id: sharedImage })
      .execute();
    const folder = await buildFolder(server.db, world.roots.cars, { name: "Folder forever" });
    const inFolder = await fileWithBlobs(folder, sharedImage);
    dataOf(
      await deleteItems(server, editor.token, {
        workbenchIds: [doomed.workbench.id],
        folderIds: [folder.id],
      }),
    );
    const request = { workbenchIds: [doomed.workbench.id], folderIds: [folder.id] };
    expect(errorOf(await deleteTrashItemsForever(server, editor.token, request))).toEqual(
      FORBIDDEN,
    );
    expect(dataOf(await deleteTrashItemsForever(server, admin.token, request))).toEqual({
      deleteTrashItemsForever: { deletedIds: [doomed.workbench.id, folder.id] },
    });
    const { blobs } = server.services;
    for (const gone of [doomed, inFolder]) {
      expect(await rowsOf(gone.workbench.id)).toBe(0);
      expect(await blobs.get(gone.keys.thumbnail)).toBeNull();
      expect(await blobs.get(gone.keys.own)).toBeNull();
    }
    expect(await blobs.get(doomed.shared)).not.toBeNull();
    const uploads = await server.db
      .selectFrom("image_uploads")
      .select("blob_id")
      .where("blob_id", "=", sharedImage)
      .execute();
    expect(uploads).toHaveLength(1);
  });

  test("refuses items not in the Trash and ids of another workspace", async () => {
    const { admin, stranger } = world.users;
    const alive = await buildWorkbench(server.db, world.roots.cars);
    const trashed = await buildWorkbench(server.db, world.roots.cars);
    dataOf(await deleteItems(server, admin.token, { workbenchIds: [trashed.id] }));
    for (const [token, id] of [
      [admin.token, alive.id],
      [stranger.token, trashed.id],
    ] as const) {
      expect(
        errorOf(await deleteTrashItemsForever(server, token, { workbenchIds: [id] })).code,
      ).toBe("NOT_FOUND");
    }
    expect(await rowsOf(alive.id)).toBe(1);
  });
});

describe("empty trash", () => {
  test("Admins empty a team's Trash; Editors and other workspaces may not", async () => {
    const { admin, editor, stranger } = world.users;
    const { team, root } = await buildTeam(server.db, world.organization.id, {
      name: "To empty",
      memberIds: [admin.user.id, editor.user.id],
    });
    const files = [await buildWorkbench(server.db, root), await buildWorkbench(server.db, root)];
    dataOf(await deleteItems(server, editor.token, { workbenchIds: files.map((file) => file.id) }));
    expect(errorOf(await emptyTrash(server, editor.token, { teamId: team.id }))).toEqual(FORBIDDEN);
    expect(errorOf(await emptyTrash(server, stranger.token, { teamId: team.id })).code).toBe(
      "NOT_FOUND",
    );
    expect(
      errorOf(
        await emptyTrash(server, admin.token, {
          teamId: team.id,
          organizationId: world.organization.id,
        }),
      ).code,
    ).toBe("BAD_USER_INPUT");
    const emptied = dataOf(await emptyTrash(server, admin.token, { teamId: team.id })).emptyTrash;
    expect(emptied.remaining).toBe(0);
    expect(emptied.deletedIds.sort()).toEqual(files.map((file) => file.id).sort());
    expect(dataOf(await queryTeamTrash(server, admin.token, team.id)).teamTrash.totalCount).toBe(0);
  });

  test("the owner empties their drafts' Trash", async () => {
    const { viewer } = world.users;
    const drafts = await draftsRoot(server.db, world.organization.id, viewer.user.id);
    const file = await buildWorkbench(server.db, drafts);
    await server.db
      .updateTable("workbenches")
      .set({ trashed_at: new Date(), trashed_by: viewer.user.id })
      .where("id", "=", file.id)
      .execute();
    const input = { organizationId: world.organization.id };
    expect(dataOf(await emptyTrash(server, viewer.token, input)).emptyTrash.deletedIds).toEqual([
      file.id,
    ]);
    expect(
      dataOf(await queryDraftsTrash(server, viewer.token, world.organization.id)).draftsTrash.nodes,
    ).toEqual([]);
  });
});

describe("the purge", () => {
  test("a pass deletes expired entries only, oldest first, at most its batch", async () => {
    const { admin } = world.users;
    const { root } = await buildTeam(server.db, world.organization.id, { name: "Purged" });
    const sharedImage = `${randomUUID()}.png`;
    const old = await fileWithBlobs(root, sharedImage);
    const folder = await buildFolder(server.db, root, { name: "Old folder" });
    const below = await buildWorkbench(server.db, folder, { name: "Below" });
    const recent = await buildWorkbench(server.db, root, { name: "Recent" });
    const older = await buildWorkbench(server.db, root, { name: "Older" });
    dataOf(
      await deleteItems(server, admin.token, {
        workbenchIds: [old.workbench.id, recent.id, older.id],
        folderIds: [folder.id],
      }),
    );
    await trashedAgo("workbenches", older.id, 40);
    await trashedAgo("workbenches", old.workbench.id, 31);
    await trashedAgo("folders", folder.id, 30.5);
    await trashedAgo("workbenches", recent.id, 29);

    const now = new Date();
    const organizationId = world.organization.id;
    const first = await purgeExpiredTrash(server.db, server.services.blobs, organizationId, {
      now,
      batch: 2,
    });
    expect(first).toEqual({ purged: 2, more: true });
    expect(await rowsOf(older.id)).toBe(0);
    expect(await rowsOf(old.workbench.id)).toBe(0);
    expect(await server.services.blobs.get(old.keys.thumbnail)).toBeNull();
    expect(await server.services.blobs.get(old.keys.own)).toBeNull();
    expect(await server.services.blobs.get(old.shared)).toBeNull();
    const second = await purgeExpiredTrash(server.db, server.services.blobs, organizationId, {
      now,
      batch: 2,
    });
    expect(second.purged).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(below.id)).toBe(0);
    expect(await rowsOf(recent.id)).toBe(1);
  });

  test("a turn purges every expired entry, pass after pass; the process runs one at start", async () => {
    const { admin } = world.users;
    const { root } = await buildTeam(server.db, world.organization.id, { name: "Turns" });
    const files = await Promise.all(
      ["One", "Two", "Three"].map((name) => buildWorkbench(server.db, root, { name })),
    );
    dataOf(await deleteItems(server, admin.token, { workbenchIds: files.map((file) => file.id) }));
    for (const file of files) await trashedAgo("workbenches", file.id, 31);
    const { blobs } = server.services;
    expect(await purgeAllExpiredTrash(server.db, blobs, { now: new Date(), batch: 1 })).toBe(3);
    for (const file of files) expect(await rowsOf(file.id)).toBe(0);

    const later = await buildWorkbench(server.db, root, { name: "Later" });
    dataOf(await deleteItems(server, admin.token, { workbenchIds: [later.id] }));
    await trashedAgo("workbenches", later.id, 31);
    const errors: unknown[] = [];
    const purged: number[] = [];
    const purge = startTrashPurge(
      {
        db: server.db,
        blobs,
        config: { runPurge: true, purgeIntervalMs: 3_600_000, purgeBatch: 100 },
      },
      { info: (count) => purged.push(count), error: (error) => errors.push(error) },
    );
    try {
      await vi.waitFor(() => expect(purged).toEqual([1]), { timeout: 30_000, interval: 50 });
    } finally {
      await purge.stop();
    }
    expect(errors).toEqual([]);
    expect(await rowsOf(later.id)).toBe(0);
  });

  // PGlite has one connection: two processes, and so the lock, exist on a Postgres server only.
  test.skipIf(!process.env.DATABASE_URL)(
    "a workspace another process is purging is left to it",
    async () => {
      const { admin } = world.users;
      const { root } = await buildTeam(server.db, world.organization.id, { name: "Locked" });
      const file = await buildWorkbench(server.db, root, { name: "Held" });
      dataOf(await deleteItems(server, admin.token, { workbenchIds: [file.id] }));
      await trashedAgo("workbenches", file.id, 31);
      const organizationId = world.organization.id;
      const pass = () =>
        purgeExpiredTrash(server.db, server.services.blobs, organizationId, {
          now: new Date(),
          batch: 100,
        });
      await server.db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(${PURGE_LOCK_CLASS}, hashtext(${organizationId}))`.execute(
          trx,
        );
        expect(await pass()).toEqual({ purged: 0, more: false });
      });
      expect(await rowsOf(file.id)).toBe(1);
      expect((await pass()).purged).toBeGreaterThanOrEqual(1);
      expect(await rowsOf(file.id)).toBe(0);
    },
  );
});
