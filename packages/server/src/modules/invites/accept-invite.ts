import type { Db } from "../../db/connection.js";
import { isUuid } from "../../db/ids.js";
import { inTransaction } from "../../db/transaction.js";
import { fail } from "../../graphql/errors.js";
import { recordActivity } from "../logs/activity-log.js";
import { joinOrganization } from "../organizations/join-organization.js";
import {
  getViewerOrganization,
  type ViewerOrganization,
} from "../organizations/organization-queries.js";
import { getUser } from "../users/user-queries.js";

export const NO_INVITE = "This invitation does not exist anymore, or it was sent to another email.";

/**
 * Turns the pending invite of the user's email into a membership with the invited role
 * (joinOrganization), the invite spent. Accepting again once a member is a
 * no-op, so a second click on the mailed link still lands in the workspace.
 */
export async function acceptInvite(
  db: Db,
  userId: string,
  organizationId: string,
): Promise<ViewerOrganization> {
  if (!isUuid(organizationId)) fail("NOT_FOUND", NO_INVITE);
  const user = await getUser(db, userId);
  await inTransaction(db, async (trx) => {
    const member = await trx
      .selectFrom("organization_members")
      .select("role")
      .where("organization_id", "=", organizationId)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    const invite = await trx
      .deleteFrom("organization_invites")
      .where("organization_id", "=", organizationId)
      .where("email", "=", user.email)
      .returning("role")
      .executeTakeFirst();
    if (member) return;
    if (!invite) fail("NOT_FOUND", NO_INVITE);
    await joinOrganization(trx, organizationId, userId, invite.role);
    await recordActivity(trx, {
      organizationId,
      actorId: userId,
      action: "ACCEPT_INVITE",
      targetTable: "organization_member",
      targetId: userId,
      metadata: { email: user.email },
    });
  });
  return getViewerOrganization(db, userId, organizationId);
}
