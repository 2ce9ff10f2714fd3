import { sql } from "kysely";
import { jsonObjectFrom } from "kysely/helpers/postgres";
import type { Db } from "../../db/connection.js";
import { isUuid } from "../../db/ids.js";
import { groupInKeyOrder } from "../../graphql/loaders.js";
import {
  type FolderJson,
  type FolderNode,
  folderFromJson,
  toFolderNode,
} from "../folders/folder-queries.js";
import { TEAM_VISIBLE, type TeamNode, teamPlaceColumns } from "../folders/place.js";

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

/** A team loaded by id, with its root folder read in the same statement. */
export interface TeamWithRootFolder {
  team: TeamNode;
  rootFolder: FolderNode | null;
}

export async function findTeams(
  db: Db,
  viewerId: string,
  ids: readonly string[],
): Promise<TeamWithRootFolder[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  const rows = await placedTeams(db, viewerId)
    .where("teams.id", "in", valid)
    .select((eb) =>
      jsonObjectFrom(
        eb
          .selectFrom("folders as root")
          .selectAll("root")
          .whereRef("root.team_id", "=", "teams.id")
          .where("root.parent_id", "is", null),
      )
        .$castTo<FolderJson | null>()
        .as("root_folder"),
    )
    .execute();
  return rows.map(({ root_folder, ...team }) => ({
    team,
    rootFolder:
      root_folder &&
      toFolderNode({ ...teamPlaceColumns(team), ...folderFromJson(root_folder) }, viewerId),
  }));
}

/**
 * The teams the viewer can see in each workspace, archived ones included, the global team first,
 * then by name: the sidebar's list and the global team come from this one statement.
 */
export async function findVisibleTeams(
  db: Db,
  viewerId: string,
  organizationIds: readonly string[],
): Promise<TeamNode[][]> {
  const teams = await placedTeams(db, viewerId)
    .where("teams.organization_id", "in", organizationIds)
    .orderBy("teams.is_global", "desc")
    .orderBy(sql`lower(teams.name)`)
    .orderBy("teams.id")
    .execute();
  return groupInKeyOrder(organizationIds, teams, (team) => team.organization_id);
}
