import { readFile } from "node:fs/promises";
import path from "node:path";
import { addElements, encodePoints, newId, readArtboards, readLayers } from "@contour/canvas";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type * as Y from "yjs";
import type { WorkbenchRow } from "../../db/types.js";
import { type CollabClient, connectCollab, LOCAL } from "../../test/collab-client.js";
import { buildWorkbench } from "../../test/file-factories.js";
import { solidImage } from "../../test/images.js";
import { documentWithImage, storeDocument } from "../../test/render-documents.js";
import { useTestServer } from "../../test/server.js";
import { buildWorld, type World } from "../../test/workspace-world.js";

// The real renderer (canvas package on @napi-rs/canvas): these tests look at the pixels.
const server = useTestServer();
let world: World;
let workbench: WorkbenchRow;
const clients: CollabClient[] = [];

beforeAll(async () => {
  world = await buildWorld(server.db);
  workbench = await buildWorkbench(server.db, world.roots.cars, { name: "Roadster" });
});

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

/** A thick red horizontal stroke across the middle of the 1920 x 1080 artboard. */
function drawRedBar(doc: Y.Doc) {
  const artboard = readArtboards(doc)[0];
  const layer = artboard ? readLayers(artboard)[0] : undefined;
  if (!layer) throw new Error("no layer");
  const points = [200, 700, 1200, 1700].map((x) => ({ x, y: 540, pressure: 1 }));
  addElements(doc, LOCAL, layer.id, [
    {
      kind: "stroke",
      id: newId(),
      tool: "brush",
      color: "#ff0000",
      size: 120,
      opacity: 1,
      smoothing: 0.5,
      author: world.users.editor.user.id,
      points: encodePoints(points),
    },
  ]);
}

/** The RGBA of a pixel of a PNG, at a fraction of its width and height. */
async function pixelAt(png: Buffer, fx: number, fy: number) {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext("2d");
  context.drawImage(image, 0, 0);
  const x = Math.floor(image.width * fx);
  const y = Math.floor(image.height * fy);
  return { width: image.width, rgba: [...context.getImageData(x, y, 1, 1).data] };
}

describe("server-side rendering", () => {
  it("renders the thumbnail from the stored document a little after an edit", async () => {
    const client = connectCollab(server, workbench.id, world.users.editor.token);
    clients.push(client);
    await client.synced;
    drawRedBar(client.doc);
    await client.waitForSaved();

    const key = await vi.waitFor(
      async () => {
        const row = await server.db
          .selectFrom("workbenches")
          .select("thumbnail_path")
          .where("id", "=", workbench.id)
          .executeTakeFirstOrThrow();
        expect(row.thumbnail_path).toMatch(/^thumbnails\/.+\.png$/);
        return row.thumbnail_path ?? "";
      },
      { timeout: 20_000, interval: 100 },
    );
    const png = await readFile(path.join(server.config.blobDir, key));
    expect(await pixelAt(png, 0.5, 0.5)).toEqual({ width: 560, rgba: [255, 0, 0, 255] });
    expect(await pixelAt(png, 0.5, 0.1)).toEqual({ width: 560, rgba: [255, 255, 255, 255] });
  });

  it("exports the stored artboard at the asked scale, and one layer alone", async () => {
    await server.db
      .updateTable("organizations")
      .set({ subscription_plan: "PRO" })
      .where("id", "=", world.organization.id)
      .execute();
    const response = await server.fetch(`/api/v1/workbenches/${workbench.id}/export.png?scale=2`, {
      headers: { authorization: `Bearer ${world.users.viewer.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-disposition")).toContain('filename="Roadster.png"');
    const png = Buffer.from(await response.arrayBuffer());
    expect(await pixelAt(png, 0.5, 0.5)).toEqual({ width: 3840, rgba: [255, 0, 0, 255] });

    const client = connectCollab(server, workbench.id, world.users.viewer.token);
    clients.push(client);
    await client.synced;
    const artboard = readArtboards(client.doc)[0];
    const layerId = (artboard && readLayers(artboard)[0]?.id) ?? "";
    const layer = await server.fetch(
      `/api/v1/workbenches/${workbench.id}/export.png?layerId=${layerId}`,
      { headers: { authorization: `Bearer ${world.users.viewer.token}` } },
    );
    const alone = Buffer.from(await layer.arrayBuffer());
    // The layer alone is on transparency, without the artboard's white.
    expect(await pixelAt(alone, 0.5, 0.1)).toEqual({ width: 1920, rgba: [0, 0, 0, 0] });
    expect(await pixelAt(alone, 0.5, 0.5)).toEqual({ width: 1920, rgba: [255, 0, 0, 255] });
  });

  it("answers NOT_FOUND for a layer that is not in the document", async () => {
    const response = await server.fetch(
      `/api/v1/workbenches/${workbench.id}/export.png?layerId=missing`,
      { headers: { authorization: `Bearer ${world.users.editor.token}` } },
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it("draws only the images its workbench has: another file's, named in the document, is a placeholder", async () => {
    const secret = await buildWorkbench(server.db, world.roots.secret);
    const form = new FormData();
    const green = await solidImage("png", { width: 40, height: 30, color: "#00ff00" });
    form.append("file", new Blob([new Uint8Array(green)], { type: "image/png" }), "green.png");
    const uploaded = await server.fetch(`/api/v1/workbenches/${secret.id}/images`, {
      method: "POST",
      headers: { authorization: `Bearer ${world.users.admin.token}` },
      body: form,
    });
    const { blobId } = (await uploaded.json()) as { blobId: string };
    const rect = { x: 100, y: 100, width: 800, height: 600 };
    const everyone = await buildWorkbench(server.db, world.roots.everyone);
    await storeDocument(server.db, everyone.id, documentWithImage(blobId, rect));
    await storeDocument(server.db, secret.id, documentWithImage(blobId, rect));

    const exportOf = async (id: string) => {
      const response = await server.fetch(`/api/v1/workbenches/${id}/export.png`, {
        headers: { authorization: `Bearer ${world.users.admin.token}` },
      });
      return Buffer.from(await response.arrayBuffer());
    };
    expect(await pixelAt(await exportOf(secret.id), 0.25, 0.4)).toEqual({
      width: 1920,
      rgba: [0, 255, 0, 255],
    });
    expect(await pixelAt(await exportOf(everyone.id), 0.25, 0.4)).toEqual({
      width: 1920,
      rgba: [0xe5, 0xe7, 0xeb, 255],
    });
  });
});
