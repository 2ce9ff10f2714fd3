import { addElements, encodePoints, newId, readArtboards, readLayers } from "@contour/canvas";
import { COLLAB_REFUSALS, formatCollabClose } from "@contour/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { loadConfig } from "../../config.js";
import type { WorkbenchRow } from "../../db/types.js";
import { type CollabClient, connectCollab, LOCAL } from "../../test/collab-client.js";
import { buildWorkbench } from "../../test/file-factories.js";
import { useTestServer } from "../../test/server.js";
import { buildWorld, type World } from "../../test/workspace-world.js";
import { readStoredDocument } from "./document-store.js";

/**
 * Finding 8 of issue 15: a client's document update is checked against the workbench schema and
 * the size limits before it is applied; refused, the connection closes with the reason, and the
 * update is neither stored nor relayed.
 */
const MAX_DOCUMENT_BYTES = 300_000;
const MAX_UPDATE_BYTES = 100_000;
const server = useTestServer({
  collab: {
    ...loadConfig({}).collab,
    maxDocumentBytes: MAX_DOCUMENT_BYTES,
    maxUpdateBytes: MAX_UPDATE_BYTES,
  },
});
let world: World;
let workbench: WorkbenchRow;
const clients: CollabClient[] = [];

function connect(token: string, doc?: Y.Doc): CollabClient {
  const client = connectCollab(server, workbench.id, token, {}, doc);
  clients.push(client);
  return client;
}

function layerIdOf(doc: Y.Doc): string {
  const artboard = readArtboards(doc)[0];
  const layer = artboard && readLayers(artboard)[0];
  if (!layer) throw new Error("no layer");
  return layer.id;
}

/** A stroke of `count` points: 12 bytes each. */
function drawStroke(client: CollabClient, count: number): string {
  const id = newId();
  const points = encodePoints(
    Array.from({ length: count }, (_, index) => ({ x: index, y: index % 50, pressure: 0.5 })),
  );
  addElements(client.doc, LOCAL, layerIdOf(client.doc), [
    {
      kind: "stroke",
      id,
      tool: "brush",
      color: "#112233",
      size: 4,
      opacity: 1,
      smoothing: 0.5,
      author: world.users.editor.user.id,
      points,
    },
  ]);
  return id;
}

/** The ids of the elements a document holds, on every layer. */
function elementIds(doc: Y.Doc): string[] {
  return readArtboards(doc).flatMap((artboard) =>
    readLayers(artboard).flatMap((layer) =>
      layer.elements.toArray().map((element) => (element as { id: string }).id),
    ),
  );
}

async function storedDocument(): Promise<Y.Doc> {
  const doc = await readStoredDocument(server.db, workbench.id);
  if (!doc) throw new Error("nothing stored");
  return doc;
}

beforeEach(async () => {
  world ??= await buildWorld(server.db);
  workbench = await buildWorkbench(server.db, world.roots.cars);
});

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

describe("a document update outside the workbench schema", () => {
  it("closes the sender's connection, and is neither stored nor relayed", async () => {
    const sender = connect(world.users.editor.token);
    const watcher = connect(world.users.admin.token);
    await Promise.all([sender.synced, watcher.synced]);

    sender.doc.getMap("payload").set("blob", "x".repeat(50_000));
    expect(await sender.closed).toBe(COLLAB_REFUSALS.updateInvalid);

    // What the watcher receives after it: had the payload been relayed, it would be here first.
    const stroke = drawStroke(watcher, 10);
    await watcher.waitForSaved();
    expect(watcher.doc.share.has("payload")).toBe(false);
    const stored = await storedDocument();
    expect(stored.share.has("payload")).toBe(false);
    expect(elementIds(stored)).toEqual([stroke]);
  });

  it("is refused in the first sync too: a client that connects with a text in a layer", async () => {
    const seed = connect(world.users.admin.token);
    await seed.synced;
    const doc = new Y.Doc();
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(seed.doc));
    const layers = readArtboards(doc)[0]?.layers;
    layers?.get(layerIdOf(doc))?.set("notes", new Y.Text("not in the schema"));

    const sender = connect(world.users.editor.token, doc);
    expect(await sender.closed).toBe(COLLAB_REFUSALS.updateInvalid);
    const stored = await storedDocument();
    const layer = readArtboards(stored)[0]?.layers.get(layerIdOf(stored));
    expect(layer?.has("notes")).toBe(false);
  });

  it("passes the workbench's own changes", async () => {
    const sender = connect(world.users.editor.token);
    await sender.synced;
    const stroke = drawStroke(sender, 100);
    await sender.waitForSaved();
    expect(elementIds(await storedDocument())).toEqual([stroke]);
  });
});

describe("the size limits", () => {
  it("refuses one update over its limit", async () => {
    const sender = connect(world.users.editor.token);
    await sender.synced;
    drawStroke(sender, 10_000);
    expect(await sender.closed).toBe(
      formatCollabClose(COLLAB_REFUSALS.updateTooLarge, MAX_UPDATE_BYTES),
    );
    expect(elementIds(await storedDocument())).toEqual([]);
  });

  it("refuses the update that would take a document past its limit, and lets deletions by", async () => {
    const sender = connect(world.users.editor.token);
    await sender.synced;
    const kept: string[] = [];
    // 6,000 points are 72,000 bytes: four fit in 300,000, the fifth does not.
    for (let stroke = 0; stroke < 4; stroke += 1) {
      kept.push(drawStroke(sender, 6000));
      await sender.waitForSaved();
    }
    drawStroke(sender, 6000);
    expect(await sender.closed).toBe(
      formatCollabClose(COLLAB_REFUSALS.documentFull, MAX_DOCUMENT_BYTES),
    );
    expect(elementIds(await storedDocument())).toEqual(kept);

    // Reopened, the document is the server's; removing something still works.
    const again = connect(world.users.editor.token);
    await again.synced;
    expect(elementIds(again.doc)).toEqual(kept);
    const layer = readArtboards(again.doc)[0]?.layers.get(layerIdOf(again.doc));
    const elements = layer?.get("elements") as Y.Array<unknown> | undefined;
    again.doc.transact(() => elements?.delete(0, 1), LOCAL);
    await again.waitForSaved();
    expect(elementIds(await storedDocument())).toEqual(kept.slice(1));
  });
});
