import {
  type ItemAccess,
  type ItemPlace,
  itemAccess,
  type Membership,
  type OrganizationRole,
} from "@contour/core";
import { type RawBuilder, sql } from "kysely";
import type { Db } from "../../db/connection.js";
import type { TeamRow } from "../../db/types.js";

/*
 * Who sees a folder or a file is core's itemAccess (packages/core/src/access.ts). Lists have to
 * filter in SQL, so that pages and counts are right; the two predicates below say in SQL what
 * itemAccess says of canView, and place.test.ts checks that they agree, case by case.
 */

/** A team is visible when it is public in its workspace or the viewer joined it. */
export const TEAM_VISIBLE = sql<boolean>`(teams.public_in_organization OR viewer_team.user_id IS NOT NULL)`;

/**
 * A folder is visible in the viewer's own drafts, or in a team that is visible to them. The
 * viewer is an id, or a column holding one (several viewers at once: comments' mentionable
 * members).
 */
export function folderVisible(viewer: string | RawBuilder<string>) {
  return sql<boolean>`(folders.owner_id = ${viewer} OR (folders.team_id IS NOT NULL AND ${TEAM_VISIBLE}))`;
}

/**
 * Folders the viewer can see, each with what decides access to it: the viewer's membership of
 * its workspace (an inner join, so other workspaces' folders are never returned) and its team as
 * the viewer relates to it. Workbench queries join this as a derived table, which Postgres
 * flattens into the outer query. Folders in the Trash are not there (migration 0021): for every
 * lookup of the app they do not exist; only the Trash reads them, through placedFoldersInTrash.
 */
export function placedFolders(db: Db, viewerId: string) {
  return placedFoldersAnyState(db, viewerId).where("folders.trashed_at", "is", null);
}

/** Folders in the Trash the viewer can see, placed as placedFolders places the others. */
export function placedFoldersInTrash(db: Db, viewerId: string) {
  return placedFoldersAnyState(db, viewerId).where("folders.trashed_at", "is not", null);
}

/** Where the viewer could see the folder if it were not in the Trash: the Trash's own rights. */
export function placedFoldersAnyState(db: Db, viewerId: string) {
  return db
    .selectFrom("folders")
    .innerJoin("organization_members as viewer_membership", (join) =>
      join
        .onRef("viewer_membership.organization_id", "=", "folders.organization_id")
        .on("viewer_membership.user_id", "=", viewerId),
    )
    .innerJoin("users as viewer_user", "viewer_user.id", "viewer_membership.user_id")
    .leftJoin("teams", "teams.id", "folders.team_id")
    .leftJoin("team_members as viewer_team", (join) =>
      join
        .onRef("viewer_team.team_id", "=", "folders.team_id")
        .on("viewer_team.user_id", "=", viewerId),
    )
    .where(folderVisible(viewerId))
    .selectAll("folders")
    .select((eb) => [
      "viewer_membership.role as viewer_role",
      "viewer_user.is_admin as viewer_is_admin",
      "teams.name as team_name",
      "teams.is_global as team_is_global",
      "teams.public_in_organization as team_public",
      "teams.archived as team_archived",
      "teams.created_at as team_created_at",
      "teams.updated_at as team_updated_at",
      eb("viewer_team.user_id", "is not", null).$castTo<boolean>().as("is_team_member"),
    ]);
}

/** The columns of placedFolders that decide access, whatever else a row carries. */
export interface PlaceColumns {
  organization_id: string;
  team_id: string | null;
  owner_id: string | null;
  viewer_role: OrganizationRole;
  viewer_is_admin: boolean;
  team_name: string | null;
  team_is_global: boolean | null;
  team_public: boolean | null;
  team_archived: boolean | null;
  team_created_at: Date | null;
  team_updated_at: Date | null;
  is_team_member: boolean;
}

/** What decides access, picked out of a placed row that carries more. */
export function placeOf(row: PlaceColumns): PlaceColumns {
  return {
    organization_id: row.organization_id,
    team_id: row.team_id,
    owner_id: row.owner_id,
    viewer_role: row.viewer_role,
    viewer_is_admin: row.viewer_is_admin,
    team_name: row.team_name,
    team_is_global: row.team_is_global,
    team_public: row.team_public,
    team_archived: row.team_archived,
    team_created_at: row.team_created_at,
    team_updated_at: row.team_updated_at,
    is_team_member: row.is_team_member,
  };
}

/** A team as one member of its workspace sees it. */
export type TeamNode = TeamRow & {
  is_member: boolean;
  viewer_role: OrganizationRole;
  viewer_is_admin: boolean;
};

export function membershipOf(row: { viewer_role: OrganizationRole; viewer_is_admin: boolean }) {
  return { role: row.viewer_role, isAdmin: row.viewer_is_admin } satisfies Membership;
}

/** The place of a folder in the team, as placedFolders would give it. */
export function teamPlaceColumns(team: TeamNode): PlaceColumns {
  return {
    organization_id: team.organization_id,
    team_id: team.id,
    owner_id: null,
    viewer_role: team.viewer_role,
    viewer_is_admin: team.viewer_is_admin,
    team_name: team.name,
    team_is_global: team.is_global,
    team_public: team.public_in_organization,
    team_archived: team.archived,
    team_created_at: team.created_at,
    team_updated_at: team.updated_at,
    is_team_member: team.is_member,
  };
}

export function teamPlace(team: TeamNode): ItemPlace {
  return {
    kind: "team",
    archived: team.archived,
    publicInOrganization: team.public_in_organization,
    isTeamMember: team.is_member,
  };
}

/** The team a placed row belongs to, or null in drafts. */
export function teamOf(row: PlaceColumns): TeamNode | null {
  if (row.team_id === null) return null;
  return {
    id: row.team_id,
    organization_id: row.organization_id,
    name: row.team_name ?? "",
    is_global: row.team_is_global ?? false,
    public_in_organization: row.team_public ?? false,
    archived: row.team_archived ?? false,
    created_at: row.team_created_at ?? new Date(0),
    updated_at: row.team_updated_at ?? new Date(0),
    is_member: row.is_team_member,
    viewer_role: row.viewer_role,
    viewer_is_admin: row.viewer_is_admin,
  };
}

export function accessOf(row: PlaceColumns, viewerId: string): ItemAccess {
  const team = teamOf(row);
  const place: ItemPlace = team
    ? teamPlace(team)
    : { kind: "drafts", isOwner: row.owner_id === viewerId };
  return itemAccess(membershipOf(row), place);
}
