import type { OrganizationRole } from "@contour/core";
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

/** A team as the viewer relates to it: member, invited (by email), or neither. */
export type TeamView = TeamNode & { is_invited: boolean };

/**
 * Teams the viewer can see, each with the viewer's relation to it (see folders/place.ts). With
 * `includeInvited`, also the private teams whose invite waits for the viewer's email: they may
 * see such a team (to join it) but not its folders, which still follow TEAM_VISIBLE.
 */
function placedTeams(db: Db, viewerId: string, { includeInvited = false } = {}) {
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
    .where((eb) => (includeInvited ? eb.or([TEAM_VISIBLE, invitedViewer()]) : TEAM_VISIBLE))
    .selectAll("teams")
    .select((eb) => [
      "viewer_membership.role as viewer_role",
      "viewer_user.is_admin as viewer_is_admin",
      eb("viewer_team.user_id", "is not", null).$castTo<boolean>().as("is_member"),
      invitedViewer().as("is_invited"),
    ]);
}

/** Whether a team invite waits for the viewer's email (the users row joined as viewer_user). */
function invitedViewer() {
  return sql<boolean>`exists (select 1 from team_invites where team_invites.team_id = teams.id and team_invites.email = viewer_user.email)`;
}

/** A team loaded by id, with its root folder read in the same statement. */
export interface TeamWithRootFolder {
  team: TeamView;
  rootFolder: FolderNode | null;
}

export async function findTeams(
  db: Db,
  viewerId: string,
  ids: readonly string[],
): Promise<TeamWithRootFolder[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  const rows = await placedTeams(db, viewerId, { includeInvited: true })
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
  return rows.map(({ root_folder, ...team }) => {
    const rootFolder =
      root_folder &&
      toFolderNode({ ...teamPlaceColumns(team), ...folderFromJson(root_folder) }, viewerId);
    // An invited viewer sees the private team, never its tree.
    return { team, rootFolder: rootFolder?.access.canView ? rootFolder : null };
  });
}

/**
 * The teams the viewer can see in each workspace, archived ones included, the global team first,
 * then by name: the sidebar's list and the global team come from this one statement.
 */
export async function findVisibleTeams(
  db: Db,
  viewerId: string,
  organizationIds: readonly string[],
  options: { includeInvited?: boolean } = {},
): Promise<TeamView[][]> {
  const teams = await placedTeams(db, viewerId, options)
    .where("teams.organization_id", "in", organizationIds)
    .orderBy("teams.is_global", "desc")
    .orderBy(sql`lower(teams.name)`)
    .orderBy("teams.id")
    .execute();
  return groupInKeyOrder(organizationIds, teams, (team) => team.organization_id);
}

/** A member of a team, with their workspace role. */
export interface TeamMemberRow {
  team_id: string;
  id: string;
  name: string;
  email: string;
  role: OrganizationRole;
}

/** Each team's members, by name as people read it, then email. */
export async function findTeamMembers(
  db: Db,
  teamIds: readonly string[],
): Promise<TeamMemberRow[][]> {
  const rows = await db
    .selectFrom("team_members")
    .innerJoin("teams", "teams.id", "team_members.team_id")
    .innerJoin("users", "users.id", "team_members.user_id")
    .innerJoin("organization_members", (join) =>
      join
        .onRef("organization_members.organization_id", "=", "teams.organization_id")
        .onRef("organization_members.user_id", "=", "team_members.user_id"),
    )
    .select([
      "team_members.team_id",
      "users.id",
      "users.name",
      "users.email",
      "organization_members.role",
    ])
    .where("team_members.team_id", "in", teamIds)
    .orderBy(sql`lower(users.name)`)
    .orderBy("users.email")
    .execute();
  return groupInKeyOrder(teamIds, rows, (row) => row.team_id);
}

/** Each team's pending invites, oldest first. */
export async function findTeamInvites(
  db: Db,
  teamIds: readonly string[],
): Promise<{ team_id: string; email: string }[][]> {
  const rows = await db
    .selectFrom("team_invites")
    .select(["team_id", "email"])
    .where("team_id", "in", teamIds)
    .orderBy("created_at")
    .orderBy("email")
    .execute();
  return groupInKeyOrder(teamIds, rows, (row) => row.team_id);
}
