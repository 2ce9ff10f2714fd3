import {
  COMMENT_MAX_LENGTH,
  COMMENT_MESSAGES,
  COMMENTS_PER_WORKBENCH,
  MENTION_MAILS_PER_HOUR,
  MENTIONS_PER_COMMENT,
} from "@contour/core";
import { describe, expect, test } from "vitest";
import { commentCalls } from "../../test/comment-calls.js";
import { firstArtboardId } from "../../test/comment-factories.js";
import { addMember, type BuiltUser, buildOrganization, buildUser } from "../../test/factories.js";
import {
  buildTeam,
  buildWorkbench,
  draftsRoot,
  globalRootFolder,
  joinTeam,
} from "../../test/file-factories.js";
import { countMailsTo, latestMailTo } from "../../test/mailbox.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";
import { WORKBENCH_NOT_FOUND } from "../workbenches/require-workbench.js";

const server = useTestServer();
const calls = commentCalls(server);

interface Studio {
  organizationId: string;
  workbenchId: string;
  /** A file of a private team only the admin joined. */
  secretWorkbenchId: string;
  admin: BuiltUser;
  editor: BuiltUser;
  colleague: BuiltUser;
  viewer: BuiltUser;
  /** An editor who is not in the private team. */
  stranger: BuiltUser;
  /** A file of another workspace, the stranger's. */
  awayWorkbenchId: string;
}

async function buildStudio(): Promise<Studio> {
  const [admin, editor, colleague, viewer, stranger] = await Promise.all([
    buildUser(server.db, { name: "Ada Admin" }),
    buildUser(server.db, { name: "Eva Editor" }),
    buildUser(server.db, { name: "Cole Colleague" }),
    buildUser(server.db, { name: "Vic Viewer" }),
    buildUser(server.db, { name: "Stan Stranger" }),
  ]);
  if (!admin || !editor || !colleague || !viewer || !stranger) throw new Error("no users");
  const organization = await buildOrganization(server.db, admin.user, { name: "Studio" });
  await addMember(server.db, organization.id, editor.user.id, "EDITOR");
  await addMember(server.db, organization.id, colleague.user.id, "EDITOR");
  await addMember(server.db, organization.id, viewer.user.id, "VIEWER");
  const everyone = await globalRootFolder(server.db, organization.id);
  if (!everyone.team_id) throw new Error("no global team");
  await joinTeam(server.db, everyone.team_id, [editor.user.id, colleague.user.id, viewer.user.id]);
  const workbench = await buildWorkbench(server.db, everyone, { createdBy: editor.user.id });
  const secret = await buildTeam(server.db, organization.id, {
    name: "Secret",
    publicInOrganization: false,
    memberIds: [admin.user.id, editor.user.id],
  });
  const secretWorkbench = await buildWorkbench(server.db, secret.root);
  const away = await buildOrganization(server.db, stranger.user, { name: "Elsewhere" });
  const awayWorkbench = await buildWorkbench(server.db, await globalRootFolder(server.db, away.id));
  return {
    organizationId: organization.id,
    workbenchId: workbench.id,
    secretWorkbenchId: secretWorkbench.id,
    admin,
    editor,
    colleague,
    viewer,
    stranger,
    awayWorkbenchId: awayWorkbench.id,
  };
}

