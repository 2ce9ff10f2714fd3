import type { OrganizationRole } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { isUuid } from "../../db/ids.js";
import { inTransaction } from "../../db/transaction.js";
import { fail } from "../../graphql/errors.js";
import type { OrganizationInviteRow } from "../invites/organization-invite.type.js";
import { assertEditorSeatAvailable, SEAT_ROLES } from "../invites/seats.js";
import { recordActivity } from "../logs/activity-log.js";
import { assertAdminRemains } from "./assert-admin-remains.js";
import { lockOrganization } from "./lock-organization.js";
import { listMembers, type MemberRow } from "./member-queries.js";

export const MEMBER_NOT_FOUND = "This user is not a member of this workspace.";
export const INVITE_NOT_FOUND = "There is no pending invitation for this email in this workspace.";
export const OWN_ROLE = "You cannot change your own role.";

/** Moving from Viewer to Editor or Admin takes a seat; between Editor and Admin it does not. */
async function assertSeatForChange(
  trx: Db,
  organizationId: string,
  from: OrganizationRole,
  to: OrganizationRole,
): Promise<void> {
  if (!SEAT_ROLES.includes(from)) await assertEditorSeatAvailable(trx, organizationId, to);
}

/** Gives a member another role (the caller has checked changeRoles and that it is not their own). */
export async function changeMemberRole(
  db: Db,
  actorId: string,
  organizationId: string,
  userId: string,
  role: OrganizationRole,
): Promise<MemberRow> {
  if (userId === actorId) fail("FORBIDDEN", OWN_ROLE);
  return inTransaction(db, async (trx) => {
    await lockOrganization(trx, organizationId);
    const member = isUuid(userId)
      ? (await listMembers(trx, organizationId)).find((row) => row.id === userId)
      : undefined;
    if (!member) fail("NOT_FOUND", MEMBER_NOT_FOUND);
    if (member.role === role) return member;
    await assertSeatForChange(trx, organizationId, member.role, role);
    await trx
      .updateTable("organization_members")
      .set({ role })
      .where("organization_id", "=", organizationId)
      .where("user_id", "=", userId)
      .execute();
    await assertAdminRemains(trx, organizationId);
    await recordActivity(trx, {
      organizationId,
      actorId,
      action: "CHANGE_ROLE",
      targetTable: "organization_member",
      targetId: userId,
      metadata: { email: member.email, previous_role: member.role, role },
    });
    return { ...member, role };
  });
}

/** Changes the role a pending invite will give (the caller has checked changeRoles). */
export async function changeInviteRole(
  db: Db,
  actorId: string,
  organizationId: string,
  email: string,
  role: OrganizationRole,
): Promise<OrganizationInviteRow> {
  return inTransaction(db, async (trx) => {
    await lockOrganization(trx, organizationId);
    const invite = await trx
      .selectFrom("organization_invites")
      .selectAll()
      .where("organization_id", "=", organizationId)
      .where("email", "=", email)
      .executeTakeFirst();
    if (!invite) fail("NOT_FOUND", INVITE_NOT_FOUND);
    if (invite.role === role) return invite;
    await assertSeatForChange(trx, organizationId, invite.role, role);
    const updated = await trx
      .updateTable("organization_invites")
      .set({ role })
      .where("id", "=", invite.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordActivity(trx, {
      organizationId,
      actorId,
      action: "CHANGE_ROLE",
      targetTable: "organization_invite",
      targetId: invite.id,
      metadata: { email, previous_role: invite.role, role },
    });
    return updated;
  });
}
