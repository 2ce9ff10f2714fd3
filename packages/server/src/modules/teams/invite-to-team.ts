import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { fail } from "../../graphql/errors.js";
import { parseEmail } from "../auth/input.js";
import { assertEditorSeatAvailable } from "../invites/seats.js";
import { recordActivity } from "../logs/activity-log.js";
import { lockOrganization } from "../members/lock-organization.js";
import { NO_TEAM_INVITE_EMAILS } from "./team-messages.js";
import type { TeamView } from "./team-queries.js";

/** Who was invited, and how: a workspace member joins from the team page, others sign up first. */
export interface TeamInviteSent {
  email: string;
  inWorkspace: boolean;
}

/**
 * Invites emails to a team the caller may invite to (requireTeamAction "invite": an admin, not
 * the global team, not archived) (§7 Invite to team), in one transaction. A workspace member gets a team
 * invite they accept by joining; an email outside the workspace also gets a workspace invite as
 * an Editor, which takes an editor seat like any invite (PLAN_LIMITATION_ERROR when none is left).
 * Members already in the team are left as they are.
 */
export async function inviteToTeam(
  db: Db,
  inviterId: string,
  team: TeamView,
  rawEmails: readonly string[],
): Promise<TeamInviteSent[]> {
  if (rawEmails.length === 0) fail("BAD_USER_INPUT", NO_TEAM_INVITE_EMAILS);
  const emails = [...new Set(rawEmails.map(parseEmail))];
  return inTransaction(db, async (trx) => {
    const sent: TeamInviteSent[] = [];
    const log = (
      targetTable: "team_invite" | "organization_invite",
      targetId: string,
      email: string,
    ) =>
      recordActivity(trx, {
        organizationId: team.organization_id,
        actorId: inviterId,
        action: "INVITE",
        targetTable,
        targetId,
        metadata: { email },
      });
    for (const email of emails) {
      const member = await trx
        .selectFrom("organization_members")
        .innerJoin("users", "users.id", "organization_members.user_id")
        .leftJoin("team_members", (join) =>
          join
            .onRef("team_members.user_id", "=", "users.id")
            .on("team_members.team_id", "=", team.id),
        )
        .select(["users.id", "team_members.user_id as team_member_id"])
        .where("organization_members.organization_id", "=", team.organization_id)
        .where("users.email", "=", email)
        .executeTakeFirst();
      if (member?.team_member_id) continue;
      if (!member) {
        const pending = await trx
          .selectFrom("organization_invites")
          .select("id")
          .where("organization_id", "=", team.organization_id)
          .where("email", "=", email)
          .executeTakeFirst();
        if (!pending) {
          // Seats are counted then taken, as createInvite does: one change at a time.
          await lockOrganization(trx, team.organization_id);
          await assertEditorSeatAvailable(trx, team.organization_id, "EDITOR");
          const invite = await trx
            .insertInto("organization_invites")
            .values({
              organization_id: team.organization_id,
              email,
              role: "EDITOR",
              invited_by: inviterId,
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          await log("organization_invite", invite.id, email);
        }
      }
      await trx
        .insertInto("team_invites")
        .values({ team_id: team.id, email, invited_by: inviterId })
        .onConflict((oc) => oc.columns(["team_id", "email"]).doNothing())
        .execute();
      await log("team_invite", team.id, email);
      sent.push({ email, inWorkspace: member !== undefined });
    }
    return sent;
  });
}
