import { imageBlobIds } from "@contour/canvas";
import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { readStoredDocument } from "../collab/document-store.js";

/**
 * Which placed images a workbench may show (migration 0009): an image is read, and rendered into
 * thumbnails and exports, only through a workbench that has it, by those who can see that
 * workbench. Blob ids are workspace-wide and never secret enough on their own: someone who once
 * saw a private team's file, or any file naming the id, must not read the image through another.
 */

/** An image uploaded to a workbench: that workbench has it from now on. */
export async function recordImageUpload(
  db: Db,
  workbench: { id: string; organization_id: string },
  blobId: string,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto("image_uploads")
      .values({ blob_id: blobId, organization_id: workbench.organization_id })
      .execute();
    await trx
      .insertInto("workbench_images")
      .values({ workbench_id: workbench.id, blob_id: blobId })
      .execute();
  });
}

/** A duplicated workbench has the images its source had (its document is the source's). */
export async function copyWorkbenchImages(db: Db, fromId: string, toId: string): Promise<void> {
  await db
    .insertInto("workbench_images")
    .columns(["workbench_id", "blob_id"])
    .expression((eb) =>
      eb
        .selectFrom("workbench_images")
        .select([eb.val(toId).as("workbench_id"), "blob_id"])
        .where("workbench_id", "=", fromId),
    )
    .execute();
}

/**
 * Those of `blobIds` that the workbench may show. An image uploaded before migration 0009 has no
 * upload row: the workbench may show it when its document places it (`placedInDocument`, asked
 * only then), and gets a row for it, so the document is read once per such image.
 */
export async function imagesShownBy(
  db: Db,
  workbenchId: string,
  blobIds: readonly string[],
  placedInDocument: () => Promise<ReadonlySet<string>>,
): Promise<Set<string>> {
  if (blobIds.length === 0) return new Set();
  const granted = await db
    .selectFrom("workbench_images")
    .select("blob_id")
    .where("workbench_id", "=", workbenchId)
    .where("blob_id", "in", blobIds)
    .execute();
  const shown = new Set(granted.map((row) => row.blob_id));
  const others = blobIds.filter((blobId) => !shown.has(blobId));
  if (others.length === 0) return shown;
  const uploaded = await db
    .selectFrom("image_uploads")
    .select("blob_id")
    .where("blob_id", "in", others)
    .execute();
  const recorded = new Set(uploaded.map((row) => row.blob_id));
  const older = others.filter((blobId) => !recorded.has(blobId));
  if (older.length === 0) return shown;
  const placed = await placedInDocument();
  const found = older.filter((blobId) => placed.has(blobId));
  if (found.length === 0) return shown;
  await db
    .insertInto("workbench_images")
    .values(found.map((blobId) => ({ workbench_id: workbenchId, blob_id: blobId })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  for (const blobId of found) shown.add(blobId);
  return shown;
}

/** The images the workbench's stored document places (none before it is first stored). */
export async function imagesInStoredDocument(
  db: Db,
  workbenchId: string,
): Promise<ReadonlySet<string>> {
  const doc = await readStoredDocument(db, workbenchId);
  if (!doc) return new Set();
  try {
    return new Set(imageBlobIds(doc));
  } finally {
    doc.destroy();
  }
}
