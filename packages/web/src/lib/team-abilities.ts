import { type Membership, type TeamAbilities, teamAbilities } from "@contour/core";

/** A team as the web app loads it: enough to ask core's team rule what the viewer may do. */
export interface LoadedTeam {
  archived: boolean;
  globalInOrganization: boolean;
  /** JOINED once the viewer is a member (Teams page); the files pages use currentUserRole. */
  joined: boolean;
}

/**
 * What the viewer may do to a team (core team-actions.ts, the rule the server enforces), so that
 * pages offer only that: an archived team offers nothing but Restore and Delete, to admins.
 */
export function abilitiesOf(membership: Membership, team: LoadedTeam): TeamAbilities {
  return teamAbilities(membership, {
    archived: team.archived,
    isGlobal: team.globalInOrganization,
    isMember: team.joined,
  });
}
