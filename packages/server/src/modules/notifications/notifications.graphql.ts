import { builder } from "../../graphql/builder.js";
import { viewerOf } from "../../graphql/context.js";
import { fail } from "../../graphql/errors.js";
import { PageInfo } from "../workbenches/workbench.type.js";
import { pageSize } from "../workbenches/workbench-page.js";
import {
  countUnread,
  markRead,
  type NotificationNode,
  type NotificationPage,
  readNotificationPage,
} from "./notification-queries.js";

/** Ids one call may mark read; `all` marks every one. */
const MARK_READ_MAX = 100;

const NotificationKindEnum = builder.enumType("NotificationKind", { values: ["MENTION"] as const });

const NotificationRef = builder.objectRef<NotificationNode>("Notification").implement({
  description: "Something the viewer should know of (issue 19): for now, a mention in a comment.",
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.field({ type: NotificationKindEnum, resolve: (row) => row.kind }),
    organizationId: t.exposeID("organization_id"),
    workbenchId: t.exposeID("workbench_id"),
    workbenchName: t.exposeString("workbench_name"),
    threadId: t.exposeID("thread_id", { description: "The comment thread to open." }),
    commentId: t.exposeID("comment_id"),
    excerpt: t.exposeString("excerpt", { description: "The comment's start, one line." }),
    actorName: t.exposeString("actor_name", {
      nullable: true,
      description: "Who mentioned the viewer; null once their account is deleted.",
    }),
    createdAt: t.expose("created_at", { type: "DateTime" }),
    read: t.boolean({ resolve: (row) => row.read_at !== null }),
  }),
});

const NotificationConnection = builder
  .objectRef<{ page: NotificationPage; userId: string }>("NotificationConnection")
  .implement({
    fields: (t) => ({
      nodes: t.field({ type: [NotificationRef], resolve: ({ page }) => page.nodes }),
      pageInfo: t.field({ type: PageInfo, resolve: ({ page }) => page.pageInfo }),
      unreadCount: t.int({
        description: "The viewer's unread notifications, all of them: the bell's badge.",
        resolve: ({ userId }, _args, context) => countUnread(context.db, userId),
      }),
    }),
  });

const MarkNotificationsReadInput = builder.inputType("MarkNotificationsReadInput", {
  fields: (t) => ({
    ids: t.idList({ required: false, description: `At most ${MARK_READ_MAX}.` }),
    all: t.boolean({ required: false, description: "Marks every notification read." }),
  }),
});

const MarkNotificationsReadPayload = builder.simpleObject("MarkNotificationsReadPayload", {
  fields: (t) => ({ unreadCount: t.int() }),
});

builder.queryFields((t) => ({
  notifications: t.field({
    type: NotificationConnection,
    authScopes: { signedIn: true },
    description: "The viewer's own notifications, newest first.",
    args: {
      first: t.arg.int({ required: false, defaultValue: 20 }),
      after: t.arg.string({ required: false }),
      unreadOnly: t.arg.boolean({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const { userId } = viewerOf(context);
      const page = await readNotificationPage(context.db, userId, {
        first: pageSize(args.first, 20),
        after: args.after ?? null,
        unreadOnly: args.unreadOnly === true,
      });
      return { page, userId };
    },
  }),
}));

builder.mutationFields((t) => ({
  markNotificationsRead: t.field({
    type: MarkNotificationsReadPayload,
    authScopes: { signedIn: true },
    description:
      "Marks the viewer's notifications read: those named, or all. Others' ids change nothing.",
    args: { input: t.arg({ type: MarkNotificationsReadInput }) },
    resolve: async (_root, { input }, context) => {
      const { userId } = viewerOf(context);
      const ids = (input.ids ?? []).map(String);
      if (ids.length > MARK_READ_MAX)
        fail("BAD_USER_INPUT", `Mark at most ${MARK_READ_MAX} at once.`);
      if (input.all !== true && ids.length === 0)
        fail("BAD_USER_INPUT", "Name the notifications to mark read, or send all: true.");
      await markRead(context.db, userId, input.all === true ? "all" : ids);
      return { unreadCount: await countUnread(context.db, userId) };
    },
  }),
}));
