import { existsSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { buildWorkbench } from "../../test/file-factories.js";
import { useTestServer } from "../../test/server.js";
import { buildWorld, type World } from "../../test/workspace-world.js";
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
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
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
});
