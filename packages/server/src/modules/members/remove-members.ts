import type { Db } from "../../db/connection.js";
import { isUuid } from "../../db/ids.js";
import { inTransaction } from "../../db/transaction.js";
import { fail } from "../../graphql/errors.js";
import { recordActivity } from "../logs/activity-log.js";
import { assertAdminRemains } from "./assert-admin-remains.js";
import { INVITE_NOT_FOUND, MEMBER_NOT_FOUND } from "./change-role.js";
import { lockOrganization } from "./lock-organization.js";

export interface Removal {
  usersIds: readonly string[];
  invitesEmails: readonly string[];
}

export interface RemovalResult {
  organizationId: string;
  usersIds: string[];
  invitesEmails: string[];
}

/**
 * Removes members and deletes pending invites, all or nothing: an id that is not a member or an
 * email with no invite refuses the whole call. A removed member leaves every team of the
 * workspace and loses its team invites; their drafts stay, unseen, for if they are invited again
 * (docs/decisions.md). The caller has checked who may do this; `leaving` says the actor removes
 * only themself, which the activity log calls LEAVE.
 */
export async function removeMembersAndInvites(
  db: Db,
  actorId: string,
  organizationId: string,
  removal: Removal,
  leaving = false,
): Promise<RemovalResult> {
  const usersIds = [...new Set(removal.usersIds)];
  const invitesEmails = [...new Set(removal.invitesEmails.map((email) => email.toLowerCase()))];
  if (!usersIds.every(isUuid)) fail("NOT_FOUND", MEMBER_NOT_FOUND);
  return inTransaction(db, async (trx) => {
    await lockOrganization(trx, organizationId);
    const members =
      usersIds.length === 0
        ? []
        : await trx
            .selectFrom("organization_members")
            .innerJoin("users", "users.id", "organization_members.user_id")
            .select(["users.id", "users.email"])
            .where("organization_members.organization_id", "=", organizationId)
            .where("users.id", "in", usersIds)
            .execute();
    if (members.length !== usersIds.length) fail("NOT_FOUND", MEMBER_NOT_FOUND);
    const invites =
      invitesEmails.length === 0
        ? []
        : await trx
            .deleteFrom("organization_invites")
            .where("organization_id", "=", organizationId)
            .where("email", "in", invitesEmails)
            .returning(["id", "email"])
            .execute();
    if (invites.length !== invitesEmails.length) fail("NOT_FOUND", INVITE_NOT_FOUND);

    if (members.length > 0) {
      const workspaceTeams = trx
        .selectFrom("teams")
        .select("id")
        .where("organization_id", "=", organizationId);
      await trx
        .deleteFrom("team_members")
        .where("team_id", "in", workspaceTeams)
        .where("user_id", "in", usersIds)
        .execute();
      await trx
        .deleteFrom("team_invites")
        .where("team_id", "in", workspaceTeams)
        .where(
          "email",
          "in",
          members.map((member) => member.email),
        )
        .execute();
      await trx
        .deleteFrom("organization_members")
        .where("organization_id", "=", organizationId)
        .where("user_id", "in", usersIds)
        .execute();
      await assertAdminRemains(trx, organizationId);
    }

    for (const member of members) {
      await recordActivity(trx, {
        organizationId,
        actorId,
        action: leaving ? "LEAVE" : "REMOVE",
        targetTable: "organization_member",
        targetId: member.id,
        metadata: { email: member.email },
      });
    }
    for (const invite of invites) {
      await recordActivity(trx, {
        organizationId,
        actorId,
        action: "DELETE",
        targetTable: "organization_invite",
        targetId: invite.id,
        metadata: { email: invite.email },
      });
    }
    return { organizationId, usersIds, invitesEmails };
  });
}
