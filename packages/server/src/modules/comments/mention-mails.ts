import { commentExcerpt, PRODUCT_NAME } from "@contour/core";
import type { AppServices } from "../../services.js";
import { actionMail } from "../mail/templates.js";
import { getUser } from "../users/user-queries.js";
import type { MentionPlan } from "./mentions.js";

/** Where a mention leads: the workbench with the thread open. */
export function threadUrl(publicUrl: string, workbenchId: string, threadId: string): string {
  return `${publicUrl}/workbench/${workbenchId}?comment=${threadId}`;
}

/** One mail to each member a committed comment mentions. */
export async function sendMentionMails(
  services: AppServices,
  plan: MentionPlan,
  comment: { threadId: string; body: string },
): Promise<void> {
  if (plan.recipients.length === 0) return;
  const { db, mailer, config } = services;
  const [author, workbench] = await Promise.all([
    getUser(db, plan.authorId),
    db
      .selectFrom("workbenches")
      .select("name")
      .where("id", "=", plan.workbenchId)
      .executeTakeFirstOrThrow(),
  ]);
  const who = author.name || author.email;
  for (const recipient of plan.recipients) {
    await mailer.send(
      actionMail({
        to: recipient.email,
        subject: `${who} mentioned you in ${workbench.name} on ${PRODUCT_NAME}`,
        heading: `${who} mentioned you`,
        intro: `${who} mentioned you in a comment on ${workbench.name}: “${commentExcerpt(comment.body, 280)}”`,
        actionLabel: "Open the comment",
        url: threadUrl(config.publicUrl, plan.workbenchId, comment.threadId),
        footer: "You got this mail because someone mentioned you in a comment.",
      }),
    );
  }
}
