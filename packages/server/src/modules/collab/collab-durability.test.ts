import { addLayer, readArtboards } from "@contour/canvas";
import { COLLAB_REFUSALS } from "@contour/core";
import { sql } from "kysely";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
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
});
