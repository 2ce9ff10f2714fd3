import { addLayer, readArtboards, readLayers } from "@contour/canvas";
import { VERSION_MESSAGES } from "@contour/core";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import * as Y from "yjs";
import { inTransaction } from "../../db/transaction.js";
import type { WorkbenchRow } from "../../db/types.js";
import { type CollabClient, connectCollab, LOCAL } from "../../test/collab-client.js";
import { buildWorkbench } from "../../test/file-factories.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";
import { buildWorld, type World } from "../../test/workspace-world.js";
import { readStoredDocument } from "../collab/document-store.js";
import { createLiveDocuments } from "../collab/live-documents.js";
import { storeWorkbenchUpdate } from "../collab/store-document.js";
import { purgeExpiredVersions } from "./purge-versions.js";
import { deleteVersions, lockVersionsOf } from "./version-chains.js";
import { createVersionSnapshots } from "./version-snapshots.js";

// Snapshots after a short pause, so the test waits for one rather than a minute.
const server = useTestServer({
  versions: { pauseMs: 100, maxWaitMs: 60_000, purgeIntervalMs: 3_600_000 },
});
let world: World;
const clients: CollabClient[] = [];

beforeAll(async () => {
  world = await buildWorld(server.db);
});

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

const VERSION_FIELDS = `id kind name workbenchId createdBy { id } authors { id name } sizeBytes isRestorable isNameable isDeletable`;

interface Version {
  id: string;
  kind: string;
  name: string | null;
  workbenchId: string;
  createdBy: { id: string } | null;
  authors: { id: string; name: string }[];
  sizeBytes: number;
  isRestorable: boolean;
  isNameable: boolean;
  isDeletable: boolean;
  update?: string;
}

const LIST = `query ($workbenchId: ID!) {
  workbenchVersions(workbenchId: $workbenchId) { totalCount canSave nodes { ${VERSION_FIELDS} } }
}`;
const ONE = `query ($id: ID!) { workbenchVersion(id: $id) { ${VERSION_FIELDS} update } }`;
const SAVE = `mutation ($workbenchId: ID!, $name: String!) {
  saveWorkbenchVersion(input: { workbenchId: $workbenchId, name: $name }) { ${VERSION_FIELDS} }
}`;
const RESTORE = `mutation ($id: ID!) {
  restoreWorkbenchVersion(input: { id: $id }) {
    restored { id update } before { ${VERSION_FIELDS} }
  }
}`;
const NAME = `mutation ($id: ID!, $name: String!) {
  nameWorkbenchVersion(input: { id: $id, name: $name }) { ${VERSION_FIELDS} }
}`;
const DELETE = `mutation ($id: ID!) { deleteWorkbenchVersion(input: { id: $id }) }`;
const OPEN_COPY = `mutation ($id: ID!) {
  openWorkbenchVersionAsCopy(input: { id: $id }) { id name folderId isEditable }
}`;

const list = (workbenchId: string, token: string) =>
  server.gql<{ workbenchVersions: { totalCount: number; canSave: boolean; nodes: Version[] } }>(
    LIST,
    { workbenchId },
    { token },
  );
const save = (workbenchId: string, name: string, token: string) =>
  server.gql<{ saveWorkbenchVersion: Version }>(SAVE, { workbenchId, name }, { token });
const restore = (id: string, token: string) =>
  server.gql<{
    restoreWorkbenchVersion: { restored: { id: string; update: string }; before: Version | null };
  }>(RESTORE, { id }, { token });

async function connect(workbenchId: string, token: string): Promise<CollabClient> {
  const client = connectCollab(server, workbenchId, token);
  clients.push(client);
  await client.synced;
  return client;
}

/** Adds a layer named `name` and waits until the server stored it. */
async function drawLayer(client: CollabClient, name: string): Promise<void> {
  const artboard = readArtboards(client.doc)[0];
  if (!artboard) throw new Error("no artboard");
  addLayer(client.doc, LOCAL, artboard.id, name);
  await client.waitForSaved();
}

function layerNamesOf(doc: Y.Doc): string[] {
  const artboard = readArtboards(doc)[0];
  return artboard ? readLayers(artboard).map((layer) => layer.name) : [];
}

