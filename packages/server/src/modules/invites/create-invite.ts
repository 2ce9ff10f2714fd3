import type { OrganizationRole } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { fail } from "../../graphql/errors.js";
import { recordActivity } from "../logs/activity-log.js";
import { lockOrganization } from "../members/lock-organization.js";
import type { OrganizationInviteRow } from "./organization-invite.type.js";
import { assertEditorSeatAvailable } from "./seats.js";

/**
 * Records a pending invite (the caller has checked the inviter may invite). Refuses a member
 * (CONFLICT), a second invite for the email (NUNIQ) and a seat the plan does not have.
 */
export async function createInvite(
  db: Db,
  inviterId: string,
  organizationId: string,
  email: string,
  role: OrganizationRole,
): Promise<OrganizationInviteRow> {
  return inTransaction(db, async (trx) => {
    // Seats are counted then taken: one change at a time per workspace.
    await lockOrganization(trx, organizationId);
    const alreadyMember = await trx
      .selectFrom("organization_members")
      .innerJoin("users", "users.id", "organization_members.user_id")
      .select("users.id")
      .where("organization_members.organization_id", "=", organizationId)
      .where("users.email", "=", email)
      .executeTakeFirst();
    if (alreadyMember) fail("CONFLICT", `${email} is already a member of this workspace`);
    const alreadyInvited = `${email} already has been invited to this workspace`;
    // Before the seat check: a repeated invite is NUNIQ, not "no seats" when they are full.
    const pending = await trx
      .selectFrom("organization_invites")
      .select("id")
      .where("organization_id", "=", organizationId)
      .where("email", "=", email)
      .executeTakeFirst();
    if (pending) fail("NUNIQ", alreadyInvited);
    await assertEditorSeatAvailable(trx, organizationId, role);
    const invite = await trx
      .insertInto("organization_invites")
      .values({ organization_id: organizationId, email, role, invited_by: inviterId })
      .onConflict((oc) => oc.columns(["organization_id", "email"]).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!invite) fail("NUNIQ", alreadyInvited);
    await recordActivity(trx, {
      organizationId,
      actorId: inviterId,
      action: "INVITE",
      targetTable: "organization_invite",
      targetId: invite.id,
      metadata: { email },
    });
    return invite;
  });
}
