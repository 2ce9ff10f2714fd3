import { can } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { fail } from "../../graphql/errors.js";
import { membershipOf } from "../folders/place.js";
import { TEAM_NOT_FOUND } from "./team-messages.js";
import { findTeams, type TeamView } from "./team-queries.js";

/**
 * The team as the viewer sees it (joined, public, or invited to); NOT_FOUND otherwise, with the
 * calling operation's words for a missing team where the spec has them (§8).
 */
export async function requireTeam(
  db: Db,
  viewerId: string,
  teamId: string,
  missing: string = TEAM_NOT_FOUND,
): Promise<TeamView> {
  const [found] = await findTeams(db, viewerId, [teamId]);
  return found?.team ?? fail("NOT_FOUND", missing);
}

/** The team, when the viewer may manage teams in its workspace (§6: admins); else FORBIDDEN. */
export async function requireTeamManager(
  db: Db,
  viewerId: string,
  teamId: string,
  message: string,
  missing?: string,
): Promise<TeamView> {
  const team = await requireTeam(db, viewerId, teamId, missing);
  if (!can(membershipOf(team), "manageTeams")) fail("FORBIDDEN", message);
  return team;
}
