import { COMMENT_FILTERS, canChangeComment } from "@contour/core";
import { builder } from "../../graphql/builder.js";
import { PageInfo, UserSummaryRef } from "../workbenches/workbench.type.js";
import type { CommentNode, ThreadNode } from "./comment-queries.js";

/** A thread as one viewer sees it: what they may do is worked out for them. */
export interface ThreadShape {
  thread: ThreadNode;
  viewerId: string;
  /** Whether the viewer may comment on the file (core commentRefusal). */
  canComment: boolean;
}

export const CommentFilterEnum = builder.enumType("CommentFilter", { values: COMMENT_FILTERS });

export const CommentRef = builder
  .objectRef<{ comment: CommentNode; viewerId: string }>("Comment")
  .implement({
    description: "One comment of a thread: its opening or a reply.",
    fields: (t) => ({
      id: t.id({ resolve: ({ comment }) => comment.id }),
      body: t.string({ resolve: ({ comment }) => comment.body }),
      author: t.field({
        type: UserSummaryRef,
        nullable: true,
        description: "Null once the author's account is deleted.",
        resolve: ({ comment }) => comment.author,
      }),
      createdAt: t.field({ type: "DateTime", resolve: ({ comment }) => comment.created_at }),
      editedAt: t.field({
        type: "DateTime",
        nullable: true,
        resolve: ({ comment }) => comment.edited_at,
      }),
      mentions: t.field({
        type: [UserSummaryRef],
        description:
          "The members the comment mentioned, each notified when it was posted (not the author). Its text names each as @ and their name, or their email when they have no name.",
        resolve: ({ comment }) => comment.mentions,
      }),
      canEdit: t.boolean({
        description: "Only the author edits or deletes a comment.",
        resolve: ({ comment, viewerId }) => canChangeComment(viewerId, comment.author?.id ?? null),
      }),
    }),
  });

export const CommentThreadRef = builder.objectRef<ThreadShape>("CommentThread").implement({
  description:
    "Comments pinned to a point of an artboard (issue 19): x and y are in the artboard's coordinates, so the pin moves with it.",
  fields: (t) => ({
    id: t.id({ resolve: ({ thread }) => thread.id }),
    workbenchId: t.id({ resolve: ({ thread }) => thread.workbench_id }),
    artboardId: t.string({ resolve: ({ thread }) => thread.artboard_id }),
    x: t.float({ resolve: ({ thread }) => thread.x }),
    y: t.float({ resolve: ({ thread }) => thread.y }),
    resolved: t.boolean({ resolve: ({ thread }) => thread.resolved_at !== null }),
    resolvedAt: t.field({
      type: "DateTime",
      nullable: true,
      resolve: ({ thread }) => thread.resolved_at,
    }),
    resolvedBy: t.field({
      type: UserSummaryRef,
      nullable: true,
      resolve: ({ thread }) => thread.resolved_by,
    }),
    createdAt: t.field({ type: "DateTime", resolve: ({ thread }) => thread.created_at }),
    comments: t.field({
      type: [CommentRef],
      description: "The opening first, then the replies, oldest first.",
      resolve: ({ thread, viewerId }) => thread.comments.map((comment) => ({ comment, viewerId })),
    }),
    involvesViewer: t.boolean({
      description: "The viewer wrote a comment of it (the panel's Mine filter).",
      resolve: ({ thread, viewerId }) =>
        thread.comments.some((comment) => comment.author?.id === viewerId),
    }),
    canReply: t.boolean({
      resolve: ({ thread, canComment }) => canComment && thread.resolved_at === null,
    }),
    canResolve: t.boolean({
      description: "Whoever may comment resolves and reopens threads.",
      resolve: ({ canComment }) => canComment,
    }),
  }),
});

export const CommentThreadConnection = builder.simpleObject("CommentThreadConnection", {
  description:
    "A workbench's threads, oldest first, all in one page (a file holds at most 2,000 comments).",
  fields: (t) => ({
    nodes: t.field({ type: [CommentThreadRef] }),
    totalCount: t.int(),
    pageInfo: t.field({ type: PageInfo }),
    canComment: t.boolean({ description: "The viewer may open threads on this file." }),
    refusal: t.string({
      nullable: true,
      description: "Why the viewer may not comment, in words for them; null when they may.",
    }),
  }),
});
