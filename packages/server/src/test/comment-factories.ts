import type { Db } from "../db/connection.js";

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
