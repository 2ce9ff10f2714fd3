import { sql } from "kysely";
import type { Db } from "../../db/connection.js";
import { isUuid } from "../../db/ids.js";
import { type Cursor, decodeCursor, encodeCursor } from "../workbenches/cursor.js";

export interface NotificationNode {
  id: string;
  kind: "MENTION";
  organization_id: string;
  workbench_id: string;
  workbench_name: string;
  thread_id: string;
  comment_id: string;
  excerpt: string;
  actor_name: string | null;
  created_at: Date;
  read_at: Date | null;
}

export interface NotificationPage {
  nodes: NotificationNode[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

/** Whose notifications: a user's, of one workspace only when an API token asks for them. */
export interface NotificationOwner {
  userId: string;
  /** The token's workspace; null for the user themselves (every workspace). */
  organizationId: string | null;
}

/**
 * The user's notifications, newest first. Only those of workspaces they are still a member of
 * and of files they can still find: a notification never outlives the right to see what it
 * points at (the workbench page checks that again when it is opened).
 */
function notificationsOf(db: Db, { userId, organizationId }: NotificationOwner) {
  const query = db
    .selectFrom("notifications as n")
    .innerJoin("organization_members as m", (join) =>
      join.onRef("m.organization_id", "=", "n.organization_id").on("m.user_id", "=", userId),
    )
    .innerJoin("workbenches as w", "w.id", "n.workbench_id")
    .leftJoin("users as actor", "actor.id", "n.actor_id")
    .where("n.user_id", "=", userId);
  return organizationId === null ? query : query.where("n.organization_id", "=", organizationId);
}

export async function readNotificationPage(
  db: Db,
  owner: NotificationOwner,
  page: { first: number; after: string | null; unreadOnly: boolean },
): Promise<NotificationPage> {
  const after: Cursor | null = page.after ? decodeCursor("CREATED_AT", page.after) : null;
  let query = notificationsOf(db, owner).select([
    "n.id",
    "n.kind",
    "n.organization_id",
    "n.workbench_id",
    "w.name as workbench_name",
    "n.thread_id",
    "n.comment_id",
    "n.excerpt",
    "actor.name as actor_name",
    "n.created_at",
    "n.read_at",
  ]);
  if (page.unreadOnly) query = query.where("n.read_at", "is", null);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb("n.created_at", "<", after.at),
        eb.and([eb("n.created_at", "=", after.at), eb("n.id", "<", after.id)]),
      ]),
    );
  }
  const rows = await query
    .orderBy("n.created_at", "desc")
    .orderBy("n.id", "desc")
    .limit(page.first + 1)
    .execute();
  const nodes = rows.slice(0, page.first);
  const last = nodes.at(-1);
  return {
    nodes,
    pageInfo: {
      hasNextPage: rows.length > page.first,
      endCursor: last ? encodeCursor("CREATED_AT", { at: last.created_at, id: last.id }) : null,
    },
  };
}

export async function countUnread(db: Db, owner: NotificationOwner): Promise<number> {
  const { count } = await notificationsOf(db, owner)
    .select(sql<string>`count(*)`.as("count"))
    .where("n.read_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Marks the user's own notifications read: those named, or all of them (of the token's workspace). */
export async function markRead(
  db: Db,
  { userId, organizationId }: NotificationOwner,
  ids: readonly string[] | "all",
): Promise<void> {
  let query = db
    .updateTable("notifications")
    .set({ read_at: new Date() })
    .where("user_id", "=", userId)
    .where("read_at", "is", null);
  if (organizationId !== null) query = query.where("organization_id", "=", organizationId);
  if (ids !== "all") {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return;
    query = query.where("id", "in", valid);
  }
  await query.execute();
}
