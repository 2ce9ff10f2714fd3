import { presenceColor } from "@contour/core";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { WorkbenchRow } from "../../db/types.js";
import { type CollabClient, connectCollab } from "../../test/collab-client.js";
import { buildWorkbench } from "../../test/file-factories.js";
import { useTestServer } from "../../test/server.js";
import { buildWorld, type World } from "../../test/workspace-world.js";

const server = useTestServer();
let world: World;
let workbench: WorkbenchRow;
const clients: CollabClient[] = [];

async function connect(token: string): Promise<CollabClient> {
  const client = connectCollab(server, workbench.id, token);
  clients.push(client);
  await client.synced;
  return client;
}

/** The presence user the web app publishes: id, stored name, colour of the id. */
function presenceUser({ id, name }: { id: string; name: string }) {
  return { id, name, color: presenceColor(id) };
}

/** The names a client sees in presence. */
function presentNames(client: CollabClient): unknown[] {
  return [...(client.provider.awareness?.getStates().values() ?? [])].map(
    (state) => (state as { user?: { name?: unknown } }).user?.name,
  );
}

/** The user ids in a client's view of the others' presence, once one with `userId` shows. */
function presentUserIds(client: CollabClient, userId: string): Promise<unknown[]> {
  const ids = () =>
    [...(client.provider.awareness?.getStates().values() ?? [])].map(
      (state) => (state as { user?: { id?: unknown } }).user?.id,
    );
  return new Promise((resolve) => {
    const check = () => {
      if (!ids().includes(userId)) return;
      client.provider.awareness?.off("change", check);
      resolve(ids());
    };
    client.provider.awareness?.on("change", check);
    check();
  });
}

beforeAll(async () => {
  world = await buildWorld(server.db);
  workbench = await buildWorkbench(server.db, world.roots.cars);
});

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

describe("presence on /collab", () => {
  it("relays each user's presence under their own name only", async () => {
    const { admin, editor, viewer } = world.users;
    const watcher = await connect(admin.token);
    const forger = await connect(viewer.token);
    const honest = await connect(editor.token);

    // The viewer pretends to be the editor: the server closes their connection.
    forger.provider.setAwarenessField("user", presenceUser(editor.user));
    await forger.closed;

    honest.provider.setAwarenessField("user", presenceUser(editor.user));
    const seen = await presentUserIds(watcher, editor.user.id);
    expect(seen.filter((id) => id === editor.user.id)).toHaveLength(1);
  });

  it("refuses a user's own id under another person's name: others never see it", async () => {
    const { admin, editor, viewer } = world.users;
    const watcher = await connect(admin.token);
    const forger = await connect(viewer.token);
    forger.provider.setAwarenessField("user", {
      ...presenceUser(viewer.user),
      name: editor.user.name,
    });
    await forger.closed;
    // What the watcher hears after it: had the forged state been relayed, it would be here first.
    const honest = await connect(editor.token);
    honest.provider.setAwarenessField("user", presenceUser(editor.user));
    await presentUserIds(watcher, editor.user.id);
    const users = [...(watcher.provider.awareness?.getStates().values() ?? [])].map(
      (state) => (state as { user?: { id?: unknown; name?: unknown } }).user,
    );
    const underTheName = users.filter((user) => user?.name === editor.user.name);
    expect(underTheName.map((user) => user?.id)).toEqual([editor.user.id]);
  });

  it("takes the new name of a user who renamed themselves while the file is open", async () => {
    const { admin, outsider } = world.users;
    const watcher = await connect(admin.token);
    const renamer = await connect(outsider.token);
    renamer.provider.setAwarenessField("user", presenceUser(outsider.user));
    await presentUserIds(watcher, outsider.user.id);

    await server.db
      .updateTable("users")
      .set({ name: "The outsider, renamed" })
      .where("id", "=", outsider.user.id)
      .execute();
    renamer.provider.setAwarenessField("user", {
      ...presenceUser(outsider.user),
      name: "The outsider, renamed",
    });
    await expect.poll(() => presentNames(watcher)).toContain("The outsider, renamed");
  });

  it("shows a Viewer's presence too: they may look and point, not draw", async () => {
    const { admin, viewer } = world.users;
    const watcher = await connect(admin.token);
    const looker = await connect(viewer.token);
    looker.provider.setAwarenessField("user", presenceUser(viewer.user));
    expect(await presentUserIds(watcher, viewer.user.id)).toContain(viewer.user.id);
  });
});
