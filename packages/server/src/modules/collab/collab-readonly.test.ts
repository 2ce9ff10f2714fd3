import { addLayer, readArtboards } from "@contour/canvas";
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

function connect(workbenchId: string, token: string): CollabClient {
  const client = connectCollab(server, workbenchId, token);
  clients.push(client);
  return client;
}

/** Draws as `client` (a layer named `name`) and waits until the server has refused it. */
async function attemptEdit(client: CollabClient, name: string): Promise<void> {
  const artboard = readArtboards(client.doc)[0] ?? expect.fail("no artboard");
  const refused = client.waitForRefusal();
  addLayer(client.doc, LOCAL, artboard.id, name);
  await refused;
}

beforeAll(async () => {
  world = await buildWorld(server.db);
});

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

describe("read-only connections", () => {
  let workbench: WorkbenchRow;

  beforeAll(async () => {
    workbench = await buildWorkbench(server.db, world.roots.cars, {
      createdBy: world.users.admin.user.id,
      updatedAt: new Date("2026-01-01T00:00:00Z"),
    });
  });

  it("a Viewer connects read-only, and the server does not apply what they send", async () => {
    const viewer = connect(workbench.id, world.users.viewer.token);
    expect(await viewer.outcome).toEqual({ kind: "authenticated", scope: "readonly" });
    await viewer.synced;
    await attemptEdit(viewer, "Vandalism");

    // A member opening the workbench now, and the database, have no trace of it.
    const editor = connect(workbench.id, world.users.editor.token);
    await editor.synced;
    expect(layerNames(editor.doc)).toEqual(["Layer 1"]);
    const artboard = readArtboards(editor.doc)[0] ?? expect.fail("no artboard");
    addLayer(editor.doc, LOCAL, artboard.id, "Body");
    await editor.waitForSaved();
    expect(await storedLayerNames(server, workbench.id)).toEqual(["Layer 1", "Body"]);

    const row = await server.db
      .selectFrom("workbenches")
      .select("last_updated_by")
      .where("id", "=", workbench.id)
      .executeTakeFirstOrThrow();
    expect(row.last_updated_by).toBe(world.users.editor.user.id);
  });

  it("the Viewer still sees the members' edits live", async () => {
    const viewer = connect(workbench.id, world.users.viewer.token);
    await viewer.synced;
    const editor = connect(workbench.id, world.users.editor.token);
    await editor.synced;
    const seen = new Promise<void>((resolve) => {
      viewer.doc.on("update", () => {
        if (layerNames(viewer.doc).includes("Mirrors")) resolve();
      });
    });
    addLayer(editor.doc, LOCAL, readArtboards(editor.doc)[0]?.id ?? "", "Mirrors");
    await seen;
  });

  it("a member of an archived team reads but does not edit", async () => {
    const archived = await buildWorkbench(server.db, world.roots.archive);
    const editor = connect(archived.id, world.users.editor.token);
    expect(await editor.outcome).toEqual({ kind: "authenticated", scope: "readonly" });
    await editor.synced;
    await attemptEdit(editor, "Not allowed");
    expect(await storedLayerNames(server, archived.id)).toEqual(["Layer 1"]);
  });

  it("an Editor who did not join a public team reads it but does not edit", async () => {
    const outsider = connect(workbench.id, world.users.outsider.token);
    expect(await outsider.outcome).toEqual({ kind: "authenticated", scope: "readonly" });
  });

  it("the owner of drafts edits them; nobody else opens them", async () => {
    const drafts = await buildWorkbench(server.db, world.roots.editorDrafts);
    const owner = connect(drafts.id, world.users.editor.token);
    expect(await owner.outcome).toEqual({ kind: "authenticated", scope: "read-write" });
    const admin = connect(drafts.id, world.users.admin.token);
    expect((await admin.outcome).kind).toBe("refused");
  });
});
