import { addLayer, deleteLayer, readArtboards, readLayers } from "@contour/canvas";
import { COLLAB_REFUSALS } from "@contour/core";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { WorkbenchRow } from "../../db/types.js";
import { type CollabClient, collabUrl, connectCollab, LOCAL } from "../../test/collab-client.js";
import { buildWorkbench } from "../../test/file-factories.js";
import { useTestServer } from "../../test/server.js";
import { buildWorld, type World } from "../../test/workspace-world.js";
import { revokeSession } from "../auth/sessions.js";
import { readStoredDocument } from "./document-store.js";

const server = useTestServer({ allowedOrigins: ["http://localhost:5173"] });
let world: World;
let workbench: WorkbenchRow;
const clients: CollabClient[] = [];

function connect(workbenchId: string, token: string, origin?: string): CollabClient {
  const client = connectCollab(server, workbenchId, token, { origin });
  clients.push(client);
  return client;
}

/** The names of the stored document's layers, bottom first; null when nothing is stored. */
async function storedLayerNames(workbenchId: string): Promise<string[] | null> {
  const doc = await readStoredDocument(server.db, workbenchId);
  const artboard = doc && readArtboards(doc)[0];
  return artboard ? readLayers(artboard).map((layer) => layer.name) : null;
}

function firstArtboardId(client: CollabClient): string {
  const artboard = readArtboards(client.doc)[0];
  if (!artboard) throw new Error("the server did not initialise the document");
  return artboard.id;
}

beforeAll(async () => {
  world = await buildWorld(server.db);
  workbench = await buildWorkbench(server.db, world.roots.cars, {
    createdBy: world.users.admin.user.id,
    updatedAt: new Date("2026-01-01T00:00:00Z"),
  });
});

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

describe("/collab", () => {
  it("gives a new workbench its first artboard, stored before anyone draws", async () => {
    const client = connect(workbench.id, world.users.editor.token);
    expect(await client.outcome).toEqual({ kind: "authenticated", scope: "read-write" });
    await client.synced;
    expect(readLayers(readArtboards(client.doc)[0] ?? expect.fail("no artboard"))).toHaveLength(1);
    expect(await storedLayerNames(workbench.id)).toEqual(["Layer 1"]);
  });

  it("stores a member's edit with the workbench's updatedAt and lastUpdatedBy", async () => {
    const client = connect(workbench.id, world.users.editor.token);
    await client.synced;
    addLayer(client.doc, LOCAL, firstArtboardId(client), "Wheels");
    await client.waitForSaved();

    // "Saved" came after the write: the database already holds the edit.
    expect(await storedLayerNames(workbench.id)).toEqual(["Layer 1", "Wheels"]);
    const row = await server.db
      .selectFrom("workbenches")
      .select(["updated_at", "last_updated_by"])
      .where("id", "=", workbench.id)
      .executeTakeFirstOrThrow();
    expect(row.last_updated_by).toBe(world.users.editor.user.id);
    expect(row.updated_at.getTime()).toBeGreaterThan(workbench.updated_at.getTime());
  });

  it("says saved only once a deletion is stored too (deletions do not move a state vector)", async () => {
    const client = connect(workbench.id, world.users.editor.token);
    await client.synced;
    const wheels = readLayers(readArtboards(client.doc)[0] ?? expect.fail("no artboard")).find(
      (layer) => layer.name === "Wheels",
    );
    expect(deleteLayer(client.doc, LOCAL, wheels?.id ?? "")).toBe(true);
    await client.waitForSaved();
    expect(await storedLayerNames(workbench.id)).toEqual(["Layer 1"]);
  });

  it("refuses a user of another workspace as if the workbench did not exist", async () => {
    const client = connect(workbench.id, world.users.stranger.token);
    expect(await client.outcome).toEqual({ kind: "refused", reason: COLLAB_REFUSALS.notFound });
  });

  it("refuses a member who cannot see the workbench (a private team they did not join)", async () => {
    const secret = await buildWorkbench(server.db, world.roots.secret);
    const client = connect(secret.id, world.users.editor.token);
    expect(await client.outcome).toEqual({ kind: "refused", reason: COLLAB_REFUSALS.notFound });
    expect(await storedLayerNames(secret.id)).toBeNull();
  });

  it("refuses an id that is no workbench", async () => {
    const client = connect("not-a-uuid", world.users.editor.token);
    expect(await client.outcome).toEqual({ kind: "refused", reason: COLLAB_REFUSALS.notFound });
  });

  it("refuses an invalid token and a revoked session", async () => {
    const invalid = connect(workbench.id, "made-up-token");
    expect(await invalid.outcome).toEqual({
      kind: "refused",
      reason: COLLAB_REFUSALS.unauthenticated,
    });

    const session = await server.db
      .selectFrom("sessions")
      .select("id")
      .where("user_id", "=", world.users.outsider.user.id)
      .executeTakeFirstOrThrow();
    await revokeSession(server.db, session.id);
    const revoked = connect(workbench.id, world.users.outsider.token);
    expect(await revoked.outcome).toEqual({
      kind: "refused",
      reason: COLLAB_REFUSALS.unauthenticated,
    });
  });
});

describe("the WebSocket handshake's Origin", () => {
  /** The HTTP status of the handshake: 101 when the socket opened. */
  function handshake(origin: string | undefined): Promise<number> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(collabUrl(server), origin === undefined ? {} : { origin });
      socket.on("open", () => {
        socket.close();
        resolve(101);
      });
      socket.on("unexpected-response", (_request, response) => {
        resolve(response.statusCode ?? 0);
        socket.terminate();
      });
      socket.on("error", reject);
    });
  }

  it("refuses a page of another site before the upgrade", async () => {
    expect(await handshake("https://evil.example.net")).toBe(403);
  });

  it("accepts the public URL's origin and the configured ones", async () => {
    expect(await handshake(new URL(server.url).origin)).toBe(101);
    expect(await handshake("http://localhost:5173")).toBe(101);
  });

  it("lets a client that is not a browser (no Origin) go on to authenticate", async () => {
    expect(await handshake(undefined)).toBe(101);
    const client = connect(workbench.id, world.users.editor.token);
    expect((await client.outcome).kind).toBe("authenticated");
  });
});
