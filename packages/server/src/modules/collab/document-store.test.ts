import { addLayer, deleteLayer, readArtboards } from "@contour/canvas";
import { beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import type { WorkbenchRow } from "../../db/types.js";
import { layerNames } from "../../test/collab-client.js";
import { buildWorkbench } from "../../test/file-factories.js";
import { useTestServer } from "../../test/server.js";
import { buildWorld, type World } from "../../test/workspace-world.js";
import {
  compactWorkbenchDocument,
  loadWorkbenchDocument,
  readStoredDocument,
} from "./document-store.js";
import { storeWorkbenchUpdate } from "./store-document.js";

const server = useTestServer();
const EDITOR = Symbol("editor");
let world: World;

beforeAll(async () => {
  world = await buildWorld(server.db);
});

/** A process's copy of the document: loaded from the database, stored by appending its changes. */
async function openCopy(workbench: WorkbenchRow) {
  const doc = new Y.Doc();
  await loadWorkbenchDocument(server.db, workbench.id, doc);
  let vector = Y.encodeStateVector(doc);
  const artboardId = readArtboards(doc)[0]?.id ?? "";
  return {
    doc,
    addLayer: (name: string) => addLayer(doc, EDITOR, artboardId, name),
    async store() {
      const update = Y.encodeStateAsUpdate(doc, vector);
      vector = Y.encodeStateVector(doc);
      return storeWorkbenchUpdate(server.db, { workbenchId: workbench.id, update, editorId: null });
    },
  };
}

async function updateRows(workbench: WorkbenchRow): Promise<number> {
  const rows = await server.db
    .selectFrom("workbench_document_updates")
    .select("id")
    .where("workbench_id", "=", workbench.id)
    .execute();
  return rows.length;
}

async function storedNames(workbench: WorkbenchRow): Promise<string[]> {
  const doc = await readStoredDocument(server.db, workbench.id);
  return doc ? layerNames(doc) : [];
}

describe("stored documents", () => {
  it("a store appends only what changed since the one before", async () => {
    const workbench = await buildWorkbench(server.db, world.roots.cars);
    const copy = await openCopy(workbench);
    copy.addLayer("Sketch");
    expect(await copy.store()).toBe(true);
    copy.addLayer("Shading");
    expect(await copy.store()).toBe(true);

    const rows = await server.db
      .selectFrom("workbench_document_updates")
      .select("update")
      .where("workbench_id", "=", workbench.id)
      .orderBy("id")
      .execute();
    expect(rows).toHaveLength(2);
    // The second row holds the second layer's name (UTF-8 in the update) and not the first's.
    const second = Buffer.from(rows[1]?.update ?? new Uint8Array());
    expect(second.includes("Shading")).toBe(true);
    expect(second.includes("Sketch")).toBe(false);
    expect(await storedNames(workbench)).toEqual(["Layer 1", "Sketch", "Shading"]);
  });

  it("two processes storing the same document never write over each other", async () => {
    const workbench = await buildWorkbench(server.db, world.roots.cars);
    const first = await openCopy(workbench);
    const second = await openCopy(workbench);
    first.addLayer("From the first");
    second.addLayer("From the second");
    await first.store();
    await second.store();
    expect((await storedNames(workbench)).sort()).toEqual([
      "From the first",
      "From the second",
      "Layer 1",
    ]);
  });

  it("a deletion is stored, and compaction keeps the document while emptying the log", async () => {
    const workbench = await buildWorkbench(server.db, world.roots.cars);
    const copy = await openCopy(workbench);
    const doomed = copy.addLayer("Doomed");
    copy.addLayer("Kept");
    await copy.store();
    deleteLayer(copy.doc, EDITOR, doomed);
    await copy.store();
    expect(await storedNames(workbench)).toEqual(["Layer 1", "Kept"]);
    expect(await updateRows(workbench)).toBe(2);

    await compactWorkbenchDocument(server.db, workbench.id);
    expect(await updateRows(workbench)).toBe(0);
    expect(await storedNames(workbench)).toEqual(["Layer 1", "Kept"]);

    copy.addLayer("After compaction");
    await copy.store();
    expect(await storedNames(workbench)).toEqual(["Layer 1", "Kept", "After compaction"]);
  });

  it("a store for a deleted workbench keeps nothing and says so", async () => {
    const workbench = await buildWorkbench(server.db, world.roots.cars);
    const copy = await openCopy(workbench);
    copy.addLayer("Orphan");
    await server.db.deleteFrom("workbenches").where("id", "=", workbench.id).execute();
    expect(await copy.store()).toBe(false);
    expect(await readStoredDocument(server.db, workbench.id)).toBeNull();
  });
});
