import { builder } from "../../graphql/builder.js";
import { type Context, viewerOf } from "../../graphql/context.js";
import { fail } from "../../graphql/errors.js";
import { PageInfo } from "../workbenches/workbench.type.js";
import { pageSize } from "../workbenches/workbench-page.js";
import {
  countUnread,
  markRead,
  type NotificationNode,
  type NotificationOwner,
  type NotificationPage,
  readNotificationPage,
} from "./notification-queries.js";

/** The viewer's notifications: with an API token, those of its workspace only. */
function ownerOf(context: Context): NotificationOwner {
  const { userId, apiToken } = viewerOf(context);
  return { userId, organizationId: apiToken?.organizationId ?? null };
}

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
  .objectRef<{ page: NotificationPage; owner: NotificationOwner }>("NotificationConnection")
  .implement({
    fields: (t) => ({
      nodes: t.field({ type: [NotificationRef], resolve: ({ page }) => page.nodes }),
      pageInfo: t.field({ type: PageInfo, resolve: ({ page }) => page.pageInfo }),
      unreadCount: t.int({
        description:
          "The viewer's unread notifications, all of them (with an API token, of its workspace): the bell's badge.",
        resolve: ({ owner }, _args, context) => countUnread(context.db, owner),
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
    description:
      "The viewer's own notifications, newest first; with an API token, those of its workspace.",
    args: {
      first: t.arg.int({ required: false, defaultValue: 20 }),
      after: t.arg.string({ required: false }),
      unreadOnly: t.arg.boolean({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const owner = ownerOf(context);
      const page = await readNotificationPage(context.db, owner, {
        first: pageSize(args.first, 20),
        after: args.after ?? null,
        unreadOnly: args.unreadOnly === true,
      });
      return { page, owner };
    },
  }),
}));

builder.mutationFields((t) => ({
  markNotificationsRead: t.field({
    type: MarkNotificationsReadPayload,
    authScopes: { signedIn: true },
    description:
      "Marks the viewer's notifications read: those named, or all (with an API token, of its workspace). Others' ids change nothing.",
    args: { input: t.arg({ type: MarkNotificationsReadInput }) },
    resolve: async (_root, { input }, context) => {
      const owner = ownerOf(context);
      const ids = (input.ids ?? []).map(String);
      if (ids.length > MARK_READ_MAX)
        fail("BAD_USER_INPUT", `Mark at most ${MARK_READ_MAX} at once.`);
      if (input.all !== true && ids.length === 0)
        fail("BAD_USER_INPUT", "Name the notifications to mark read, or send all: true.");
      await markRead(context.db, owner, input.all === true ? "all" : ids);
      return { unreadCount: await countUnread(context.db, owner) };
    },
  }),
}));