describe("comment threads", () => {
  test("an editor pins a comment mentioning a colleague: the colleague gets a mail and a notification", async () => {
    const studio = await buildStudio();
    const created = dataOf(
      await calls.create(studio.editor, studio.workbenchId, "  Lower the wheel arch  ", [
        studio.colleague.user.id,
      ]),
    ).createCommentThread;
    expect(created).toMatchObject({
      artboardId: await firstArtboardId(server.db, studio.workbenchId),
      x: 120.5,
      y: 64,
      resolved: false,
      involvesViewer: true,
      canReply: true,
      comments: [
        {
          body: "Lower the wheel arch",
          author: { id: studio.editor.user.id },
          mentions: [{ id: studio.colleague.user.id }],
        },
      ],
    });

    const mail = await latestMailTo(server.db, studio.colleague.user.email);
    expect(mail.subject).toBe("Eva Editor mentioned you in Roadster on Contour");
    expect(mail.text).toContain(`/workbench/${studio.workbenchId}?comment=${created.id}`);
    expect(mail.text).toContain("Lower the wheel arch");

    const inbox = dataOf(await calls.notifications(studio.colleague)).notifications;
    expect(inbox.unreadCount).toBe(1);
    expect(inbox.nodes).toEqual([
      expect.objectContaining({
        workbenchId: studio.workbenchId,
        threadId: created.id,
        excerpt: "Lower the wheel arch",
        actorName: "Eva Editor",
        read: false,
      }),
    ]);
    // Nobody else hears of it.
    expect(dataOf(await calls.notifications(studio.admin)).notifications.unreadCount).toBe(0);
    const [notification] = inbox.nodes;
    if (!notification) throw new Error("no notification");
    // Someone else's notification id changes nothing.
    await calls.markRead(studio.admin, { ids: [notification.id] });
    expect(dataOf(await calls.notifications(studio.colleague)).notifications.unreadCount).toBe(1);
    const read = await calls.markRead(studio.colleague, { ids: [notification.id] });
    expect(dataOf(read).markNotificationsRead.unreadCount).toBe(0);
  });

  test("replies, resolve and reopen; only authors edit or delete their comments", async () => {
    const studio = await buildStudio();
    const thread = dataOf(
      await calls.create(studio.editor, studio.workbenchId, "Too wide?"),
    ).createCommentThread;
    const replied = dataOf(
      await calls.reply(studio.colleague, thread.id, "A little."),
    ).replyToCommentThread;
    expect(replied.comments.map((comment) => comment.body)).toEqual(["Too wide?", "A little."]);
    const reply = replied.comments[1];
    if (!reply) throw new Error("no reply");
    expect(replied.comments.map((comment) => comment.canEdit)).toEqual([false, true]);

    expect(errorOf(await calls.edit(studio.editor, reply.id, "Mine now"))).toMatchObject({
      code: "FORBIDDEN",
      message: COMMENT_MESSAGES.notYours,
    });
    expect(errorOf(await calls.remove(studio.admin, reply.id)).code).toBe("FORBIDDEN");
    const edited = dataOf(await calls.edit(studio.colleague, reply.id, "A lot.")).updateComment;
    expect(edited.comments[1]?.body).toBe("A lot.");

    const resolved = dataOf(await calls.resolve(studio.colleague, thread.id, true));
    expect(resolved.resolveCommentThread?.resolved).toBe(true);
    expect(resolved.resolveCommentThread?.canReply).toBe(false);
    expect(errorOf(await calls.reply(studio.editor, thread.id, "More"))).toMatchObject({
      code: "CONFLICT",
      message: COMMENT_MESSAGES.resolvedOnlyReopen,
    });
    const threads = async (user: BuiltUser, filter: string) =>
      dataOf(await calls.threads(user, studio.workbenchId, filter)).commentThreads.nodes.map(
        (node) => node.id,
      );
    expect(await threads(studio.admin, "RESOLVED")).toEqual([thread.id]);
    expect(await threads(studio.admin, "OPEN")).toEqual([]);
    expect(await threads(studio.admin, "MINE")).toEqual([]);
    expect(await threads(studio.colleague, "MINE")).toEqual([thread.id]);

    const reopened = dataOf(await calls.resolve(studio.editor, thread.id, false));
    expect(reopened.reopenCommentThread?.resolved).toBe(false);

    const deletedReply = dataOf(await calls.remove(studio.colleague, reply.id)).deleteComment;
    expect(deletedReply.deletedIds).toEqual([reply.id]);
    const opening = thread.comments[0];
    if (!opening) throw new Error("no opening");
    const deletedThread = dataOf(await calls.remove(studio.editor, opening.id)).deleteComment;
    expect(deletedThread.deletedIds).toEqual([opening.id, thread.id]);
    expect(
      dataOf(await calls.threads(studio.editor, studio.workbenchId)).commentThreads.totalCount,
    ).toBe(0);
  });

  test("viewers read comments, and comment only when the workspace allows it", async () => {
    const studio = await buildStudio();
    const thread = dataOf(
      await calls.create(studio.editor, studio.workbenchId, "Check this"),
    ).createCommentThread;
    const seen = dataOf(await calls.threads(studio.viewer, studio.workbenchId)).commentThreads;
    expect(seen).toMatchObject({
      totalCount: 1,
      canComment: false,
      refusal: COMMENT_MESSAGES.viewersMayNotComment,
    });
    expect(seen.nodes[0]).toMatchObject({ canReply: false, canResolve: false });
    expect(errorOf(await calls.create(studio.viewer, studio.workbenchId, "Hi"))).toMatchObject({
      code: "FORBIDDEN",
      message: COMMENT_MESSAGES.viewersMayNotComment,
    });
    expect(errorOf(await calls.reply(studio.viewer, thread.id, "Hi")).code).toBe("FORBIDDEN");
    expect(errorOf(await calls.resolve(studio.viewer, thread.id, true)).code).toBe("FORBIDDEN");

    // Only admins change the setting.
    expect(errorOf(await calls.allowViewers(studio.editor, studio.organizationId, true)).code).toBe(
      "FORBIDDEN",
    );
    const allowed = await calls.allowViewers(studio.admin, studio.organizationId, true);
    expect(dataOf(allowed).updateOrganization.viewersMayComment).toBe(true);
    expect(
      dataOf(await calls.threads(studio.viewer, studio.workbenchId)).commentThreads.canComment,
    ).toBe(true);
    const replied = dataOf(await calls.reply(studio.viewer, thread.id, "Looks good"));
    expect(replied.replyToCommentThread.comments).toHaveLength(2);
  });

  test("a comment pins only to an artboard of the file's document", async () => {
    const studio = await buildStudio();
    const refused = { code: "BAD_USER_INPUT", message: COMMENT_MESSAGES.artboardNotFound };
    expect(
      errorOf(await calls.create(studio.editor, studio.workbenchId, "Here?", [], "no-such-board")),
    ).toMatchObject(refused);
    // Another file's artboard is not this file's.
    const elsewhere = await firstArtboardId(server.db, studio.secretWorkbenchId);
    expect(
      errorOf(await calls.create(studio.editor, studio.workbenchId, "Here?", [], elsewhere)),
    ).toMatchObject(refused);
    expect(
      dataOf(await calls.threads(studio.editor, studio.workbenchId)).commentThreads.totalCount,
    ).toBe(0);
  });

  test("ids of other workspaces and files one cannot see answer NOT_FOUND", async () => {
    const studio = await buildStudio();
    const away = dataOf(
      await calls.create(studio.stranger, studio.awayWorkbenchId, "Ours"),
    ).createCommentThread;
    const awayComment = away.comments[0];
    if (!awayComment) throw new Error("no comment");
    const notFound = { code: "NOT_FOUND", message: COMMENT_MESSAGES.threadNotFound };
    expect(errorOf(await calls.threads(studio.admin, studio.awayWorkbenchId))).toMatchObject({
      code: "NOT_FOUND",
      message: WORKBENCH_NOT_FOUND,
    });
    expect(errorOf(await calls.create(studio.admin, studio.awayWorkbenchId, "x")).code).toBe(
      "NOT_FOUND",
    );
    expect(errorOf(await calls.reply(studio.admin, away.id, "x"))).toMatchObject(notFound);
    expect(errorOf(await calls.resolve(studio.admin, away.id, true))).toMatchObject(notFound);
    expect(errorOf(await calls.edit(studio.stranger, "nope", "x"))).toMatchObject(notFound);
    expect(errorOf(await calls.remove(studio.admin, awayComment.id))).toMatchObject(notFound);
    expect(errorOf(await calls.mentionable(studio.admin, studio.awayWorkbenchId)).code).toBe(
      "NOT_FOUND",
    );
    // A private team's file, for a member who did not join it.
    expect(errorOf(await calls.threads(studio.colleague, studio.secretWorkbenchId)).code).toBe(
      "NOT_FOUND",
    );
  });

  test("mentions: only members who can see the file, offered by mentionableMembers", async () => {
    const studio = await buildStudio();
    const offered = dataOf(
      await calls.mentionable(studio.editor, studio.secretWorkbenchId),
    ).mentionableMembers;
    expect(offered.map((member) => member.name)).toEqual(["Ada Admin"]);
    const searched = dataOf(
      await calls.mentionable(studio.editor, studio.workbenchId, "col"),
    ).mentionableMembers;
    expect(searched.map((member) => member.name)).toEqual(["Cole Colleague"]);
    // A public team's file: every member but the caller, the stranger being no member.
    const everyone = dataOf(
      await calls.mentionable(studio.editor, studio.workbenchId),
    ).mentionableMembers;
    expect(everyone.map((member) => member.name)).toEqual([
      "Ada Admin",
      "Cole Colleague",
      "Vic Viewer",
    ]);
    // A file in the editor's drafts: nobody else sees it, an admin neither.
    const draft = await buildWorkbench(
      server.db,
      await draftsRoot(server.db, studio.organizationId, studio.editor.user.id),
      { createdBy: studio.editor.user.id },
    );
    expect(dataOf(await calls.mentionable(studio.editor, draft.id)).mentionableMembers).toEqual([]);
    expect(
      errorOf(await calls.create(studio.editor, draft.id, "Mine", [studio.admin.user.id])),
    ).toMatchObject({
      code: "BAD_USER_INPUT",
      message: COMMENT_MESSAGES.mentionCannotSee("Ada Admin"),
    });

    expect(
      errorOf(
        await calls.create(studio.editor, studio.secretWorkbenchId, "Look", [
          studio.colleague.user.id,
        ]),
      ),
    ).toMatchObject({
      code: "BAD_USER_INPUT",
      message: COMMENT_MESSAGES.mentionCannotSee("Cole Colleague"),
    });
    expect(
      errorOf(
        await calls.create(studio.editor, studio.workbenchId, "Look", [studio.stranger.user.id]),
      ),
    ).toMatchObject({ code: "BAD_USER_INPUT", message: COMMENT_MESSAGES.mentionNotMember });
    // Nothing was written by the refused comments, and nobody was mailed.
    expect(
      dataOf(await calls.threads(studio.editor, studio.workbenchId)).commentThreads.totalCount,
    ).toBe(0);
    expect(await countMailsTo(server.db, studio.colleague.user.email)).toBe(0);
    // Mentioning oneself notifies nobody.
    const toSelf = dataOf(
      await calls.create(studio.editor, studio.workbenchId, "Note to self", [
        studio.editor.user.id,
      ]),
    ).createCommentThread;
    expect(await countMailsTo(server.db, studio.editor.user.email)).toBe(0);
    expect(toSelf.comments[0]?.mentions).toEqual([]);
  });
});

