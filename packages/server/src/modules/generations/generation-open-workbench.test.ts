import { randomUUID } from "node:crypto";
import { readArtboards, readElements, readLayers } from "@contour/canvas";
import { AI_MESSAGES } from "@contour/core";
import { beforeAll, describe, expect, test } from "vitest";
import type { FolderRow } from "../../db/types.js";
import { activityOf } from "../../test/activity.js";
import { buildFolder, buildWorkbench } from "../../test/file-factories.js";
import { buildGeneration } from "../../test/generation-factories.js";
import { solidImage } from "../../test/images.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";
import { buildWorld, type World } from "../../test/workspace-world.js";
import { readStoredDocument } from "../collab/document-store.js";
import { recordImageUpload } from "../workbench-images/image-access.js";
import { imageKey, newImageBlobId } from "../workbench-images/image-key.js";

const server = useTestServer();
let world: World;

beforeAll(async () => {
  world = await buildWorld(server.db);
});

const OPEN = `mutation ($id: ID!) {
  openGenerationOutputAsWorkbench(input: { id: $id }) { id name folderId isEditable }
}`;

interface Opened {
  id: string;
  name: string;
  folderId: string;
  isEditable: boolean;
}

/**
 * A file named "Coupe" in `folder`, with a request of the editor's whose one image (8 x 8, as
 * buildGeneration records it) is stored as the job stores its images: a PNG of the file's.
 */
async function renderedFile(folder: FolderRow) {
  const workbench = await buildWorkbench(server.db, folder, { name: "Coupe" });
  const blobId = newImageBlobId({ mimeType: "image/png", extension: "png" });
  await server.services.blobs.put(
    imageKey(folder.organization_id, blobId),
    await solidImage("png", { width: 8, height: 8, color: "#3366ff" }),
  );
  await recordImageUpload(server.db, workbench, blobId);
  const { outputId } = await buildGeneration(server.db, {
    organizationId: folder.organization_id,
    workbenchId: workbench.id,
    requestedBy: world.users.editor.user.id,
    outputBlobId: blobId,
  });
  if (!outputId) throw new Error("no output");
  return { workbench, blobId, outputId };
}

const open = (outputId: string, token: string) =>
  server.gql<{
    openGenerationOutputAsWorkbench: Opened;
  }>(OPEN, { id: outputId }, { token });

const imageThrough = (workbenchId: string, blobId: string, token: string) =>
  server.fetch(`/api/v1/workbenches/${workbenchId}/images/${blobId}`, {
    headers: { authorization: `Bearer ${token}` },
  });

const filesIn = (folderId: string) =>
  server.db
    .selectFrom("workbenches")
    .select(["id", "name"])
    .where("folder_id", "=", folderId)
    .orderBy("created_at")
    .execute();

describe("opening an output as a new workbench", () => {
  test("makes a file beside its source: one artboard of the image's size, one layer holding it", async () => {
    const sketches = await buildFolder(server.db, world.roots.cars, { name: "Sketches" });
    const { workbench, blobId, outputId } = await renderedFile(sketches);
    const { editor, viewer } = world.users;

    const opened = dataOf(await open(outputId, editor.token)).openGenerationOutputAsWorkbench;
    expect(opened).toMatchObject({
      name: "Coupe – Render 1",
      folderId: sketches.id,
      isEditable: true,
    });
    expect((await filesIn(sketches.id)).map(({ id }) => id)).toEqual([workbench.id, opened.id]);

    const doc = await readStoredDocument(server.db, opened.id);
    if (!doc) throw new Error("the new file has no document");
    const artboards = readArtboards(doc);
    expect(artboards.map(({ width, height }) => ({ width, height }))).toEqual([
      { width: 8, height: 8 },
    ]);
    const layers = artboards[0] ? readLayers(artboards[0]) : [];
    expect(layers.map(({ name }) => name)).toEqual(["Render 1"]);
    expect(layers[0] ? readElements(layers[0]) : []).toEqual([
      expect.objectContaining({ kind: "image", blobId, x: 0, y: 0, width: 8, height: 8 }),
    ]);
    doc.destroy();

    // Its viewers read the image through the new file; its card shows it already.
    const image = await imageThrough(opened.id, blobId, viewer.token);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    const row = await server.db
      .selectFrom("workbenches")
      .select(["thumbnail_path", "created_by"])
      .where("id", "=", opened.id)
      .executeTakeFirstOrThrow();
    expect(row.created_by).toBe(editor.user.id);
    expect(row.thumbnail_path).toMatch(/\.png$/);

    // Logged as the creation of a file.
    const activity = await activityOf(server, world.organization.id);
    expect(activity.filter((entry) => entry.target_id === opened.id)).toEqual([
      expect.objectContaining({ action_type: "CREATE", target_table: "workbench" }),
    ]);

    // The two files share the blob: deleting the source leaves the new file's image whole.
    const deleted = await server.gql(
      `mutation ($ids: [ID!]!) { deleteWorkbenches(input: { ids: $ids }) { deletedIds } }`,
      { ids: [workbench.id] },
      { token: editor.token },
    );
    expect(dataOf(deleted)).toEqual({ deleteWorkbenches: { deletedIds: [workbench.id] } });
    expect((await imageThrough(opened.id, blobId, viewer.token)).status).toBe(200);
  });

  test("refuses a viewer of the file, and one who may see but not edit its folder", async () => {
    const { outputId, workbench } = await renderedFile(world.roots.everyone);
    const response = await open(outputId, world.users.viewer.token);
    expect(errorOf(response).code).toBe("FORBIDDEN");
    // The Render panel offers it to those who may create files there only.
    const offered = async (workbenchId: string, token: string) => {
      const setup = await server.gql<{ renderSetup: { canCreateFiles: boolean } }>(
        `query ($id: ID!) { renderSetup(workbenchId: $id) { canCreateFiles } }`,
        { id: workbenchId },
        { token },
      );
      return dataOf(setup).renderSetup.canCreateFiles;
    };
    expect(await offered(workbench.id, world.users.viewer.token)).toBe(false);
    expect(await offered(workbench.id, world.users.editor.token)).toBe(true);

    // The archived team's files stay readable to its members, and nobody adds to them.
    const archived = await renderedFile(world.roots.archive);
    expect(errorOf(await open(archived.outputId, world.users.editor.token)).code).toBe("FORBIDDEN");
    expect(await offered(archived.workbench.id, world.users.editor.token)).toBe(false);
    expect(await filesIn(world.roots.archive.id)).toEqual([
      { id: archived.workbench.id, name: "Coupe" },
    ]);
    expect((await filesIn(world.roots.everyone.id)).map(({ id }) => id)).toEqual([workbench.id]);
  });

  test("an output of a file one cannot see, or of another workspace, is not found", async () => {
    const { outputId } = await renderedFile(world.roots.secret);
    const { editor, stranger } = world.users;
    for (const [id, token] of [
      [outputId, editor.token], // a private team's, not theirs
      [outputId, stranger.token], // another workspace's
      [randomUUID(), editor.token],
      ["not-an-id", editor.token],
    ] as const) {
      expect(errorOf(await open(id, token))).toEqual({
        code: "NOT_FOUND",
        message: AI_MESSAGES.outputNotFound,
      });
    }
    expect(await filesIn(world.roots.secret.id)).toHaveLength(1);
  });
});
