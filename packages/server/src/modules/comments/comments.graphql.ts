import {
  COMMENT_MESSAGES,
  type CommentFilter,
  canChangeComment,
  matchesCommentFilter,
  parseCommentBody,
  parseMentionIds,
} from "@contour/core";
import { builder } from "../../graphql/builder.js";
import { type Context, viewerOf } from "../../graphql/context.js";
import { fail } from "../../graphql/errors.js";
import { hasArtboard } from "../collab/has-artboard.js";
import { DeletePayload } from "../folders/folder.type.js";
import {
  CommentFilterEnum,
  CommentThreadConnection,
  CommentThreadRef,
  type ThreadShape,
} from "./comment.type.js";
import {
  createThread,
  deleteComment,
  editComment,
  replyToThread,
  setThreadResolved,
} from "./comment-commands.js";
import { type CommentSeat, commentSeat } from "./comment-gate.js";
import { findComment, findThread, readThreads } from "./comment-queries.js";
import { sendMentionMails } from "./mention-mails.js";
import { type MentionPlan, planMentions } from "./mentions.js";

/** How far from an artboard's origin a pin may sit, either way, in artboard units. */
const PIN_RANGE = 1_000_000;

const CreateCommentThreadInput = builder.inputType("CreateCommentThreadInput", {
  fields: (t) => ({
    workbenchId: t.id(),
    artboardId: t.string({ description: "The artboard's id in the workbench document." }),
    x: t.float({ description: "In the artboard's coordinates." }),
    y: t.float(),
    body: t.string({ description: "At most 5,000 characters." }),
    mentionIds: t.idList({
      required: false,
      description: "Members mentioned (at most 10): each gets a notification and a mail.",
    }),
  }),
});

const ReplyToCommentThreadInput = builder.inputType("ReplyToCommentThreadInput", {
  fields: (t) => ({
    threadId: t.id(),
    body: t.string(),
    mentionIds: t.idList({ required: false }),
  }),
});

const UpdateCommentInput = builder.inputType("UpdateCommentInput", {
  fields: (t) => ({ id: t.id(), body: t.string() }),
});

const CommentIdInput = builder.inputType("CommentIdInput", { fields: (t) => ({ id: t.id() }) });

const CommentThreadIdInput = builder.inputType("CommentThreadIdInput", {
  fields: (t) => ({ id: t.id() }),
});

function bodyOf(text: string): string {
  const parsed = parseCommentBody(text);
  return parsed.ok ? parsed.body : fail("BAD_USER_INPUT", parsed.message);
}

function mentionIdsOf(ids: readonly (string | number)[] | null | undefined): string[] {
  const parsed = parseMentionIds((ids ?? []).map(String));
  return parsed.ok ? parsed.ids : fail("BAD_USER_INPUT", parsed.message);
}

function requireCommenter(seat: CommentSeat): void {
  if (seat.refusal !== null) fail("FORBIDDEN", seat.refusal);
}

/** The thread and the viewer's seat on its file; NOT_FOUND when they cannot see the file. */
async function threadAsSeen(context: Context, threadId: string) {
  const thread = await findThread(context.db, threadId);
  if (!thread) fail("NOT_FOUND", COMMENT_MESSAGES.threadNotFound);
  const seat = await commentSeat(context.db, viewerOf(context).userId, thread.workbench_id).catch(
    () => fail("NOT_FOUND", COMMENT_MESSAGES.threadNotFound),
  );
  return { thread, seat };
}

/**
 * Runs the comment's command with its mentions counted against the author's hourly allowance
 * (RATE_LIMITED past it), given back when the command fails.
 */
async function withMentionAllowance<T>(
  context: Context,
  plan: MentionPlan,
  work: () => Promise<T>,
): Promise<T> {
  const points = plan.recipients.length;
  if (points === 0) return work();
  const { rateLimits } = context.services;
  await rateLimits.consume("mentionMailsPerUser", plan.authorId, points);
  try {
    return await work();
  } catch (error) {
    await rateLimits.refund("mentionMailsPerUser", plan.authorId, points);
    throw error;
  }
}

/** Everyone on the workbench re-reads its comments, and the mentioned get their mail. */
function announce(
  context: Context,
  workbenchId: string,
  mail?: { plan: MentionPlan; threadId: string; body: string },
): void {
  context.afterCommit.push(async () => {
    context.services.live.publish({ kind: "comments-changed", workbenchId });
    if (mail) await sendMentionMails(context.services, mail.plan, mail);
  });
}

async function shapeOf(
  context: Context,
  threadId: string,
  seat: CommentSeat,
): Promise<ThreadShape> {
  const thread = await findThread(context.db, threadId);
  if (!thread) fail("NOT_FOUND", COMMENT_MESSAGES.threadNotFound);
  return { thread, viewerId: seat.viewerId, canComment: seat.refusal === null };
}

builder.queryFields((t) => ({
  commentThreads: t.field({
    type: CommentThreadConnection,
    authScopes: { signedIn: true },
    description: "A workbench's comment threads, oldest first; `filter` as the comments panel's.",
    args: {
      workbenchId: t.arg.id(),
      filter: t.arg({ type: CommentFilterEnum, required: false }),
    },
    resolve: async (_root, args, context) => {
      const seat = await commentSeat(context.db, viewerOf(context).userId, args.workbenchId);
      const filter: CommentFilter | null = args.filter ?? null;
      const canComment = seat.refusal === null;
      const nodes = (await readThreads(context.db, seat.workbench.id))
        .map((thread) => ({ thread, viewerId: seat.viewerId, canComment }))
        .filter(
          ({ thread }) =>
            filter === null ||
            matchesCommentFilter(
              {
                resolved: thread.resolved_at !== null,
                involvesViewer: thread.comments.some((c) => c.author?.id === seat.viewerId),
              },
              filter,
            ),
        );
      return {
        nodes,
        totalCount: nodes.length,
        pageInfo: { endCursor: null, hasNextPage: false },
        canComment,
        refusal: seat.refusal,
      };
    },
  }),
}));

