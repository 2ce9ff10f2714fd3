import { sql } from "kysely";
import type { Db } from "../../db/connection.js";
import { isUuid } from "../../db/ids.js";
import { TEAM_VISIBLE, type TeamNode } from "../folders/place.js";

/** Teams the viewer can see, each with the viewer's relation to it (see folders/place.ts). */
function placedTeams(db: Db, viewerId: string) {
  return db
    .selectFrom("teams")
    .innerJoin("organization_members as viewer_membership", (join) =>
      join
        .onRef("viewer_membership.organization_id", "=", "teams.organization_id")
        .on("viewer_membership.user_id", "=", viewerId),
    )
    .innerJoin("users as viewer_user", "viewer_user.id", "viewer_membership.user_id")
    .leftJoin("team_members as viewer_team", (join) =>
      join.onRef("viewer_team.team_id", "=", "teams.id").on("viewer_team.user_id", "=", viewerId),
    )
    .where(TEAM_VISIBLE)
    .selectAll("teams")
    .select((eb) => [
      "viewer_membership.role as viewer_role",
      "viewer_user.is_admin as viewer_is_admin",
      eb("viewer_team.user_id", "is not", null).$castTo<boolean>().as("is_member"),
    ]);
}

export async function findTeams(
  db: Db,
  viewerId: string,
  ids: readonly string[],
): Promise<TeamNode[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return placedTeams(db, viewerId).where("teams.id", "in", valid).execute();
}

/** The sidebar's teams: visible and not archived, the global team first, then by name. */
export async function findSidebarTeams(
  db: Db,
  viewerId: string,
  organizationId: string,
): Promise<TeamNode[]> {
  return placedTeams(db, viewerId)
    .where("teams.organization_id", "=", organizationId)
    .where("teams.archived", "=", false)
    .orderBy("teams.is_global", "desc")
    .orderBy(sql`lower(teams.name)`)
    .orderBy("teams.id")
    .execute();
}

/** The global team of each workspace asked, for the workspaces the viewer is in. */
export async function findGlobalTeams(
  db: Db,
  viewerId: string,
  organizationIds: readonly string[],
): Promise<TeamNode[]> {
  return placedTeams(db, viewerId)
    .where("teams.organization_id", "in", organizationIds)
    .where("teams.is_global", "=", true)
    .execute();
}
