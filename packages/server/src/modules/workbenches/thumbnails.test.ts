import { existsSync } from "node:fs";
import path from "node:path";
import { THUMBNAIL_MAX_BYTES } from "@contour/core";
import { beforeAll, describe, expect, test } from "vitest";
import {
  deleteItems,
  duplicateWorkbench,
  queryWorkbench,
} from "../../test/dashboard-operations.js";
import { buildWorkbench, snapshotFiles } from "../../test/file-factories.js";
import { decoded, solidImage } from "../../test/images.js";
import { dataOf, useTestServer } from "../../test/server.js";
import { deleteTrashItemsForever } from "../../test/trash-operations.js";
import { type Actor, buildWorld, type Place, type World } from "../../test/workspace-world.js";

const server = useTestServer();
let world: World;

beforeAll(async () => {
  world = await buildWorld(server.db);
  JPEG = await solidImage("jpeg");
  WEBP = await solidImage("webp");
});

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
let JPEG: Buffer;
let WEBP: Buffer;
const GIF = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");

function upload(
  workbenchId: string,
  bytes: Uint8Array,
  options: { token?: string; type?: string; field?: string } = {},
) {
  const form = new FormData();
  form.append(
    options.field ?? "file",
    new Blob([new Uint8Array(bytes)], { type: options.type ?? "image/png" }),
    "t",
  );
  return server.fetch(`/api/v1/workbenches/${workbenchId}/thumbnail`, {
    method: "POST",
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    body: form,
  });
}

async function thumbnailPath(id: string) {
  const row = await server.db
    .selectFrom("workbenches")
    .select("thumbnail_path")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return row.thumbnail_path;
}

const blobFile = (key: string) => path.join(server.config.blobDir, key);

describe("POST /api/v1/workbenches/:id/thumbnail", () => {
  test("stores an image for an editor and serves it at the signed URL it returns", async () => {
    const { editor } = world.users;
    const workbench = await buildWorkbench(server.db, world.roots.cars);
    const response = await upload(workbench.id, PNG, { token: editor.token });
    expect(response.status).toBe(200);
    const { thumbnailUrl } = (await response.json()) as { thumbnailUrl: string };
    expect(thumbnailUrl).toMatch(/^\/api\/v1\/thumbnails\/[\w-]+\?v=[0-9a-f]{16}&sig=[\w-]{22}$/);
    const fromApi = dataOf(await queryWorkbench(server, editor.token, workbench.id)).workbench;
    expect(fromApi.thumbnailUrl).toBe(thumbnailUrl);

    const image = await server.fetch(thumbnailUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("cache-control")).toContain("immutable");
    // Encoded again on upload (http/image-upload.ts): the same picture, not the same bytes.
    expect(await decoded(Buffer.from(await image.arrayBuffer()))).toEqual(await decoded(PNG));
  });

  test("a new upload replaces the image: the old URL shows the placeholder, the old blob goes", async () => {
    const { editor } = world.users;
    const workbench = await buildWorkbench(server.db, world.roots.cars);
    const first = (await (await upload(workbench.id, PNG, { token: editor.token })).json()) as {
      thumbnailUrl: string;
    };
    const firstKey = await thumbnailPath(workbench.id);
    const second = await upload(workbench.id, JPEG, { token: editor.token, type: "image/jpeg" });
    expect(second.status).toBe(200);
    const secondKey = await thumbnailPath(workbench.id);
    expect(secondKey).toMatch(/\.jpg$/);
    expect(existsSync(blobFile(firstKey ?? ""))).toBe(false);
    expect(existsSync(blobFile(secondKey ?? ""))).toBe(true);
    const stale = await server.fetch(first.thumbnailUrl);
    expect(stale.headers.get("content-type")).toBe("image/svg+xml");
  });

  test("takes WebP too, judged by its bytes", async () => {
    const workbench = await buildWorkbench(server.db, world.roots.cars);
    const response = await upload(workbench.id, WEBP, {
      token: world.users.editor.token,
      type: "image/webp",
    });
    expect(response.status).toBe(200);
    expect(await thumbnailPath(workbench.id)).toMatch(/\.webp$/);
  });

  test("takes an image of exactly 5 MB", async () => {
    const workbench = await buildWorkbench(server.db, world.roots.cars);
    const bytes = Buffer.concat([PNG, Buffer.alloc(THUMBNAIL_MAX_BYTES - PNG.length)]);
    const response = await upload(workbench.id, bytes, { token: world.users.editor.token });
    expect(response.status).toBe(200);
  });

  test.each([
    ["a GIF", GIF, "image/png", 415],
    ["PNG bytes declared as text", PNG, "text/plain", 415],
    ["more than 5 MB", Buffer.concat([PNG, Buffer.alloc(THUMBNAIL_MAX_BYTES)]), "image/png", 413],
  ])("refuses %s and changes nothing", async (_name, bytes, type, status) => {
    const workbench = await buildWorkbench(server.db, world.roots.cars);
    const before = await snapshotFiles(server.db);
    const response = await upload(workbench.id, bytes, { token: world.users.editor.token, type });
    expect(response.status).toBe(status);
    expect(await snapshotFiles(server.db)).toEqual(before);
  });

  test("wants the image in the field named file", async () => {
    const workbench = await buildWorkbench(server.db, world.roots.cars);
    const response = await upload(workbench.id, PNG, {
      token: world.users.editor.token,
      field: "image",
    });
    expect(response.status).toBe(400);
  });

  const refusals: [Actor | "visitor", Place, number][] = [
    ["visitor", "cars", 401],
    ["viewer", "cars", 403],
    ["outsider", "cars", 403],
    ["admin", "archive", 403],
    ["editor", "secret", 404],
    ["stranger", "cars", 404],
    ["admin", "editorDrafts", 404],
  ];
  test.each(refusals)("refuses the %s in %s with %i", async (actor, place, status) => {
    const workbench = await buildWorkbench(server.db, world.roots[place]);
    const token = actor === "visitor" ? undefined : world.users[actor].token;
    const before = await snapshotFiles(server.db);
    const response = await upload(workbench.id, PNG, { token });
    expect(response.status).toBe(status);
    expect(await snapshotFiles(server.db)).toEqual(before);
  });

  // Asked before the image is read: a GIF would get 415 if the server looked at it first.
  test.each([
    ["viewer", "cars", 403],
    ["stranger", "cars", 404],
  ] as const)(
    "refuses the %s in %s with %i before reading the image",
    async (actor, place, status) => {
      const workbench = await buildWorkbench(server.db, world.roots[place]);
      const response = await upload(workbench.id, GIF, { token: world.users[actor].token });
      expect(response.status).toBe(status);
    },
  );
});

