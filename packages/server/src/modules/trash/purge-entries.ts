import { type RawBuilder, sql } from "kysely";
import type { Db } from "../../db/connection.js";
import { imageKey } from "../workbench-images/image-key.js";

export interface PurgeRequest {
  folderIds: readonly string[];
  workbenchIds: readonly string[];
}

function idList(ids: readonly string[]): RawBuilder<unknown> {
  // NULL matches nothing: an empty list is still valid SQL.
  return ids.length === 0 ? sql`NULL::uuid` : sql.join(ids.map((id) => sql`${id}::uuid`));
}

/**
 * `doomed`: the files named and every file below the folders named, however many, walked in SQL
 * so that a folder of any size costs two parameters, not one per file.
 */
function withDoomed(request: PurgeRequest) {
  return sql`WITH RECURSIVE subtree(id) AS (
      SELECT id FROM folders WHERE id IN (${idList(request.folderIds)})
      UNION ALL
      SELECT folders.id FROM folders JOIN subtree ON folders.parent_id = subtree.id
    ),
    doomed AS (
      SELECT id, thumbnail_path FROM workbenches
      WHERE id IN (${idList(request.workbenchIds)}) OR folder_id IN (SELECT id FROM subtree)
    )`;
}

/**
 * Deletes Trash entries for good, in the caller's transaction: each folder with everything
 * below it, and each file. The foreign keys cascade to the files' documents (Yjs state and
 * updates), views, AI requests and image grants. Answers the blobs to remove once committed:
 * the files' thumbnails, and the images (uploads and AI outputs) that no remaining file has.
 * Only recorded uploads (migration 0009) are removed: an older image may be placed in a
 * document that has not asked for its grant yet.
 */
export async function purgeEntries(db: Db, request: PurgeRequest): Promise<string[]> {
  if (request.folderIds.length === 0 && request.workbenchIds.length === 0) return [];
  const doomed = withDoomed(request);
  const thumbnails = await sql<{ thumbnail_path: string }>`${doomed}
    SELECT thumbnail_path FROM doomed WHERE thumbnail_path IS NOT NULL`.execute(db);
  const images = await sql<{ blob_id: string; organization_id: string }>`${doomed},
    only_theirs AS (
      SELECT DISTINCT mine.blob_id FROM workbench_images mine
      WHERE mine.workbench_id IN (SELECT id FROM doomed)
        AND NOT EXISTS (
          SELECT 1 FROM workbench_images other
          WHERE other.blob_id = mine.blob_id AND other.workbench_id NOT IN (SELECT id FROM doomed)
        )
    )
    DELETE FROM image_uploads WHERE blob_id IN (SELECT blob_id FROM only_theirs)
    RETURNING blob_id, organization_id`.execute(db);
  if (request.folderIds.length > 0) {
    await db.deleteFrom("folders").where("id", "in", request.folderIds).execute();
  }
  if (request.workbenchIds.length > 0) {
    await db.deleteFrom("workbenches").where("id", "in", request.workbenchIds).execute();
  }
  return [
    ...thumbnails.rows.map((row) => row.thumbnail_path),
    ...images.rows.map((row) => imageKey(row.organization_id, row.blob_id)),
  ];
}
