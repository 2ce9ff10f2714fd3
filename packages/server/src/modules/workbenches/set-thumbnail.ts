import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { requireEditable } from "../folders/require-access.js";
import type { BlobStore } from "../storage/blob-store.js";
import type { ImageType } from "./image-type.js";
import { requireWorkbench } from "./require-workbench.js";
import { newThumbnailVersion, thumbnailKey } from "./thumbnail-url.js";

/**
 * Stores a new thumbnail for a file the viewer may edit and points the file at it. The image is
 * written first under a new key, so readers see the old image or the new one, never half of one;
 * the old blob goes once the row has moved on. Returns the new key.
 */
export async function setWorkbenchThumbnail(
  db: Db,
  blobs: BlobStore,
  viewerId: string,
  input: { id: string; bytes: Uint8Array; type: ImageType },
): Promise<string> {
  const workbench = await requireWorkbench(db, viewerId, input.id);
  requireEditable(workbench);
  const key = thumbnailKey(workbench.id, newThumbnailVersion(), input.type.extension);
  await blobs.put(key, input.bytes);
  try {
    const previous = await inTransaction(db, async (trx) => {
      const row = await trx
        .selectFrom("workbenches")
        .select("thumbnail_path")
        .where("id", "=", workbench.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      await trx
        .updateTable("workbenches")
        .set({ thumbnail_path: key })
        .where("id", "=", workbench.id)
        .execute();
      return row.thumbnail_path;
    });
    if (previous !== null) await blobs.remove([previous]);
  } catch (error) {
    await blobs.remove([key]);
    throw error;
  }
  return key;
}