describe("GET /api/v1/thumbnails/:id", () => {
  test("serves a neutral placeholder while a file has no thumbnail", async () => {
    const workbench = await buildWorkbench(server.db, world.roots.cars);
    const { thumbnailUrl } = dataOf(
      await queryWorkbench(server, world.users.viewer.token, workbench.id),
    ).workbench;
    const response = await server.fetch(thumbnailUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const svg = await response.text();
    expect(svg).toContain("<svg");
    expect(svg).not.toContain("<script");
  });

  test("refuses a URL whose signature does not match", async () => {
    const workbench = await buildWorkbench(server.db, world.roots.cars);
    const { thumbnailUrl } = dataOf(
      await queryWorkbench(server, world.users.viewer.token, workbench.id),
    ).workbench;
    const other = await buildWorkbench(server.db, world.roots.cars);
    for (const url of [
      thumbnailUrl.replace(/sig=.*/, "sig=AAAAAAAAAAAAAAAAAAAAAA"),
      thumbnailUrl.replace(workbench.id, other.id),
      thumbnailUrl.replace("v=none", "v=0123456789abcdef"),
      `/api/v1/thumbnails/${workbench.id}`,
    ]) {
      expect((await server.fetch(url)).status).toBe(404);
    }
  });
});

describe("thumbnails follow their files", () => {
  test("a duplicate gets a copy of the image, and deleting a file forever removes its blob", async () => {
    const { editor } = world.users;
    const source = await buildWorkbench(server.db, world.roots.cars);
    expect((await upload(source.id, PNG, { token: editor.token })).status).toBe(200);
    const copy = dataOf(
      await duplicateWorkbench(server, editor.token, source.id, world.roots.cars.id),
    ).duplicateWorkbench;
    const sourceKey = (await thumbnailPath(source.id)) ?? "";
    const copyKey = (await thumbnailPath(copy.id)) ?? "";
    expect(copyKey).not.toBe(sourceKey);
    const image = await server.fetch(copy.thumbnailUrl);
    expect(await decoded(Buffer.from(await image.arrayBuffer()))).toEqual(await decoded(PNG));

    dataOf(await deleteItems(server, editor.token, { workbenchIds: [source.id] }));
    // In the Trash, the file may come back with its thumbnail; deleted forever, it goes.
    expect(existsSync(blobFile(sourceKey))).toBe(true);
    const forever = { workbenchIds: [source.id] };
    dataOf(await deleteTrashItemsForever(server, world.users.admin.token, forever));
    expect(existsSync(blobFile(sourceKey))).toBe(false);
    expect(existsSync(blobFile(copyKey))).toBe(true);
  });
});
