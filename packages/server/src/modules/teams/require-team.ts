import { type TeamAction, type TeamRefusal, teamActionRefusal } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { fail } from "../../graphql/errors.js";
import { membershipOf } from "../folders/place.js";
import {
  ALREADY_JOINED,
  GLOBAL_TEAM_LOCKED,
  NOT_A_TEAM_MEMBER,
  ONLY_ADMINS_MANAGE_TEAMS,
  TEAM_ARCHIVED,
  TEAM_NOT_FOUND,
} from "./team-messages.js";
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

/** Each refusal of core's team rule as the API answers it. */
const REFUSALS: Record<TeamRefusal, () => never> = {
  notAdmin: () => fail("FORBIDDEN", ONLY_ADMINS_MANAGE_TEAMS),
  globalTeam: () => fail("BAD_USER_INPUT", GLOBAL_TEAM_LOCKED),
  archived: () => fail("FORBIDDEN", TEAM_ARCHIVED),
  joined: () => fail("CONFLICT", ALREADY_JOINED),
  notJoined: () => fail("NOT_FOUND", NOT_A_TEAM_MEMBER),
};

/** Refuses the action on a team the viewer sees when core's teamActionRefusal does. */
export function assertTeamAction(team: TeamView, action: TeamAction): void {
  const refusal = teamActionRefusal(membershipOf(team), teamState(team), action);
  if (refusal) REFUSALS[refusal]();
}

/** The team, when the viewer may take the action on it (core team-actions.ts); else why not. */
export async function requireTeamAction(
  db: Db,
  viewerId: string,
  teamId: string,
  action: TeamAction,
  missing?: string,
): Promise<TeamView> {
  const team = await requireTeam(db, viewerId, teamId, missing);
  assertTeamAction(team, action);
  return team;
}

function teamState(team: TeamView) {
  return { archived: team.archived, isGlobal: team.is_global, isMember: team.is_member };
}
