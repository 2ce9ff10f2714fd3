import { can, MESSAGES, normalizeEmail } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { fail } from "../../graphql/errors.js";
import { membershipOf } from "../folders/place.js";
import { recordActivity } from "../logs/activity-log.js";
import { requireTeam, requireTeamManager } from "./require-team.js";
import {
  ALREADY_JOINED,
  GLOBAL_TEAM_LOCKED,
  NO_SUCH_TEAM_INVITE,
  NOT_A_TEAM_MEMBER,
  ONLY_ADMINS_MANAGE_TEAMS,
} from "./team-messages.js";

/**
 * Joins a team (§6: any member): a public one, or a private one whose invite waits for the
 * viewer's email (anyone else cannot see it: NOT_FOUND). The invite is spent. Answers the
 * team's workspace.
 */
export async function joinTeam(db: Db, viewerId: string, teamId: string): Promise<string> {
  const team = await requireTeam(db, viewerId, teamId);
  if (team.is_member) fail("CONFLICT", ALREADY_JOINED);
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
 * admins remove others, and nobody leaves the global team.
 */
export async function removeUserFromTeam(
  db: Db,
  viewerId: string,
  teamId: string,
  userId: string,
): Promise<{ organizationId: string }> {
  const team = await requireTeam(db, viewerId, teamId, MESSAGES.removeFromMissingTeam);
  const leaving = userId === viewerId;
  if (!leaving && !can(membershipOf(team), "manageTeams")) {
    fail("FORBIDDEN", ONLY_ADMINS_MANAGE_TEAMS);
  }
  if (team.is_global) fail("BAD_USER_INPUT", GLOBAL_TEAM_LOCKED);
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

/** Withdraws a pending team invite (admins only). */
export async function deleteTeamInvite(
  db: Db,
  viewerId: string,
  teamId: string,
  email: string,
): Promise<string> {
  const team = await requireTeamManager(db, viewerId, teamId, ONLY_ADMINS_MANAGE_TEAMS);
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
