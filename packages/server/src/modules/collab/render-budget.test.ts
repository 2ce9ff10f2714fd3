import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { addElements, encodePoints, newId, readArtboards, readLayers } from "@contour/canvas";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type * as Y from "yjs";
import { connectCollab } from "../../test/collab-client.js";
import { buildWorkbench } from "../../test/file-factories.js";
import { decoded, decompressionBomb, solidImage } from "../../test/images.js";
import { documentWithImage, storeDocument } from "../../test/render-documents.js";
import { useTestServer } from "../../test/server.js";
import { buildWorld, type World } from "../../test/workspace-world.js";
import { createBlobStore } from "../storage/blob-store.js";
import { imageKey } from "../workbench-images/image-key.js";

// A budget of 5 megapixels: a 1920 x 1080 artboard at 1x (its target and one band of layers,
// 4.2 MP) fits; at 2x, or with an image of 4.8 MP placed on it, it does not.
const server = useTestServer({
  render: { maxPixels: 5_000_000, concurrency: 1, queueLimit: 8, timeoutMs: 120_000 },
});
let world: World;

/** The renderer's placeholder for an image it does not draw (canvas IMAGE_PLACEHOLDER_FILL). */
const PLACEHOLDER = [0xe5, 0xe7, 0xeb, 255];
const IMAGE_RECT = { x: 100, y: 100, width: 800, height: 600 };

beforeAll(async () => {
  world = await buildWorld(server.db);
  await server.db
    .updateTable("organizations")
    .set({ subscription_plan: "PRO" })
    .where("id", "=", world.organization.id)
    .execute();
});

async function exportPng(workbenchId: string, query = "") {
  const response = await server.fetch(`/api/v1/workbenches/${workbenchId}/export.png${query}`, {
    headers: { authorization: `Bearer ${world.users.viewer.token}` },
  });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get("content-type"), body };
}

/** The RGBA at a point of the artboard, in a PNG of it drawn at `scale`. */
async function pixelAt(png: Buffer, scale: number, x: number, y: number) {
  const { width, rgba } = await decoded(png);
  const offset = (Math.floor(y * scale) * width + Math.floor(x * scale)) * 4;
  return [...rgba.subarray(offset, offset + 4)];
}

function firstLayerId(doc: Y.Doc): string {
  const artboard = readArtboards(doc)[0];
  const layer = artboard && readLayers(artboard)[0];
  if (!layer) throw new Error("no layer");
  return layer.id;
}

/** A workbench whose stored document places an image, uploaded by an editor. */
async function workbenchWithUploadedImage(image: Buffer) {
  const workbench = await buildWorkbench(server.db, world.roots.everyone);
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(image)], { type: "image/png" }), "photo.png");
  const response = await server.fetch(`/api/v1/workbenches/${workbench.id}/images`, {
    method: "POST",
    headers: { authorization: `Bearer ${world.users.editor.token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  const { blobId } = (await response.json()) as { blobId: string };
  await storeDocument(server.db, workbench.id, documentWithImage(blobId, IMAGE_RECT));
  return workbench;
}

describe("the render pixel budget", () => {
  it("refuses an export over the budget with 413 and the limit, before rendering", async () => {
    const workbench = await buildWorkbench(server.db, world.roots.everyone);
    expect(await exportPng(workbench.id)).toMatchObject({ status: 200, type: "image/png" });
    const refused = await exportPng(workbench.id, "?scale=2");
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body.toString())).toEqual({
      code: "BAD_USER_INPUT",
      error:
        "This export is too large: it needs at least 17 megapixels (the picture, its layers and " +
        "its placed images) and the limit is 5 megapixels. Export at a smaller scale or from a " +
        "smaller artboard.",
    });
  });

  it("counts a layered file's layers: a PSD or OpenRaster file of what fits as a PNG is refused", async () => {
    const workbench = await buildWorkbench(server.db, world.roots.everyone);
    expect((await exportPng(workbench.id)).status).toBe(200);
    for (const format of ["psd", "ora"]) {
      const response = await server.fetch(`/api/v1/workbenches/${workbench.id}/export.${format}`, {
        headers: { authorization: `Bearer ${world.users.viewer.token}` },
      });
      expect(response.status).toBe(413);
      expect(((await response.json()) as { error: string }).error).toContain(
        "This export is too large",
      );
    }
  });

  it("counts placed images at their decoded size, for the artboard and for one layer", async () => {
    const workbench = await workbenchWithUploadedImage(
      await solidImage("png", { width: 2400, height: 2000, color: "#00ff00" }),
    );
    expect((await exportPng(workbench.id)).status).toBe(413);
    const client = connectCollab(server, workbench.id, world.users.viewer.token);
    await client.synced;
    const layerId = firstLayerId(client.doc);
    client.close();
    expect((await exportPng(workbench.id, `?layerId=${layerId}`)).status).toBe(413);
  });

  it("draws a thumbnail with the images beyond the budget as placeholders", async () => {
    const workbench = await workbenchWithUploadedImage(
      await solidImage("png", { width: 2400, height: 2000, color: "#00ff00" }),
    );
    // An edit, so that the thumbnail job renders the document.
    const client = connectCollab(server, workbench.id, world.users.editor.token);
    await client.synced;
    addElements(client.doc, "test", firstLayerId(client.doc), [
      {
        kind: "stroke",
        id: newId(),
        tool: "brush",
        color: "#000000",
        size: 10,
        opacity: 1,
        smoothing: 0.5,
        author: world.users.editor.user.id,
        points: encodePoints([
          { x: 1500, y: 900, pressure: 1 },
          { x: 1600, y: 950, pressure: 1 },
        ]),
      },
    ]);
    await client.waitForSaved();
    client.close();
    const key = await vi.waitFor(
      async () => {
        const row = await server.db
          .selectFrom("workbenches")
          .select("thumbnail_path")
          .where("id", "=", workbench.id)
          .executeTakeFirstOrThrow();
        expect(row.thumbnail_path).not.toBeNull();
        return row.thumbnail_path ?? "";
      },
      { timeout: 30_000, interval: 100 },
    );
    const thumbnail = await readFile(path.join(server.config.blobDir, key));
    expect(await pixelAt(thumbnail, 560 / 1920, 500, 400)).toEqual(PLACEHOLDER);
  });

  it("draws an image stored before uploads were checked that declares 30000 x 30000 as a placeholder, without decoding it", async () => {
    const workbench = await buildWorkbench(server.db, world.roots.everyone);
    const blobId = `${randomUUID()}.png`;
    await createBlobStore(server.config.blobDir).put(
      imageKey(world.organization.id, blobId),
      decompressionBomb(),
    );
    await storeDocument(server.db, workbench.id, documentWithImage(blobId, IMAGE_RECT));
    const exported = await exportPng(workbench.id);
    expect(exported.status).toBe(200);
    expect(await pixelAt(exported.body, 1, 500, 400)).toEqual(PLACEHOLDER);
  });
});
