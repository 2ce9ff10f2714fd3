import { addLayer, readArtboards } from "@contour/canvas";
import { COLLAB_REFUSALS } from "@contour/core";
import { sql } from "kysely";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import type { WorkbenchRow } from "../../db/types.js";
import {
  type CollabClient,
  connectCollab,
  LOCAL,
  layerNames,
  storedLayerNames,
} from "../../test/collab-client.js";
import { buildWorkbench } from "../../test/file-factories.js";
import { useTestServer } from "../../test/server.js";
import { buildWorld, type World } from "../../test/workspace-world.js";
import { COMPACT_ON_LEAVE_MIN_BYTES } from "./collab-server.js";
import { loadWorkbenchDocument } from "./document-store.js";
import { storeWorkbenchUpdate } from "./store-document.js";

const server = useTestServer();
let world: World;
const clients: CollabClient[] = [];

function connect(workbenchId: string): CollabClient {
  const client = connectCollab(server, workbenchId, world.users.editor.token);
  clients.push(client);
  return client;
}

async function drawLayer(workbenchId: string, name: string): Promise<void> {
  const client = connect(workbenchId);
  await client.synced;
  addLayer(client.doc, LOCAL, readArtboards(client.doc)[0]?.id ?? "", name);
  await client.waitForSaved();
  client.close();
}

beforeAll(async () => {
  world = await buildWorld(server.db);
});

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

describe("stored documents", () => {
  let workbench: WorkbenchRow;

  beforeAll(async () => {
    workbench = await buildWorkbench(server.db, world.roots.cars);
  });

  it("survive a restart of the server", async () => {
    await drawLayer(workbench.id, "Before restart");
    await server.restart();

    const client = connect(workbench.id);
    await client.synced;
    expect(layerNames(client.doc)).toEqual(["Layer 1", "Before restart"]);
  });

  it("keeps what a client left behind when the server stops right after its edit", async () => {
    const client = connect(workbench.id);
    await client.synced;
    addLayer(client.doc, LOCAL, readArtboards(client.doc)[0]?.id ?? "", "Just drawn");
    // Wait until the server has the edit (an echo of the sync), not until it is stored.
    await new Promise<void>((resolve) => {
      if (!client.provider.hasUnsyncedChanges) resolve();
      client.provider.on("unsyncedChanges", ({ number }: { number: number }) => {
        if (number === 0) resolve();
      });
    });
    await server.restart();
    expect(await storedLayerNames(server, workbench.id)).toContain("Just drawn");
  });

  it("a failed load refuses the connection and never blanks the stored document", async () => {
    await server.restart();
    const before = await storedLayerNames(server, workbench.id);
    expect(before.length).toBeGreaterThan(1);

    // A database error on load: the table is out of reach for a moment.
    await sql`ALTER TABLE workbench_documents RENAME TO workbench_documents_away`.execute(
      server.db,
    );
    try {
      const refused = connect(workbench.id);
      expect(await refused.outcome).toEqual({
        kind: "refused",
        reason: COLLAB_REFUSALS.loadFailed,
      });
      refused.close();
    } finally {
      await sql`ALTER TABLE workbench_documents_away RENAME TO workbench_documents`.execute(
        server.db,
      );
    }

    expect(await storedLayerNames(server, workbench.id)).toEqual(before);
    const client = connect(workbench.id);
    await client.synced;
    expect(layerNames(client.doc)).toEqual(before);
  });

  it("a document's appended updates are merged into its base once its last client leaves", async () => {
    const heavy = await buildWorkbench(server.db, world.roots.cars);
    const doc = new Y.Doc();
    await loadWorkbenchDocument(server.db, heavy.id, doc);
    const artboardId = readArtboards(doc)[0]?.id ?? "";
    const names: string[] = [];
    for (let appended = 0; appended < COMPACT_ON_LEAVE_MIN_BYTES; appended += 20_000) {
      const before = Y.encodeStateVector(doc);
      const name = `${names.length} ${"x".repeat(20_000)}`;
      addLayer(doc, LOCAL, artboardId, name);
      names.push(name);
      const update = Y.encodeStateAsUpdate(doc, before);
      await storeWorkbenchUpdate(server.db, { workbenchId: heavy.id, update, editorId: null });
    }
    const rows = () =>
      server.db
        .selectFrom("workbench_document_updates")
        .select("id")
        .where("workbench_id", "=", heavy.id)
        .execute();
    expect((await rows()).length).toBe(names.length);

    const client = connect(heavy.id);
    await client.synced;
    // Not while someone has it open: the log is far under the 8 MiB kept meanwhile.
    expect((await rows()).length).toBe(names.length);
    client.close();
    await expect.poll(async () => (await rows()).length).toBe(0);
    expect(await storedLayerNames(server, heavy.id)).toEqual(["Layer 1", ...names]);
  });
});
