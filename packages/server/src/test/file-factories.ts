import type { Db } from "../db/connection.js";
import type { FolderRow, TeamRow, WorkbenchRow } from "../db/types.js";
import { ensureDraftsRootFolder } from "../modules/organizations/create-organization.js";

/** Factories for the dashboard's teams, folders and files (STYLE 15), straight in the database. */

export interface BuiltTeam {
  team: TeamRow;
  root: FolderRow;
}

/** A team with its root folder; members join it. Workspace roles are set with addMember. */
export async function buildTeam(
  db: Db,
  organizationId: string,
  fields: {
    name?: string;
    publicInOrganization?: boolean;
    archived?: boolean;
    memberIds?: string[];
  } = {},
): Promise<BuiltTeam> {
  const team = await db
    .insertInto("teams")
    .values({
      organization_id: organizationId,
      name: fields.name ?? "Cars",
      public_in_organization: fields.publicInOrganization ?? true,
      archived: fields.archived ?? false,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const root = await db
    .insertInto("folders")
    .values({ organization_id: organizationId, team_id: team.id, name: team.name })
    .returningAll()
    .executeTakeFirstOrThrow();
  await joinTeam(db, team.id, fields.memberIds ?? []);
  return { team, root };
}

export async function joinTeam(db: Db, teamId: string, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto("team_members")
    .values(userIds.map((userId) => ({ team_id: teamId, user_id: userId })))
    .execute();
}

/** The root folder of a workspace's global team. */
export async function globalRootFolder(db: Db, organizationId: string): Promise<FolderRow> {
  return db
    .selectFrom("folders")
    .innerJoin("teams", "teams.id", "folders.team_id")
    .selectAll("folders")
    .where("teams.organization_id", "=", organizationId)
    .where("teams.is_global", "=", true)
    .where("folders.parent_id", "is", null)
    .executeTakeFirstOrThrow();
}

export async function draftsRoot(
  db: Db,
  organizationId: string,
  userId: string,
): Promise<FolderRow> {
  const id = await ensureDraftsRootFolder(db, organizationId, userId);
  return db.selectFrom("folders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

/** A folder under another, in the same team or drafts. */
export async function buildFolder(
  db: Db,
  parent: FolderRow,
  fields: { name?: string; createdBy?: string } = {},
): Promise<FolderRow> {
  return db
    .insertInto("folders")
    .values({
      organization_id: parent.organization_id,
      team_id: parent.team_id,
      owner_id: parent.owner_id,
      parent_id: parent.id,
      name: fields.name ?? "Sketches",
      created_by: fields.createdBy ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A file in a folder; dates may be set to order files. */
export async function buildWorkbench(
  db: Db,
  folder: FolderRow,
  fields: {
    name?: string;
    createdBy?: string;
    createdAt?: Date;
    updatedAt?: Date;
    thumbnailPath?: string;
  } = {},
): Promise<WorkbenchRow> {
  return db
    .insertInto("workbenches")
    .values({
      organization_id: folder.organization_id,
      folder_id: folder.id,
      name: fields.name ?? "Roadster",
      created_by: fields.createdBy ?? null,
      last_updated_by: fields.createdBy ?? null,
      created_at: fields.createdAt,
      updated_at: fields.updatedAt ?? fields.createdAt,
      thumbnail_path: fields.thumbnailPath ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Everything the dashboard's mutations may change, in a stable order: a test takes one before and
 * one after a refused call and expects them equal.
 */
export async function snapshotFiles(db: Db) {
  const [folders, workbenches, views] = await Promise.all([
    db.selectFrom("folders").selectAll().orderBy("id").execute(),
    db.selectFrom("workbenches").selectAll().orderBy("id").execute(),
    db
      .selectFrom("workbench_views")
      .selectAll()
      .orderBy("user_id")
      .orderBy("workbench_id")
      .execute(),
  ]);
  return { folders, workbenches, views };
}
