import { addLayer, deleteLayer, readArtboards } from "@contour/canvas";
import { COLLAB_REFUSALS, SHARE_LINK_SOCKET_PREFIX } from "@contour/core";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import type { WorkbenchRow } from "../../db/types.js";
import {
  type CollabClient,
  connectCollab,
  LOCAL,
  layerNames,
  storedLayerNames,
} from "../../test/collab-client.js";
import { buildWorkbench } from "../../test/file-factories.js";
import { dataOf, useTestServer } from "../../test/server.js";
import {
  makeLink,
  revokeLink,
  setWorkspaceSharing,
  viewTokenOf,
} from "../../test/share-link-calls.js";
import { buildWorld, type World } from "../../test/workspace-world.js";
import { SHARE_LINK_WRITE_REFUSED } from "./share-link-socket.js";

const server = useTestServer();
let world: World;
let workbench: WorkbenchRow;
const clients: CollabClient[] = [];

function connect(workbenchId: string, token: string): CollabClient {
  const client = connectCollab(server, workbenchId, token);
  clients.push(client);
  return client;
}

/** A visitor's socket on the link's file, as the viewer page opens it. */
async function visit(workbenchId: string, linkToken: string): Promise<CollabClient> {
  const credential = await viewTokenOf(server, linkToken);
  return connect(workbenchId, `${SHARE_LINK_SOCKET_PREFIX}${credential}`);
}

beforeAll(async () => {
  world = await buildWorld(server.db);
  workbench = await buildWorkbench(server.db, world.roots.cars, { name: "Roadster" });
});

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

describe("a share link's socket", () => {
  test("reads its file read-only and sees the team's drawing live", async () => {
    const { token } = await makeLink(server, world.users.editor, { workbenchId: workbench.id });
    // Something deleted: the visitor's answer to the sync repeats the delete set, and passes.
    const scribbler = connect(workbench.id, world.users.editor.token);
    await scribbler.synced;
    const artboardId = readArtboards(scribbler.doc)[0]?.id ?? "";
    const scratch = addLayer(scribbler.doc, LOCAL, artboardId, "Scratch");
    deleteLayer(scribbler.doc, LOCAL, scratch);
    await scribbler.waitForSaved();
    const visitor = await visit(workbench.id, token);
    expect(await visitor.outcome).toEqual({ kind: "authenticated", scope: "readonly" });
    const editor = connect(workbench.id, world.users.editor.token);
    await editor.synced;
    const seen = new Promise<void>((resolve) => {
      visitor.doc.on("update", () => {
        if (layerNames(visitor.doc).includes("Fender")) resolve();
      });
    });
    addLayer(editor.doc, LOCAL, readArtboards(editor.doc)[0]?.id ?? "", "Fender");
    await seen;
  });

  test("a forged credential is refused", async () => {
    const visitor = connect(workbench.id, `${SHARE_LINK_SOCKET_PREFIX}forged`);
    expect(await visitor.outcome).toEqual({ kind: "refused", reason: COLLAB_REFUSALS.linkEnded });
  });

  test("a change it sends is refused, the socket closed, nothing stored", async () => {
    const drawn = await buildWorkbench(server.db, world.roots.cars);
    const { token } = await makeLink(server, world.users.editor, { workbenchId: drawn.id });
    const visitor = await visit(drawn.id, token);
    await visitor.synced;
    addLayer(visitor.doc, LOCAL, readArtboards(visitor.doc)[0]?.id ?? "", "Graffiti");
    expect(await visitor.closed).toBe(SHARE_LINK_WRITE_REFUSED);
    const editor = connect(drawn.id, world.users.editor.token);
    await editor.synced;
    expect(layerNames(editor.doc)).toEqual(["Layer 1"]);
    expect(await storedLayerNames(server, drawn.id)).not.toContain("Graffiti");
  });

  test("ends when the link is revoked", async () => {
    const { id, token } = await makeLink(server, world.users.editor, { workbenchId: workbench.id });
    const visitor = await visit(workbench.id, token);
    await visitor.synced;
    dataOf(await revokeLink(server, world.users.editor, id));
    expect(await visitor.closed).toBe(COLLAB_REFUSALS.linkEnded);
  });

  test("ends when the workspace switches sharing off", async () => {
    const { token } = await makeLink(server, world.users.editor, { workbenchId: workbench.id });
    const visitor = await visit(workbench.id, token);
    await visitor.synced;
    dataOf(await setWorkspaceSharing(server, world.users.admin, world.organization.id, false));
    try {
      expect(await visitor.closed).toBe(COLLAB_REFUSALS.linkEnded);
    } finally {
      dataOf(await setWorkspaceSharing(server, world.users.admin, world.organization.id, true));
    }
  });

  test("ends when the link expires (the re-check that every event runs)", async () => {
    const { id, token } = await makeLink(server, world.users.editor, { workbenchId: workbench.id });
    const visitor = await visit(workbench.id, token);
    await visitor.synced;
    await server.db
      .updateTable("share_links")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("id", "=", id)
      .execute();
    server.services.live.publish({ kind: "access-changed" });
    expect(await visitor.closed).toBe(COLLAB_REFUSALS.linkEnded);
  });
});
