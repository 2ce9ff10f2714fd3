import { MESSAGES, normalizeEmail } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { fail } from "../../graphql/errors.js";
import { recordActivity } from "../logs/activity-log.js";
import { assertTeamAction, requireTeam, requireTeamAction } from "./require-team.js";
import { NO_SUCH_TEAM_INVITE, NOT_A_TEAM_MEMBER } from "./team-messages.js";

/**
 * Joins a team (§6: any member): a public one, or a private one whose invite waits for the
 * viewer's email (anyone else cannot see it: NOT_FOUND); never an archived one. The invite is
 * spent. Answers the team's workspace.
 */
export async function joinTeam(db: Db, viewerId: string, teamId: string): Promise<string> {
  const team = await requireTeamAction(db, viewerId, teamId, "join");
  await inTransaction(db, async (trx) => {
    await trx.insertInto("team_members").values({ team_id: team.id, user_id: viewerId }).execute();
    await trx
      .deleteFrom("team_invites")
      .where("team_id", "=", team.id)
      .where("email", "=", (eb) =>
        eb.selectFrom("users").select("email").where("users.id", "=", viewerId),
      )
      .execute();
    await recordActivity(trx, {
      organizationId: team.organization_id,
      actorId: viewerId,
      action: "JOIN",
      targetTable: "UsersOnTeam",
      targetId: team.id,
    });
  });
  return team.organization_id;
}

/**
 * Takes a user out of a team (§7 Leave team / remove user from team): anyone may leave, only
 * admins remove others, nobody leaves the global team, and an archived team's members stay.
 */
export async function removeUserFromTeam(
  db: Db,
  viewerId: string,
  teamId: string,
  userId: string,
): Promise<{ organizationId: string }> {
  const team = await requireTeam(db, viewerId, teamId, MESSAGES.removeFromMissingTeam);
  const leaving = userId === viewerId;
  assertTeamAction(team, leaving ? "leave" : "removeMember");
  return inTransaction(db, async (trx) => {
    const removed = await trx
      .deleteFrom("team_members")
      .where("team_id", "=", team.id)
      .where("user_id", "=", userId)
      .returning("user_id")
      .executeTakeFirst();
    if (!removed) fail("NOT_FOUND", NOT_A_TEAM_MEMBER);
    const user = await trx
      .selectFrom("users")
      .select("email")
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    await recordActivity(trx, {
      organizationId: team.organization_id,
      actorId: viewerId,
      action: leaving ? "LEAVE" : "REMOVE",
      targetTable: "UsersOnTeam",
      targetId: team.id,
      metadata: { email: user.email },
    });
    return { organizationId: team.organization_id };
  });
}

/** Withdraws a pending team invite (admins only, not while the team is archived). */
export async function deleteTeamInvite(
  db: Db,
  viewerId: string,
  teamId: string,
  email: string,
): Promise<string> {
  const team = await requireTeamAction(db, viewerId, teamId, "deleteInvite");
  await inTransaction(db, async (trx) => {
    const deleted = await trx
      .deleteFrom("team_invites")
      .where("team_id", "=", team.id)
      .where("email", "=", normalizeEmail(email))
      .returning("email")
      .executeTakeFirst();
    if (!deleted) fail("NOT_FOUND", NO_SUCH_TEAM_INVITE);
    await recordActivity(trx, {
      organizationId: team.organization_id,
      actorId: viewerId,
      action: "DELETE",
      targetTable: "team_invite",
      targetId: team.id,
      metadata: { email: deleted.email },
    });
  });
  return team.organization_id;
}
