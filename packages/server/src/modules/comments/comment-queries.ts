import type { Db } from "../../db/connection.js";
import { isUuid } from "../../db/ids.js";
import type { UserSummary } from "../workbenches/workbench-queries.js";

export interface CommentNode {
  id: string;
  thread_id: string;
  body: string;
  author: UserSummary | null;
  created_at: Date;
  edited_at: Date | null;
  /** The members it mentioned: those it notified (the author mentioning themselves is not). */
  mentions: UserSummary[];
}

export interface ThreadNode {
  id: string;
  workbench_id: string;
  organization_id: string;
  artboard_id: string;
  x: number;
  y: number;
  created_by: string | null;
  resolved_at: Date | null;
  resolved_by: UserSummary | null;
  created_at: Date;
  comments: CommentNode[];
}

type ThreadRow = Omit<ThreadNode, "comments" | "resolved_by"> & {
  resolver_id: string | null;
  resolver_name: string | null;
  resolver_email: string | null;
};

function threadsQuery(db: Db) {
  return db
    .selectFrom("comment_threads as t")
    .leftJoin("users as resolver", "resolver.id", "t.resolved_by")
    .select([
      "t.id",
      "t.workbench_id",
      "t.organization_id",
      "t.artboard_id",
      "t.x",
      "t.y",
      "t.created_by",
      "t.resolved_at",
      "t.created_at",
      "resolver.id as resolver_id",
      "resolver.name as resolver_name",
      "resolver.email as resolver_email",
    ]);
}

/** The members the comments mentioned: their notifications, in the order they were sent. */
function readMentions(db: Db, commentIds: readonly string[]) {
  if (commentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("notifications as n")
    .innerJoin("users as u", "u.id", "n.user_id")
    .select(["n.comment_id", "u.id", "u.name", "u.email"])
    .where("n.kind", "=", "MENTION")
    .where("n.comment_id", "in", commentIds)
    .orderBy("n.created_at")
    .orderBy("n.id")
    .execute();
}

/** The threads with their comments, oldest comment first, in the order of `rows`. */
async function withComments(db: Db, rows: readonly ThreadRow[]): Promise<ThreadNode[]> {
  if (rows.length === 0) return [];
  const comments = await db
    .selectFrom("comments as c")
    .leftJoin("users as author", "author.id", "c.author_id")
    .select([
      "c.id",
      "c.thread_id",
      "c.body",
      "c.created_at",
      "c.edited_at",
      "author.id as author_id",
      "author.name as author_name",
      "author.email as author_email",
    ])
    .where(
      "c.thread_id",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("c.created_at")
    .orderBy("c.id")
    .execute();
  const mentions = new Map<string, UserSummary[]>();
  for (const { comment_id, ...member } of await readMentions(
    db,
    comments.map((comment) => comment.id),
  )) {
    const list = mentions.get(comment_id) ?? [];
    list.push({ ...member, name: member.name ?? "" });
    mentions.set(comment_id, list);
  }
  return rows.map(({ resolver_id, resolver_name, resolver_email, ...row }) => ({
    ...row,
    resolved_by:
      resolver_id && resolver_email
        ? { id: resolver_id, name: resolver_name ?? "", email: resolver_email }
        : null,
    comments: comments
      .filter((comment) => comment.thread_id === row.id)
      .map(({ author_id, author_name, author_email, ...comment }) => ({
        ...comment,
        author:
          author_id && author_email
            ? { id: author_id, name: author_name ?? "", email: author_email }
            : null,
        mentions: mentions.get(comment.id) ?? [],
      })),
  }));
}

/**
 * Every thread of a workbench, oldest first. A workbench holds at most COMMENTS_PER_WORKBENCH
 * comments, so the whole set is bounded; the panel filters it (core matchesCommentFilter).
 */
export async function readThreads(db: Db, workbenchId: string): Promise<ThreadNode[]> {
  const rows = await threadsQuery(db)
    .where("t.workbench_id", "=", workbenchId)
    .orderBy("t.created_at")
    .orderBy("t.id")
    .execute();
  return withComments(db, rows);
}

/** One thread, whoever asks: the caller checks that the viewer sees its workbench. */
export async function findThread(db: Db, id: string): Promise<ThreadNode | null> {
  if (!isUuid(id)) return null;
  const row = await threadsQuery(db).where("t.id", "=", id).executeTakeFirst();
  return row ? ((await withComments(db, [row]))[0] ?? null) : null;
}

/** A comment's thread and author, whoever asks. */
export async function findComment(
  db: Db,
  id: string,
): Promise<{
  id: string;
  thread_id: string;
  workbench_id: string;
  author_id: string | null;
} | null> {
  if (!isUuid(id)) return null;
  const row = await db
    .selectFrom("comments")
    .select(["id", "thread_id", "workbench_id", "author_id"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ?? null;
}
