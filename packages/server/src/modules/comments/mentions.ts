import { COMMENT_MESSAGES, commentExcerpt } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { isUuid } from "../../db/ids.js";
import { fail } from "../../graphql/errors.js";
import { membersSeeing } from "./members-seeing.js";

export interface MentionRecipient {
  id: string;
  name: string;
  email: string;
}

/** Who a comment mentions, once checked: each a member of the workspace who sees the file. */
export interface MentionPlan {
  organizationId: string;
  workbenchId: string;
  authorId: string;
  recipients: MentionRecipient[];
}

/**
 * Checks the mentioned ids (already de-duplicated and counted, core parseMentionIds): the author
 * mentioning themselves is dropped; anyone who is not a member of the workspace, or cannot see
 * the file, is refused with BAD_USER_INPUT, so the author knows who would not have heard (a
 * non-member is not named, to say nothing of accounts outside the workspace).
 */
export async function planMentions(
  db: Db,
  authorId: string,
  workbench: { id: string; organization_id: string; folder_id: string },
  mentionIds: readonly string[],
): Promise<MentionPlan> {
  const ids = mentionIds.filter((id) => id !== authorId);
  const plan = {
    organizationId: workbench.organization_id,
    workbenchId: workbench.id,
    authorId,
    recipients: [] as MentionRecipient[],
  };
  if (ids.length === 0) return plan;
  if (!ids.every(isUuid)) fail("BAD_USER_INPUT", COMMENT_MESSAGES.mentionNotMember);
  const members = await db
    .selectFrom("organization_members")
    .innerJoin("users", "users.id", "organization_members.user_id")
    .select(["users.id", "users.name", "users.email"])
    .where("organization_members.organization_id", "=", workbench.organization_id)
    .where("users.id", "in", ids)
    .execute();
  if (members.length !== ids.length) fail("BAD_USER_INPUT", COMMENT_MESSAGES.mentionNotMember);
  const seeing = await membersSeeing(db, workbench).where("users.id", "in", ids).execute();
  const seeingIds = new Set(seeing.map((member) => member.id));
  const blind = members.find((member) => !seeingIds.has(member.id));
  if (blind) fail("BAD_USER_INPUT", COMMENT_MESSAGES.mentionCannotSee(blind.name || blind.email));
  return { ...plan, recipients: members };
}

/** One notification per recipient, in the comment's transaction. */
export async function recordMentions(
  trx: Db,
  plan: MentionPlan,
  comment: { threadId: string; commentId: string; body: string },
): Promise<void> {
  if (plan.recipients.length === 0) return;
  await trx
    .insertInto("notifications")
    .values(
      plan.recipients.map((recipient) => ({
        user_id: recipient.id,
        organization_id: plan.organizationId,
        kind: "MENTION" as const,
        actor_id: plan.authorId,
        workbench_id: plan.workbenchId,
        thread_id: comment.threadId,
        comment_id: comment.commentId,
        excerpt: commentExcerpt(comment.body),
      })),
    )
    .execute();
}
