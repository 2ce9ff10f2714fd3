import { randomUUID } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { MESSAGES } from "@contour/core";
import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import { duplicateWorkbench } from "../../test/dashboard-operations.js";
import { buildWorkbench } from "../../test/file-factories.js";
import { decoded, decompressionBomb, solidImage } from "../../test/images.js";
import { documentWithImage, storeDocument } from "../../test/render-documents.js";
import { dataOf, useTestServer } from "../../test/server.js";
import { buildWorld, type World } from "../../test/workspace-world.js";
import { createBlobStore } from "../storage/blob-store.js";
import { imageKey } from "./image-key.js";

const server = useTestServer();
let world: World;

beforeAll(async () => {
  world = await buildWorld(server.db);
});

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
const GIF = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");

function upload(
  workbenchId: string,
  token: string | null,
  bytes: Uint8Array = PNG,
  type = "image/png",
) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), "sketch");
  return server.fetch(`/api/v1/workbenches/${workbenchId}/images`, {
    method: "POST",
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
}

const download = (workbenchId: string, blobId: string, token: string) =>
  server.fetch(`/api/v1/workbenches/${workbenchId}/images/${blobId}`, {
    headers: { authorization: `Bearer ${token}` },
  });

describe("workbench images", () => {
  test("an editor uploads an image that the file's viewers can read back", async () => {
    const workbench = await buildWorkbench(server.db, world.roots.everyone);
    const response = await upload(workbench.id, world.users.editor.token);
    expect(response.status).toBe(201);
    const { blobId } = (await response.json()) as { blobId: string };
    expect(blobId).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(
      existsSync(path.join(server.config.blobDir, imageKey(world.organization.id, blobId))),
    ).toBe(true);

    const image = await download(workbench.id, blobId, world.users.viewer.token);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(await decoded(Buffer.from(await image.arrayBuffer()))).toEqual(await decoded(PNG));
  });

  test("a Viewer, a stranger and an anonymous caller cannot upload", async () => {
    const workbench = await buildWorkbench(server.db, world.roots.everyone);
    expect((await upload(workbench.id, world.users.viewer.token)).status).toBe(403);
    expect((await upload(workbench.id, world.users.stranger.token)).status).toBe(404);
    expect((await upload(workbench.id, null)).status).toBe(401);
    expect((await upload("not-a-uuid", world.users.editor.token)).status).toBe(404);
  });

  test("anything but a PNG, JPEG or WebP image is refused", async () => {
    const workbench = await buildWorkbench(server.db, world.roots.everyone);
    const response = await upload(workbench.id, world.users.editor.token, GIF, "image/gif");
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: "An image must be a PNG, JPEG or WebP file.",
      code: "BAD_USER_INPUT",
    });
  });

  test("only those who see the file read its images, and only by a well-formed id", async () => {
    const workbench = await buildWorkbench(server.db, world.roots.secret);
    const response = await upload(workbench.id, world.users.admin.token);
    const { blobId } = (await response.json()) as { blobId: string };
    expect((await download(workbench.id, blobId, world.users.admin.token)).status).toBe(200);
    expect((await download(workbench.id, blobId, world.users.editor.token)).status).toBe(404);
    expect((await download(workbench.id, blobId, world.users.stranger.token)).status).toBe(404);
    expect(
      (await download(workbench.id, "..%2F..%2Fsecret.png", world.users.admin.token)).status,
    ).toBe(404);
  });

  test("an image is read only through a workbench that has it, not any the caller can see", async () => {
    const secret = await buildWorkbench(server.db, world.roots.secret);
    const everyone = await buildWorkbench(server.db, world.roots.everyone);
    const { blobId } = (await (await upload(secret.id, world.users.admin.token)).json()) as {
      blobId: string;
    };
    // The editor sees the Everyone file, not the private team's, and knows the blob id.
    expect((await download(everyone.id, blobId, world.users.editor.token)).status).toBe(404);
    // Whoever asks: the Everyone file does not have it, even when its document names it.
    await storeDocument(server.db, everyone.id, documentWithImage(blobId));
    expect((await download(everyone.id, blobId, world.users.admin.token)).status).toBe(404);
    expect((await download(secret.id, blobId, world.users.admin.token)).status).toBe(200);
  });

  test("a duplicated file has its source's images", async () => {
    const source = await buildWorkbench(server.db, world.roots.secret);
    const { blobId } = (await (await upload(source.id, world.users.admin.token)).json()) as {
      blobId: string;
    };
    const copy = dataOf(
      await duplicateWorkbench(server, world.users.admin.token, source.id, world.roots.everyone.id),
    ).duplicateWorkbench;
    expect((await download(copy.id, blobId, world.users.editor.token)).status).toBe(200);
  });

  test("an image stored before uploads were recorded is read through a file whose document places it", async () => {
    const placing = await buildWorkbench(server.db, world.roots.everyone);
    const other = await buildWorkbench(server.db, world.roots.everyone);
    const blobId = `${randomUUID()}.png`;
    await createBlobStore(server.config.blobDir).put(imageKey(world.organization.id, blobId), PNG);
    await storeDocument(server.db, placing.id, documentWithImage(blobId));
    expect((await download(other.id, blobId, world.users.viewer.token)).status).toBe(404);
    expect((await download(placing.id, blobId, world.users.viewer.token)).status).toBe(200);
  });

  test("an image that declares more pixels than allowed is refused by its header, unstored", async () => {
    const workbench = await buildWorkbench(server.db, world.roots.everyone);
    const images = path.join(server.config.blobDir, "images", world.organization.id);
    const before = existsSync(images) ? readdirSync(images).length : 0;
    const response = await upload(workbench.id, world.users.editor.token, decompressionBomb());
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: MESSAGES.imageTooManyPixels,
      code: "BAD_USER_INPUT",
    });
    expect(MESSAGES.imageTooManyPixels).toBe(
      "An image can be at most 16,384 pixels on a side and 67 megapixels.",
    );
    expect(existsSync(images) ? readdirSync(images).length : 0).toBe(before);
  });

  test("an image is stored upright and without its metadata (EXIF, GPS)", async () => {
    const workbench = await buildWorkbench(server.db, world.roots.everyone);
    // Taken with the camera turned: 40 x 20 pixels shown 20 wide and 40 tall; and where.
    const photo = await sharp(await solidImage("jpeg", { width: 40, height: 20 }))
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 24/1" } })
      .jpeg()
      .toBuffer();
    const sent = await sharp(photo).metadata();
    expect(sent).toMatchObject({ width: 40, height: 20, orientation: 6 });
    expect(sent.exif).toBeDefined();
    const response = await upload(workbench.id, world.users.editor.token, photo, "image/jpeg");
    expect(response.status).toBe(201);
    const { blobId } = (await response.json()) as { blobId: string };
    const image = await download(workbench.id, blobId, world.users.editor.token);
    const stored = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(stored).toMatchObject({ format: "jpeg", width: 20, height: 40 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
  });
});
