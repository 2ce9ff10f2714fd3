import type { ItemAccess } from "../access.js";
import { can, type Membership } from "../roles.js";

/** The longest comment, in characters, after trimming. */
export const COMMENT_MAX_LENGTH = 5000;
/** Comments (openings and replies) one workbench holds at most. */
export const COMMENTS_PER_WORKBENCH = 2000;
/** Members one comment may mention. */
export const MENTIONS_PER_COMMENT = 10;
/** Mention mails (and notifications) one author may cause in an hour, across workspaces. */
export const MENTION_MAILS_PER_HOUR = 60;

export const COMMENT_MESSAGES = {
  threadNotFound: "This comment does not exist or you cannot see it.",
  notNotification: "This notification does not exist.",
  cannotComment: "You cannot comment on this file.",
  viewersMayNotComment:
    "Viewers cannot comment in this workspace. An admin can allow it in the workspace settings.",
  notYours: "You can only change your own comments.",
  empty: "Write something first.",
  tooLong: `A comment is at most ${COMMENT_MAX_LENGTH.toLocaleString("en-US")} characters.`,
  workbenchFull: `This file has ${COMMENTS_PER_WORKBENCH.toLocaleString("en-US")} comments, the most a file can hold. Delete some to add more.`,
  tooManyMentions: `A comment can mention at most ${MENTIONS_PER_COMMENT} people.`,
  mentionNotMember: "Only members of this workspace can be mentioned.",
  mentionCannotSee: (name: string) => `${name} cannot see this file, so they cannot be mentioned.`,
  resolvedOnlyReopen: "This thread is resolved. Reopen it to reply.",
  artboardNotFound: "This artboard is not in the file: it may have been deleted.",
} as const;

/** What decides whether someone may comment on a file. */
export interface CommentGate {
  membership: Membership;
  /** The viewer's access to the file (core itemAccess). */
  access: ItemAccess;
  /** The file sits in an archived team: readable, changed by nobody. */
  archived: boolean;
  /** The workspace's "Viewers may comment" setting. */
  viewersMayComment: boolean;
}

/**
 * Why the viewer may not comment on the file, or null when they may: whoever can see a file and
 * holds editContent in its workspace (Editors, Admins); Viewers only while the workspace allows
 * it; nobody on a file of an archived team.
 */
export function commentRefusal(gate: CommentGate): string | null {
  if (!gate.access.canView || gate.archived) return COMMENT_MESSAGES.cannotComment;
  if (can(gate.membership, "editContent") || gate.viewersMayComment) return null;
  return COMMENT_MESSAGES.viewersMayNotComment;
}

export function canComment(gate: CommentGate): boolean {
  return commentRefusal(gate) === null;
}

/** Only a comment's author edits or deletes it. */
export function canChangeComment(viewerId: string, authorId: string | null): boolean {
  return authorId !== null && authorId === viewerId;
}

/** A comment's text as it is stored (trimmed), or the message that says why it cannot be. */
export function parseCommentBody(
  text: string,
): { ok: true; body: string } | { ok: false; message: string } {
  const body = text.trim();
  if (body.length === 0) return { ok: false, message: COMMENT_MESSAGES.empty };
  if (body.length > COMMENT_MAX_LENGTH) return { ok: false, message: COMMENT_MESSAGES.tooLong };
  return { ok: true, body };
}

/** The mentioned ids, each once, or the message when there are too many. */
export function parseMentionIds(
  ids: readonly string[],
): { ok: true; ids: string[] } | { ok: false; message: string } {
  const unique = [...new Set(ids)];
  if (unique.length > MENTIONS_PER_COMMENT)
    return { ok: false, message: COMMENT_MESSAGES.tooManyMentions };
  return { ok: true, ids: unique };
}

/** A comment cut for a notification or a mail: one line, at most `max` characters. */
export function commentExcerpt(body: string, max = 140): string {
  const line = body.replace(/\s+/g, " ").trim();
  return line.length <= max ? line : `${line.slice(0, max - 1)}…`;
}

/** The filters of the comments panel. */
export const COMMENT_FILTERS = ["OPEN", "RESOLVED", "MINE"] as const;
export type CommentFilter = (typeof COMMENT_FILTERS)[number];

export interface ThreadSummary {
  resolved: boolean;
  /** Whether the viewer wrote any comment of the thread. */
  involvesViewer: boolean;
}

/** Whether a thread shows under a filter of the comments panel. */
export function matchesCommentFilter(thread: ThreadSummary, filter: CommentFilter): boolean {
  switch (filter) {
    case "OPEN":
      return !thread.resolved;
    case "RESOLVED":
      return thread.resolved;
    case "MINE":
      return thread.involvesViewer;
  }
}
