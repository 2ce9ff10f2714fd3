import { addLayer, readArtboards } from "@contour/canvas";
import { COLLAB_REFUSALS, presenceColor } from "@contour/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as Y from "yjs";
import { type CollabClient, connectCollab, LOCAL, layerNames } from "../../test/collab-client.js";
import { addMember, buildOrganization, buildUser } from "../../test/factories.js";
import { buildWorkbench, globalRootFolder, joinTeam } from "../../test/file-factories.js";
import { createScratchDatabase, type ScratchDatabase } from "../../test/scratch-database.js";
import { createServerProcess, freePort, type ServerProcess } from "../../test/server-process.js";

/**
 * Two `contour` processes on one Postgres database and the local Redis (issue 6, "Several
 * processes"): designers connected to different processes see each other's strokes and
 * presence, and a rights change made through one process reaches connections on the other.
 * Needs a Postgres server (a PGlite folder belongs to one process) and Redis: CI gives both.
 */
const databaseUrl = process.env.DATABASE_URL ?? null;
const redisUrl = process.env.REDIS_URL ?? null;

/** Resolves once `check` holds for the document, after any update. */
function until(doc: Y.Doc, check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const handleUpdate = () => {
      if (!check()) return;
      doc.off("update", handleUpdate);
      resolve();
    };
    doc.on("update", handleUpdate);
    handleUpdate();
  });
}

describe.skipIf(databaseUrl === null || redisUrl === null)("two processes through Redis", () => {
  let database: ScratchDatabase;
  const processes: ServerProcess[] = [];
  const clients: CollabClient[] = [];
  let seed: {
    workbenchId: string;
    organizationId: string;
    ada: { id: string; token: string };
    bob: { id: string; token: string };
  };

  beforeAll(async () => {
    database = await createScratchDatabase("postgres", { serverUrl: databaseUrl });
    const db = await database.open();
    try {
      const ada = await buildUser(db, { name: "Ada Process" });
      const bob = await buildUser(db, { name: "Bob Process" });
      const organization = await buildOrganization(db, ada.user, { name: "Two Processes" });
      await addMember(db, organization.id, bob.user.id, "EDITOR");
      const folder = await globalRootFolder(db, organization.id);
      await joinTeam(db, folder.team_id ?? "", [bob.user.id]);
      seed = {
        workbenchId: (await buildWorkbench(db, folder)).id,
        organizationId: organization.id,
        ada: { id: ada.user.id, token: ada.token },
        bob: { id: bob.user.id, token: bob.token },
      };
    } finally {
      await db.destroy();
    }
    for (let index = 0; index < 2; index += 1) {
      const server = createServerProcess({
        entry: "source",
        port: await freePort(),
        dataDir: database.dataDir,
        databaseUrl: database.databaseUrl,
        env: { REDIS_URL: redisUrl ?? "" },
      });
      processes.push(server);
      await server.start();
    }
  }, 120_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    await Promise.allSettled(processes.map((server) => server.stop()));
    await database?.drop();
  });

  function connect(server: ServerProcess, token: string): CollabClient {
    const client = connectCollab(server, seed.workbenchId, token);
    clients.push(client);
    return client;
  }

  it("designers on different processes see each other's strokes and presence", async () => {
    const [first, second] = processes;
    if (!first || !second) throw new Error("the processes did not start");
    const ada = connect(first, seed.ada.token);
    const bob = connect(second, seed.bob.token);
    await Promise.all([ada.synced, bob.synced]);

    addLayer(ada.doc, LOCAL, readArtboards(ada.doc)[0]?.id ?? "", "Drawn on the first");
    await until(bob.doc, () => layerNames(bob.doc).includes("Drawn on the first"));
    addLayer(bob.doc, LOCAL, readArtboards(bob.doc)[0]?.id ?? "", "Drawn on the second");
    await until(ada.doc, () => layerNames(ada.doc).includes("Drawn on the second"));
    // Each process stores what its own client changed, and tells that client so.
    await Promise.all([ada.waitForSaved(), bob.waitForSaved()]);

    bob.provider.setAwarenessField("user", {
      id: seed.bob.id,
      name: "Bob Process",
      color: presenceColor(seed.bob.id),
    });
    bob.provider.setAwarenessField("cursor", { x: 120, y: 80 });
    await new Promise<void>((resolve) => {
      const handleChange = () => {
        const states = [...(ada.provider.awareness?.getStates().values() ?? [])];
        if (!states.some((state) => state.user?.id === seed.bob.id && state.cursor)) return;
        ada.provider.awareness?.off("change", handleChange);
        resolve();
      };
      ada.provider.awareness?.on("change", handleChange);
      handleChange();
    });
  });

  /** A GraphQL mutation as Ada, through the given process. */
  async function mutate(server: ServerProcess, query: string, input: unknown): Promise<void> {
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${seed.ada.token}` },
      body: JSON.stringify({ query, variables: { input } }),
    });
    expect((await response.json()).errors).toBeUndefined();
  }

  it("a rename or a removal through one process reaches the other's connections", async () => {
    const [first, second] = processes;
    if (!first || !second) throw new Error("the processes did not start");
    const bob = connect(second, seed.bob.token);
    await bob.synced;

    // Only an event can bring this notice (no sweep sends it): the events cross through Redis.
    const renamed = bob.waitForNotice("workbench-changed");
    await mutate(
      first,
      "mutation ($input: UpdateWorkbenchInput!) { updateWorkbench(input: $input) { id } }",
      { id: seed.workbenchId, patch: { name: "Renamed on the first" } },
    );
    expect(await renamed).toEqual({ type: "workbench-changed" });

    await mutate(
      first,
      `mutation ($input: RemoveUserFromOrganizationInput!) {
        removeUserFromOrganization(input: $input) { organizationId }
      }`,
      { organizationId: seed.organizationId, userId: seed.bob.id },
    );
    expect(await bob.closed).toBe(COLLAB_REFUSALS.accessRevoked);
  });
});
