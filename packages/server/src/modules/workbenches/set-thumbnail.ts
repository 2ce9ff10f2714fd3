import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import type { BlobStore } from "../storage/blob-store.js";
import { newThumbnailVersion, thumbnailKey } from "./thumbnail-url.js";

/**
 * Points a file at a new thumbnail image, for an upload or for the server's own rendering
 * (modules/collab). The image is written first under a new key, so readers see the old image or
 * the new one, never half of one; the old blob goes once the row has moved on. Returns the new
 * key, or null when the file no longer exists.
 */
export async function replaceThumbnail(
  db: Db,
  blobs: BlobStore,
  workbenchId: string,
  bytes: Uint8Array,
  extension: string,
): Promise<string | null> {
  const key = thumbnailKey(workbenchId, newThumbnailVersion(), extension);
  await blobs.put(key, bytes);
  try {
    const previous = await inTransaction(db, async (trx) => {
      const row = await trx
        .selectFrom("workbenches")
        .select("thumbnail_path")
        .where("id", "=", workbenchId)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return undefined;
      await trx
        .updateTable("workbenches")
        .set({ thumbnail_path: key })
        .where("id", "=", workbenchId)
        .execute();
      return row.thumbnail_path;
    });
    if (previous === undefined) {
      await blobs.remove([key]);
      return null;
    }
    if (previous !== null) await blobs.remove([previous]);
  } catch (error) {
    await blobs.remove([key]);
    throw error;
  }
  return key;
}