describe("comment limits", () => {
  test(`a comment is at most ${COMMENT_MAX_LENGTH} characters and mentions at most ${MENTIONS_PER_COMMENT} people`, async () => {
    const studio = await buildStudio();
    expect(
      errorOf(
        await calls.create(studio.editor, studio.workbenchId, "x".repeat(COMMENT_MAX_LENGTH + 1)),
      ),
    ).toMatchObject({ code: "BAD_USER_INPUT", message: COMMENT_MESSAGES.tooLong });
    expect(errorOf(await calls.create(studio.editor, studio.workbenchId, "   "))).toMatchObject({
      code: "BAD_USER_INPUT",
      message: COMMENT_MESSAGES.empty,
    });
    const ids = Array.from({ length: MENTIONS_PER_COMMENT + 1 }, () => crypto.randomUUID());
    expect(
      errorOf(await calls.create(studio.editor, studio.workbenchId, "All", ids)),
    ).toMatchObject({
      code: "BAD_USER_INPUT",
      message: COMMENT_MESSAGES.tooManyMentions,
    });
  });

  test(`a file holds ${COMMENTS_PER_WORKBENCH} comments`, async () => {
    const studio = await buildStudio();
    const thread = dataOf(
      await calls.create(studio.editor, studio.workbenchId, "First"),
    ).createCommentThread;
    await server.db
      .insertInto("comments")
      .values(
        Array.from({ length: COMMENTS_PER_WORKBENCH - 1 }, (_, index) => ({
          thread_id: thread.id,
          workbench_id: studio.workbenchId,
          author_id: studio.editor.user.id,
          body: `Reply ${index}`,
        })),
      )
      .execute();
    expect(errorOf(await calls.reply(studio.editor, thread.id, "One more"))).toMatchObject({
      code: "CONFLICT",
      message: COMMENT_MESSAGES.workbenchFull,
    });
  });

  test("an author pins at most 120 threads in 10 minutes", async () => {
    const studio = await buildStudio();
    await server.services.rateLimits.consume("commentThreadsPerUser", studio.editor.user.id, 120);
    expect(
      errorOf(await calls.create(studio.editor, studio.workbenchId, "One too many")),
    ).toMatchObject({ code: "RATE_LIMITED" });
    // Others go on pinning.
    expect(
      dataOf(await calls.create(studio.admin, studio.workbenchId, "Mine")).createCommentThread.id,
    ).toBeTruthy();
  });

  test(`an author's mentions are limited to ${MENTION_MAILS_PER_HOUR} an hour`, async () => {
    const studio = await buildStudio();
    const thread = dataOf(
      await calls.create(studio.editor, studio.workbenchId, "Start"),
    ).createCommentThread;
    await server.services.rateLimits.consume(
      "mentionMailsPerUser",
      studio.editor.user.id,
      MENTION_MAILS_PER_HOUR - 1,
    );
    expect(
      errorOf(
        await calls.reply(studio.editor, thread.id, "Two", [
          studio.colleague.user.id,
          studio.admin.user.id,
        ]),
      ).code,
    ).toBe("RATE_LIMITED");
    // One mention is still allowed, then none.
    await calls.reply(studio.editor, thread.id, "One", [studio.colleague.user.id]);
    expect(
      errorOf(await calls.reply(studio.editor, thread.id, "Again", [studio.colleague.user.id])),
    ).toMatchObject({ code: "RATE_LIMITED" });
    // Without mentions, replies go on.
    expect(
      dataOf(await calls.reply(studio.editor, thread.id, "Quietly")).replyToCommentThread.comments,
    ).toHaveLength(3);
  });
});