function docOfUpdate(update: string): Y.Doc {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Buffer.from(update, "base64"));
  return doc;
}

async function openedWorkbench(name: string): Promise<WorkbenchRow> {
  const workbench = await buildWorkbench(server.db, world.roots.cars, { name });
  // Opened once, so that it has a stored document.
  await connect(workbench.id, world.users.editor.token);
  return workbench;
}

describe("version history", () => {
  test("the server snapshots a drawing after a pause, with the users whose changes are in it", async () => {
    const workbench = await buildWorkbench(server.db, world.roots.cars, { name: "Coupe" });
    const editor = await connect(workbench.id, world.users.editor.token);
    const admin = await connect(workbench.id, world.users.admin.token);
    await drawLayer(editor, "Wheels");
    await drawLayer(admin, "Glass");

    // Each pause makes a snapshot: one or two, as the two stores fell.
    const versions = await vi.waitFor(
      async () => {
        const { nodes } = dataOf(
          await list(workbench.id, world.users.viewer.token),
        ).workbenchVersions;
        const auto = nodes.filter((version) => version.kind === "AUTO");
        const names = new Set(auto.flatMap((version) => version.authors.map((a) => a.name)));
        if (names.size < 2) throw new Error("no snapshot of both yet");
        return auto;
      },
      { timeout: 10_000, interval: 50 },
    );
    const authors = new Set(versions.flatMap((version) => version.authors.map((a) => a.name)));
    expect([...authors].sort()).toEqual(["The admin", "The editor"]);
    const [latest] = versions;
    expect(latest?.createdBy).toBeNull();
    expect(latest?.isRestorable).toBe(false);
    expect(latest?.sizeBytes).toBeGreaterThan(0);
    const content = dataOf(
      await server.gql<{ workbenchVersion: Version }>(
        ONE,
        { id: latest?.id },
        { token: world.users.viewer.token },
      ),
    ).workbenchVersion;
    expect(layerNamesOf(docOfUpdate(content.update ?? ""))).toEqual(["Layer 1", "Wheels", "Glass"]);
  });

  test("who drew waits in the database until a version takes it, whichever process makes it", async () => {
    const workbench = await openedWorkbench("Limousine");
    const doc = await readStoredDocument(server.db, workbench.id);
    const artboard = doc && readArtboards(doc)[0];
    if (!doc || !artboard) throw new Error("no stored drawing");
    const before = Y.encodeStateVector(doc);
    addLayer(doc, LOCAL, artboard.id, "Door");
    const admin = world.users.admin.user.id;
    // Stored as the collaboration server stores a change, naming whose it is.
    expect(
      await storeWorkbenchUpdate(server.db, {
        workbenchId: workbench.id,
        update: Y.encodeStateAsUpdate(doc, before),
        editorId: admin,
        authorIds: [admin],
      }),
    ).toBe(true);

    // A process that never saw the store (another one, or this one after a crash) makes the next
    // version: its authors come from the database.
    const otherProcess = createVersionSnapshots({
      db: server.db,
      documents: createLiveDocuments(),
      config: { pauseMs: 60_000, maxWaitMs: 60_000, purgeIntervalMs: 3_600_000 },
      onStored: () => undefined,
      onError: (error) => {
        throw error;
      },
    });
    const id = await otherProcess.snapshot(
      { id: workbench.id, organizationId: workbench.organization_id },
      { kind: "NAMED", name: "After the crash" },
    );
    await otherProcess.close();
    const { nodes } = dataOf(await list(workbench.id, world.users.editor.token)).workbenchVersions;
    expect(nodes.find((version) => version.id === id)?.authors.map((a) => a.name)).toEqual([
      "The admin",
    ]);
    const waiting = await server.db
      .selectFrom("workbench_version_pending_authors")
      .select("user_id")
      .where("workbench_id", "=", workbench.id)
      .execute();
    expect(waiting).toEqual([]);
  });

  test("an editor saves a named version; a viewer sees it and may not save", async () => {
    const workbench = await openedWorkbench("Roadster");
    const editor = await connect(workbench.id, world.users.editor.token);
    await drawLayer(editor, "Proportions");

    const saved = dataOf(
      await save(workbench.id, "  Proportions v2 ", world.users.editor.token),
    ).saveWorkbenchVersion;
    expect(saved).toMatchObject({
      kind: "NAMED",
      name: "Proportions v2",
      workbenchId: workbench.id,
      createdBy: { id: world.users.editor.user.id },
      isRestorable: true,
    });

    const seen = dataOf(await list(workbench.id, world.users.viewer.token)).workbenchVersions;
    expect(seen.canSave).toBe(false);
    expect(seen.nodes[0]).toMatchObject({ id: saved.id, isRestorable: false });
    expect(
      dataOf(await list(workbench.id, world.users.editor.token)).workbenchVersions.canSave,
    ).toBe(true);

    expect(errorOf(await save(workbench.id, "Mine", world.users.viewer.token))).toEqual({
      code: "FORBIDDEN",
      message: VERSION_MESSAGES.cannotSave,
    });
    expect(errorOf(await save(workbench.id, "   ", world.users.editor.token))).toEqual({
      code: "BAD_USER_INPUT",
      message: VERSION_MESSAGES.nameRequired,
    });
  });

  test("restore snapshots the drawing first and answers the version's drawing; viewers may not", async () => {
    const workbench = await openedWorkbench("Sedan");
    const editor = await connect(workbench.id, world.users.editor.token);
    await drawLayer(editor, "Body");
    const saved = dataOf(
      await save(workbench.id, "Body only", world.users.editor.token),
    ).saveWorkbenchVersion;
    await drawLayer(editor, "Spoiler");

    expect(errorOf(await restore(saved.id, world.users.viewer.token))).toEqual({
      code: "FORBIDDEN",
      message: VERSION_MESSAGES.cannotRestore,
    });
    const { restored, before } = dataOf(
      await restore(saved.id, world.users.editor.token),
    ).restoreWorkbenchVersion;
    expect(layerNamesOf(docOfUpdate(restored.update))).toEqual(["Layer 1", "Body"]);
    // The drawing as it was is kept: by the snapshot before the restore, or by the server's
    // snapshot after the pause that came first (a restore then makes no copy of it).
    const history = dataOf(await list(workbench.id, world.users.editor.token)).workbenchVersions;
    const [kept] = history.nodes;
    expect(kept?.kind).toBe(before ? "BEFORE_RESTORE" : "AUTO");
    if (before) expect(before.createdBy?.id).toBe(world.users.editor.user.id);
    const beforeDrawing = dataOf(
      await server.gql<{ workbenchVersion: Version }>(
        ONE,
        { id: kept?.id },
        { token: world.users.editor.token },
      ),
    ).workbenchVersion;
    expect(layerNamesOf(docOfUpdate(beforeDrawing.update ?? ""))).toEqual([
      "Layer 1",
      "Body",
      "Spoiler",
    ]);
    // Nothing changed since that snapshot: a second restore makes no copy of it.
    const again = dataOf(await restore(saved.id, world.users.editor.token)).restoreWorkbenchVersion;
    expect(again.before).toBeNull();
  });

  test("editors name and rename versions, and delete named ones; everyone on the file hears of it", async () => {
    const workbench = await openedWorkbench("Cabriolet");
    const editor = await connect(workbench.id, world.users.editor.token);
    const viewer = await connect(workbench.id, world.users.viewer.token);
    await drawLayer(editor, "Hood");
    const snapshot = await vi.waitFor(
      async () => {
        const { nodes } = dataOf(
          await list(workbench.id, world.users.editor.token),
        ).workbenchVersions;
        const auto = nodes.find((version) => version.kind === "AUTO");
        if (!auto) throw new Error("no snapshot yet");
        return auto;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(snapshot).toMatchObject({ isNameable: true, isDeletable: false });

    // Naming the server's snapshot keeps it as a named version.
    const heard = viewer.waitForNotice("versions-changed");
    const named = dataOf(
      await server.gql<{ nameWorkbenchVersion: Version }>(
        NAME,
        { id: snapshot.id, name: " Hood down " },
        { token: world.users.editor.token },
      ),
    ).nameWorkbenchVersion;
    expect(named).toMatchObject({
      id: snapshot.id,
      kind: "NAMED",
      name: "Hood down",
      isDeletable: true,
    });
    await heard;

    const seen = dataOf(await list(workbench.id, world.users.viewer.token)).workbenchVersions;
    expect(seen.nodes.find((version) => version.id === snapshot.id)).toMatchObject({
      name: "Hood down",
      isNameable: false,
      isDeletable: false,
    });
    expect(
      errorOf(
        await server.gql(
          NAME,
          { id: snapshot.id, name: "Mine" },
          { token: world.users.viewer.token },
        ),
      ),
    ).toEqual({ code: "FORBIDDEN", message: VERSION_MESSAGES.cannotName });
    expect(
      errorOf(
        await server.gql(NAME, { id: snapshot.id, name: " " }, { token: world.users.editor.token }),
      ),
    ).toEqual({ code: "BAD_USER_INPUT", message: VERSION_MESSAGES.nameRequired });
    expect(
      errorOf(await server.gql(DELETE, { id: snapshot.id }, { token: world.users.viewer.token })),
    ).toEqual({
      code: "FORBIDDEN",
      message: VERSION_MESSAGES.cannotName,
    });

    // The server's own snapshots (before a restore, or after the pause) cannot be deleted.
    await drawLayer(editor, "Roll bar");
    dataOf(await restore(snapshot.id, world.users.editor.token));
    const [kept] = dataOf(await list(workbench.id, world.users.editor.token)).workbenchVersions
      .nodes;
    expect(kept?.kind).not.toBe("NAMED");
    expect(
      errorOf(await server.gql(DELETE, { id: kept?.id }, { token: world.users.editor.token })),
    ).toEqual({ code: "BAD_USER_INPUT", message: VERSION_MESSAGES.onlyNamedDeleted });

    const deleted = viewer.waitForNotice("versions-changed");
    expect(
      dataOf(
        await server.gql<{ deleteWorkbenchVersion: string }>(
          DELETE,
          { id: snapshot.id },
          { token: world.users.editor.token },
        ),
      ).deleteWorkbenchVersion,
    ).toBe(snapshot.id);
    await deleted;
    const left = dataOf(await list(workbench.id, world.users.editor.token)).workbenchVersions.nodes;
    expect(left.map((version) => version.id)).not.toContain(snapshot.id);
    // The versions after it keep their drawings.
    for (const version of left) {
      const drawing = dataOf(
        await server.gql<{ workbenchVersion: Version }>(
          ONE,
          { id: version.id },
          { token: world.users.editor.token },
        ),
      ).workbenchVersion;
      expect(layerNamesOf(docOfUpdate(drawing.update ?? ""))).toContain("Hood");
    }
  });

  test("open as a copy makes a file beside it with the version's drawing", async () => {
    const workbench = await openedWorkbench("Hatchback");
    const editor = await connect(workbench.id, world.users.editor.token);
    await drawLayer(editor, "Roof");
    const saved = dataOf(
      await save(workbench.id, "Roof line", world.users.editor.token),
    ).saveWorkbenchVersion;
    await drawLayer(editor, "Later");

    const opened = dataOf(
      await server.gql<{
        openWorkbenchVersionAsCopy: {
          id: string;
          name: string;
          folderId: string;
          isEditable: boolean;
        };
      }>(OPEN_COPY, { id: saved.id }, { token: world.users.editor.token }),
    ).openWorkbenchVersionAsCopy;
    expect(opened).toMatchObject({
      name: "Hatchback (Roof line)",
      folderId: workbench.folder_id,
      isEditable: true,
    });
    const copy = await readStoredDocument(server.db, opened.id);
    expect(copy && layerNamesOf(copy)).toEqual(["Layer 1", "Roof"]);

    // A viewer of the folder may not create files in it.
    const refused = await server.gql(
      OPEN_COPY,
      { id: saved.id },
      { token: world.users.viewer.token },
    );
    expect(errorOf(refused).code).toBe("FORBIDDEN");
  });

  test("a version's preview is a PNG rendered by the server, for whoever sees the file", async () => {
    const workbench = await openedWorkbench("Wagon");
    const saved = dataOf(
      await save(workbench.id, "Preview", world.users.editor.token),
    ).saveWorkbenchVersion;
    const preview = (token: string) =>
      server.fetch(`/api/v1/workbench-versions/${saved.id}/preview.png`, {
        headers: { authorization: `Bearer ${token}` },
      });
    const seen = await preview(world.users.viewer.token);
    expect(seen.status).toBe(200);
    expect(seen.headers.get("content-type")).toBe("image/png");
    expect(seen.headers.get("cache-control")).toContain("immutable");
    expect((await preview(world.users.stranger.token)).status).toBe(404);
  });

  test("ids of another workspace's versions and files answer NOT_FOUND", async () => {
    const workbench = await openedWorkbench("Pickup");
    const saved = dataOf(
      await save(workbench.id, "Mine", world.users.editor.token),
    ).saveWorkbenchVersion;
    const stranger = world.users.stranger.token;
    expect(errorOf(await list(workbench.id, stranger)).code).toBe("NOT_FOUND");
    expect(errorOf(await server.gql(ONE, { id: saved.id }, { token: stranger })).code).toBe(
      "NOT_FOUND",
    );
    expect(errorOf(await restore(saved.id, stranger))).toEqual({
      code: "NOT_FOUND",
      message: VERSION_MESSAGES.notFound,
    });
    expect(errorOf(await server.gql(OPEN_COPY, { id: saved.id }, { token: stranger })).code).toBe(
      "NOT_FOUND",
    );
    expect(errorOf(await save(workbench.id, "Theirs", stranger)).code).toBe("NOT_FOUND");
    expect(
      errorOf(await server.gql(NAME, { id: saved.id, name: "Theirs" }, { token: stranger })).code,
    ).toBe("NOT_FOUND");
    expect(errorOf(await server.gql(DELETE, { id: saved.id }, { token: stranger })).code).toBe(
      "NOT_FOUND",
    );
    expect(errorOf(await server.gql(ONE, { id: "not-a-uuid" }, { token: stranger })).code).toBe(
      "NOT_FOUND",
    );
  });

  test("the purge removes versions past the plan's retention, named ones later", async () => {
    const workbench = await openedWorkbench("Van");
    const auto = dataOf(
      await save(workbench.id, "Kept", world.users.editor.token),
    ).saveWorkbenchVersion;
    const named = dataOf(
      await save(workbench.id, "Old name", world.users.editor.token),
    ).saveWorkbenchVersion;
    const ancient = dataOf(
      await save(workbench.id, "Ancient", world.users.editor.token),
    ).saveWorkbenchVersion;
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    await server.db
      .updateTable("workbench_versions")
      .set({ kind: "AUTO", name: null, created_at: daysAgo(31) })
      .where("id", "=", auto.id)
      .execute();
    await server.db
      .updateTable("workbench_versions")
      .set({ created_at: daysAgo(200) })
      .where("id", "=", named.id)
      .execute();
    await server.db
      .updateTable("workbench_versions")
      .set({ created_at: daysAgo(400) })
      .where("id", "=", ancient.id)
      .execute();
    // The world's workspace is on Free: snapshots 30 days, named versions a year.
    await server.db
      .updateTable("organizations")
      .set({ subscription_plan: "FREE" })
      .where("id", "=", world.organization.id)
      .execute();

    expect(await purgeExpiredVersions(server.db, now)).toBeGreaterThanOrEqual(2);
    const left = dataOf(await list(workbench.id, world.users.editor.token)).workbenchVersions.nodes;
    expect(left.map((version) => version.id)).toEqual([named.id]);
    // It came after the purged first version of its chain, and holds the whole drawing now.
    const kept = dataOf(
      await server.gql<{ workbenchVersion: Version }>(
        ONE,
        { id: named.id },
        { token: world.users.editor.token },
      ),
    ).workbenchVersion;
    expect(layerNamesOf(docOfUpdate(kept.update ?? ""))).toEqual(["Layer 1"]);

    // On a paid plan, named versions stay for as long as the file.
    await server.db
      .updateTable("organizations")
      .set({ subscription_plan: "PRO" })
      .where("id", "=", world.organization.id)
      .execute();
    await server.db
      .updateTable("workbench_versions")
      .set({ created_at: daysAgo(5000) })
      .where("id", "=", named.id)
      .execute();
    await purgeExpiredVersions(server.db, now);
    expect(
      dataOf(await list(workbench.id, world.users.editor.token)).workbenchVersions.nodes,
    ).toHaveLength(1);
  });

  describe("stored as chains", () => {
    const read = async (id: string) =>
      layerNamesOf(
        docOfUpdate(
          dataOf(
            await server.gql<{ workbenchVersion: Version }>(
              ONE,
              { id },
              { token: world.users.editor.token },
            ),
          ).workbenchVersion.update ?? "",
        ),
      );
    const chainOf = (ids: string[]) =>
      server.db
        .selectFrom("workbench_versions")
        .select(["id", "chain_id", "chain_position", "state_bytes"])
        .where("id", "in", ids)
        .orderBy("chain_position")
        .execute();

    /** A drawing of 40 layers, then a named version after each of three more. */
    async function drawnVersions(name: string): Promise<string[]> {
      const workbench = await openedWorkbench(name);
      const editor = await connect(workbench.id, world.users.editor.token);
      const artboard = readArtboards(editor.doc)[0];
      if (!artboard) throw new Error("no artboard");
      for (let layer = 1; layer <= 40; layer += 1) {
        addLayer(editor.doc, LOCAL, artboard.id, `Sketch ${layer}`);
      }
      await editor.waitForSaved();
      const ids: string[] = [];
      for (const part of ["Wheels", "Glass", "Spoiler"]) {
        await drawLayer(editor, part);
        ids.push(
          dataOf(await save(workbench.id, part, world.users.editor.token)).saveWorkbenchVersion.id,
        );
      }
      return ids;
    }
    const sketches = Array.from({ length: 40 }, (_, index) => `Sketch ${index + 1}`);

    test("a version after the first stores only what changed, and reads back whole", async () => {
      const ids = await drawnVersions("Estate");
      // The chain starts with the server's snapshot of the 40 layers, or the first named version.
      const links = await chainOf(ids);
      const chainId = links[0]?.chain_id ?? "";
      expect(links.map((link) => [link.id, link.chain_id])).toEqual(ids.map((id) => [id, chainId]));
      const [start] = await chainOf([chainId]);
      for (const link of links.filter((link) => link.id !== chainId)) {
        expect(link.state_bytes * 10).toBeLessThan(start?.state_bytes ?? 0);
      }

      expect(await read(ids[2] ?? "")).toEqual([
        "Layer 1",
        ...sketches,
        "Wheels",
        "Glass",
        "Spoiler",
      ]);
      expect(await read(ids[1] ?? "")).toEqual(["Layer 1", ...sketches, "Wheels", "Glass"]);
    });

    test("deleting a chain's versions keeps the drawings of the others", async () => {
      const [first, second, third] = await drawnVersions("Shooting brake");
      if (!first || !second || !third) throw new Error("three versions");
      const remove = (ids: string[]) =>
        inTransaction(server.db, async (trx) => {
          const workbench = await trx
            .selectFrom("workbench_versions")
            .select("workbench_id")
            .where("id", "=", third)
            .executeTakeFirstOrThrow();
          expect(await lockVersionsOf(trx, workbench.workbench_id)).toBe(true);
          return deleteVersions(trx, workbench.workbench_id, ids);
        });

      // The middle one's changes go to the last.
      expect(await remove([second])).toBe(1);
      expect(await read(third)).toEqual(["Layer 1", ...sketches, "Wheels", "Glass", "Spoiler"]);
      // With every version before it gone, the first one's drawing comes to it: it starts the chain.
      const [last] = await chainOf([third]);
      const before = await server.db
        .selectFrom("workbench_versions")
        .select("id")
        .where("chain_id", "=", last?.chain_id ?? "")
        .where("chain_position", "<", last?.chain_position ?? 0)
        .execute();
      expect(before.map((version) => version.id)).toContain(first);
      expect(await remove(before.map((version) => version.id))).toBe(before.length);
      expect(await chainOf([third])).toMatchObject([{ id: third, chain_id: third }]);
      expect(await read(third)).toEqual(["Layer 1", ...sketches, "Wheels", "Glass", "Spoiler"]);
    });
  });
});
