import { readArtboards } from "@contour/canvas";
import * as Y from "yjs";
import type { Db } from "../db/connection.js";
import { loadWorkbenchDocument } from "../modules/collab/document-store.js";

/** The workbench's first artboard, its document opened first if it never was, as a designer's. */
export async function firstArtboardId(db: Db, workbenchId: string): Promise<string> {
  const doc = new Y.Doc();
  try {
    await loadWorkbenchDocument(db, workbenchId, doc);
    const [artboard] = readArtboards(doc);
    if (!artboard) throw new Error(`workbench ${workbenchId} has no artboard`);
    return artboard.id;
  } finally {
    doc.destroy();
  }
}

/** A thread with its opening comment, straight in the database (STYLE 15). */
export async function buildCommentThread(
  db: Db,
  fields: { organizationId: string; workbenchId: string; authorId: string; body?: string },
): Promise<{ threadId: string; commentId: string }> {
  const thread = await db
    .insertInto("comment_threads")
    .values({
      organization_id: fields.organizationId,
      workbench_id: fields.workbenchId,
      artboard_id: "board-1",
      x: 10,
      y: 20,
      created_by: fields.authorId,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const comment = await db
    .insertInto("comments")
    .values({
      thread_id: thread.id,
      workbench_id: fields.workbenchId,
      author_id: fields.authorId,
      body: fields.body ?? "Matrix",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { threadId: thread.id, commentId: comment.id };
}
