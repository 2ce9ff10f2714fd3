import { addArtboard, DEFAULT_ARTBOARD, initializeDocument, readArtboards } from "@contour/canvas";
import { expect, test } from "vitest";
import * as Y from "yjs";
import { firstArtboardId } from "../../test/comment-factories.js";
import { buildOrganization, buildUser } from "../../test/factories.js";
import { buildWorkbench, globalRootFolder } from "../../test/file-factories.js";
import { useTestServer } from "../../test/server.js";
import { hasArtboard } from "./has-artboard.js";
import { createLiveDocuments } from "./live-documents.js";

const server = useTestServer();

async function newWorkbench(): Promise<string> {
  const owner = await buildUser(server.db, { name: "Ada Admin" });
  const organization = await buildOrganization(server.db, owner.user, { name: "Studio" });
  return (await buildWorkbench(server.db, await globalRootFolder(server.db, organization.id))).id;
}

test("the stored document answers while no live one is open here; a file never opened has none", async () => {
  const documents = createLiveDocuments();
  const workbenchId = await newWorkbench();
  expect(await hasArtboard(server.db, documents, workbenchId, "any")).toBe(false);
  const stored = await firstArtboardId(server.db, workbenchId);
  expect(await hasArtboard(server.db, documents, workbenchId, stored)).toBe(true);
  expect(await hasArtboard(server.db, documents, workbenchId, "deleted")).toBe(false);
});

test("the live document answers when this process has it open: an artboard not stored yet counts", async () => {
  const documents = createLiveDocuments();
  const workbenchId = await newWorkbench();
  await firstArtboardId(server.db, workbenchId);
  const live = new Y.Doc();
  initializeDocument(live, "test");
  const added = addArtboard(live, "test", DEFAULT_ARTBOARD);
  if (!added) throw new Error("no artboard added");
  documents.attach((id) => (id === workbenchId ? live : undefined));
  expect(await hasArtboard(server.db, documents, workbenchId, added)).toBe(true);
  const [first] = readArtboards(live);
  expect(await hasArtboard(server.db, documents, workbenchId, first?.id ?? "")).toBe(true);
  // Left open for its process: never destroyed by the check.
  expect(live.isDestroyed).toBe(false);
  live.destroy();
});