builder.mutationFields((t) => ({
  createCommentThread: t.field({
    type: CommentThreadRef,
    authScopes: { signedIn: true },
    description:
      "Pins a comment to a point of an artboard; Editors and Admins who see the file, Viewers when the workspace allows it.",
    args: { input: t.arg({ type: CreateCommentThreadInput }) },
    resolve: async (_root, { input }, context) => {
      const { userId } = viewerOf(context);
      const seat = await commentSeat(context.db, userId, input.workbenchId);
      requireCommenter(seat);
      const body = bodyOf(input.body);
      const artboardId = input.artboardId.trim();
      if (artboardId.length === 0 || artboardId.length > 100)
        fail("BAD_USER_INPUT", "artboardId must be 1 to 100 characters.");
      if (Math.abs(input.x) > PIN_RANGE || Math.abs(input.y) > PIN_RANGE)
        fail("BAD_USER_INPUT", "The pin is too far from its artboard.");
      const { documents, rateLimits } = context.services;
      await rateLimits.consume("commentThreadsPerUser", userId);
      if (!(await hasArtboard(context.db, documents, seat.workbench.id, artboardId)))
        fail("BAD_USER_INPUT", COMMENT_MESSAGES.artboardNotFound);
      const plan = await planMentions(
        context.db,
        userId,
        seat.workbench,
        mentionIdsOf(input.mentionIds),
      );
      const threadId = await withMentionAllowance(context, plan, () =>
        createThread(
          context.db,
          userId,
          seat.workbench,
          { artboardId, x: input.x, y: input.y },
          body,
          plan,
        ),
      );
      announce(context, seat.workbench.id, { plan, threadId, body });
      return shapeOf(context, threadId, seat);
    },
  }),
  replyToCommentThread: t.field({
    type: CommentThreadRef,
    authScopes: { signedIn: true },
    description: "Adds a reply to an open thread; whoever may comment on the file.",
    args: { input: t.arg({ type: ReplyToCommentThreadInput }) },
    resolve: async (_root, { input }, context) => {
      const { thread, seat } = await threadAsSeen(context, input.threadId);
      requireCommenter(seat);
      const body = bodyOf(input.body);
      const plan = await planMentions(
        context.db,
        seat.viewerId,
        seat.workbench,
        mentionIdsOf(input.mentionIds),
      );
      await withMentionAllowance(context, plan, () =>
        replyToThread(context.db, seat.viewerId, thread, body, plan),
      );
      announce(context, thread.workbench_id, { plan, threadId: thread.id, body });
      return shapeOf(context, thread.id, seat);
    },
  }),
  updateComment: t.field({
    type: CommentThreadRef,
    authScopes: { signedIn: true },
    description: "Changes the text of the viewer's own comment; mentions are not sent again.",
    args: { input: t.arg({ type: UpdateCommentInput }) },
    resolve: async (_root, { input }, context) => {
      const comment = await findComment(context.db, input.id);
      if (!comment) fail("NOT_FOUND", COMMENT_MESSAGES.threadNotFound);
      const { thread, seat } = await threadAsSeen(context, comment.thread_id);
      if (!canChangeComment(seat.viewerId, comment.author_id))
        fail("FORBIDDEN", COMMENT_MESSAGES.notYours);
      requireCommenter(seat);
      await editComment(context.db, comment.id, bodyOf(input.body));
      announce(context, thread.workbench_id);
      return shapeOf(context, thread.id, seat);
    },
  }),
  deleteComment: t.field({
    type: DeletePayload,
    authScopes: { signedIn: true },
    description:
      "Deletes the viewer's own comment; the opening comment of a thread deletes the thread with its replies.",
    args: { input: t.arg({ type: CommentIdInput }) },
    resolve: async (_root, { input }, context) => {
      const comment = await findComment(context.db, input.id);
      if (!comment) fail("NOT_FOUND", COMMENT_MESSAGES.threadNotFound);
      const { thread, seat } = await threadAsSeen(context, comment.thread_id);
      if (!canChangeComment(seat.viewerId, comment.author_id))
        fail("FORBIDDEN", COMMENT_MESSAGES.notYours);
      const deletedIds = await deleteComment(context.db, comment);
      announce(context, thread.workbench_id);
      return { deletedIds };
    },
  }),
  resolveCommentThread: t.field({
    type: CommentThreadRef,
    authScopes: { signedIn: true },
    description: "Marks a thread resolved; whoever may comment on the file.",
    args: { input: t.arg({ type: CommentThreadIdInput }) },
    resolve: (_root, { input }, context) => setResolved(context, input.id, true),
  }),
  reopenCommentThread: t.field({
    type: CommentThreadRef,
    authScopes: { signedIn: true },
    description: "Opens a resolved thread again; whoever may comment on the file.",
    args: { input: t.arg({ type: CommentThreadIdInput }) },
    resolve: (_root, { input }, context) => setResolved(context, input.id, false),
  }),
}));

async function setResolved(
  context: Context,
  threadId: string,
  resolved: boolean,
): Promise<ThreadShape> {
  const { thread, seat } = await threadAsSeen(context, threadId);
  requireCommenter(seat);
  await setThreadResolved(context.db, seat.viewerId, thread.id, resolved);
  announce(context, thread.workbench_id);
  return shapeOf(context, thread.id, seat);
}
