import { COMMENT_MESSAGES, COMMENTS_PER_WORKBENCH } from "@contour/core";
import { sql } from "kysely";
import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { fail } from "../../graphql/errors.js";
import { type MentionPlan, recordMentions } from "./mentions.js";

export interface Pin {
  artboardId: string;
  x: number;
  y: number;
}

/**
 * Holds the workbench's row while counting its comments, so that two comments at once cannot
 * pass COMMENTS_PER_WORKBENCH together; CONFLICT when it is full.
 */
async function assertRoomFor(trx: Db, workbenchId: string): Promise<void> {
  await trx
    .selectFrom("workbenches")
    .select("id")
    .where("id", "=", workbenchId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const { count } = await trx
    .selectFrom("comments")
    .select(sql<string>`count(*)`.as("count"))
    .where("workbench_id", "=", workbenchId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= COMMENTS_PER_WORKBENCH) fail("CONFLICT", COMMENT_MESSAGES.workbenchFull);
}

/** Opens a thread at a point of an artboard with its first comment; answers the thread's id. */
export async function createThread(
  db: Db,
  authorId: string,
  workbench: { id: string; organization_id: string },
  pin: Pin,
  body: string,
  mentions: MentionPlan,
): Promise<string> {
  return inTransaction(db, async (trx) => {
    await assertRoomFor(trx, workbench.id);
    const thread = await trx
      .insertInto("comment_threads")
      .values({
        organization_id: workbench.organization_id,
        workbench_id: workbench.id,
        artboard_id: pin.artboardId,
        x: pin.x,
        y: pin.y,
        created_by: authorId,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const comment = await trx
      .insertInto("comments")
      .values({ thread_id: thread.id, workbench_id: workbench.id, author_id: authorId, body })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordMentions(trx, mentions, { threadId: thread.id, commentId: comment.id, body });
    return thread.id;
  });
}

/** Adds a reply to an open thread. */
export async function replyToThread(
  db: Db,
  authorId: string,
  thread: { id: string; workbench_id: string; resolved_at: Date | null },
  body: string,
  mentions: MentionPlan,
): Promise<void> {
  if (thread.resolved_at !== null) fail("CONFLICT", COMMENT_MESSAGES.resolvedOnlyReopen);
  await inTransaction(db, async (trx) => {
    await assertRoomFor(trx, thread.workbench_id);
    const comment = await trx
      .insertInto("comments")
      .values({
        thread_id: thread.id,
        workbench_id: thread.workbench_id,
        author_id: authorId,
        body,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordMentions(trx, mentions, { threadId: thread.id, commentId: comment.id, body });
  });
}

export async function editComment(db: Db, id: string, body: string): Promise<void> {
  await db
    .updateTable("comments")
    .set({ body, edited_at: new Date() })
    .where("id", "=", id)
    .execute();
}

/**
 * Deletes a comment; the thread's first comment takes the thread and its replies with it, as a
 * thread without its opening makes no sense. Answers the ids deleted: the comment's, and the
 * thread's when it went too.
 */
export async function deleteComment(
  db: Db,
  comment: { id: string; thread_id: string },
): Promise<string[]> {
  return inTransaction(db, async (trx) => {
    const first = await trx
      .selectFrom("comments")
      .select("id")
      .where("thread_id", "=", comment.thread_id)
      .orderBy("created_at")
      .orderBy("id")
      .limit(1)
      .executeTakeFirst();
    if (first?.id === comment.id) {
      await trx.deleteFrom("comment_threads").where("id", "=", comment.thread_id).execute();
      return [comment.id, comment.thread_id];
    }
    await trx.deleteFrom("comments").where("id", "=", comment.id).execute();
    return [comment.id];
  });
}

/** Resolves (by the viewer) or reopens a thread. */
export async function setThreadResolved(
  db: Db,
  viewerId: string,
  threadId: string,
  resolved: boolean,
): Promise<void> {
  await db
    .updateTable("comment_threads")
    .set(
      resolved
        ? { resolved_at: new Date(), resolved_by: viewerId }
        : { resolved_at: null, resolved_by: null },
    )
    .where("id", "=", threadId)
    .execute();
}
