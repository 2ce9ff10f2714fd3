import { addLayer, readArtboards, readLayers } from "@contour/canvas";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type * as Y from "yjs";
import type { WorkbenchRow } from "../../db/types.js";
import { type CollabClient, connectCollab, LOCAL } from "../../test/collab-client.js";
import { buildWorkbench } from "../../test/file-factories.js";
import { useTestServer } from "../../test/server.js";
import { buildWorld, type World } from "../../test/workspace-world.js";
import type { DocumentRenderer } from "./document-renderer.js";

/** Stands in for the canvas renderer: answers fixed bytes and notes what it was asked. */
const FAKE_PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
const calls: { kind: "png" | "thumbnail"; layers: string[]; options?: object }[] = [];
const layersOf = (doc: Y.Doc) =>
  readArtboards(doc).flatMap((artboard) => readLayers(artboard).map((layer) => layer.name));
const renderer: DocumentRenderer = {
  async renderPng(doc, options) {
    calls.push({ kind: "png", layers: layersOf(doc), options });
    return FAKE_PNG;
  },
  async renderThumbnail(doc) {
    calls.push({ kind: "thumbnail", layers: layersOf(doc) });
    return FAKE_PNG;
  },
};

const server = useTestServer({}, { services: { renderer } });
let world: World;
let workbench: WorkbenchRow;
const clients: CollabClient[] = [];

beforeAll(async () => {
  world = await buildWorld(server.db);
  workbench = await buildWorkbench(server.db, world.roots.cars);
});

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

describe("with a renderer", () => {
  it("renders the thumbnail from the stored document a little after an edit", async () => {
    const client = connectCollab(server, workbench.id, world.users.editor.token);
    clients.push(client);
    await client.synced;
    addLayer(client.doc, LOCAL, readArtboards(client.doc)[0]?.id ?? "", "Hood");
    await client.waitForSaved();

    await vi.waitFor(
      async () => {
        const row = await server.db
          .selectFrom("workbenches")
          .select("thumbnail_path")
          .where("id", "=", workbench.id)
          .executeTakeFirstOrThrow();
        expect(row.thumbnail_path).toMatch(/^thumbnails\/.+\.png$/);
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(calls.findLast((call) => call.kind === "thumbnail")?.layers).toEqual([
      "Layer 1",
      "Hood",
    ]);
  });

  it("exports the stored artboard, or one layer, at the asked scale", async () => {
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
    expect(Buffer.from(await response.arrayBuffer())).toEqual(FAKE_PNG);
    const call = calls.findLast((entry) => entry.kind === "png");
    expect(call?.layers).toEqual(["Layer 1", "Hood"]);
    expect(call?.options).toMatchObject({ scale: 2, layerId: undefined });
  });

  it("answers NOT_FOUND for a layer that is not in the document", async () => {
    const response = await server.fetch(
      `/api/v1/workbenches/${workbench.id}/export.png?layerId=missing`,
      { headers: { authorization: `Bearer ${world.users.editor.token}` } },
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "NOT_FOUND" });
  });
});
