import { DRAFTS_TITLE } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { recordActivity } from "../logs/activity-log.js";
import { getViewerOrganization, type ViewerOrganization } from "./organization-queries.js";

export const GLOBAL_TEAM_NAME = "Everyone";

/** Makes sure the user has a private drafts root in the workspace; returns its id. */
export async function ensureDraftsRootFolder(
  db: Db,
  organizationId: string,
  userId: string,
): Promise<string> {
  await db
    .insertInto("folders")
    .values({
      organization_id: organizationId,
      owner_id: userId,
      name: DRAFTS_TITLE,
      created_by: userId,
    })
    .onConflict((oc) =>
      oc
        .columns(["organization_id", "owner_id"])
        .where("parent_id", "is", null)
        .where("owner_id", "is not", null)
        .doNothing(),
    )
    .execute();
  const root = await db
    .selectFrom("folders")
    .select("id")
    .where("organization_id", "=", organizationId)
    .where("owner_id", "=", userId)
    .where("parent_id", "is", null)
    .executeTakeFirstOrThrow();
  return root.id;
}

/**
 * A new workspace, ready to use: the creator as ADMIN, its global team with the creator in it and
 * the team's root folder, the creator's drafts root, and the first row of its activity log. One
 * transaction: all of it or nothing.
 */
export async function createOrganization(
  db: Db,
  creatorId: string,
  name: string,
): Promise<ViewerOrganization> {
  const organizationId = await inTransaction(db, async (trx) => {
    const organization = await trx
      .insertInto("organizations")
      .values({ name, created_by: creatorId })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("organization_members")
      .values({ organization_id: organization.id, user_id: creatorId, role: "ADMIN" })
      .execute();
    const team = await trx
      .insertInto("teams")
      .values({ organization_id: organization.id, name: GLOBAL_TEAM_NAME, is_global: true })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx.insertInto("team_members").values({ team_id: team.id, user_id: creatorId }).execute();
    await trx
      .insertInto("folders")
      .values({
        organization_id: organization.id,
        team_id: team.id,
        name: GLOBAL_TEAM_NAME,
        created_by: creatorId,
      })
      .execute();
    await ensureDraftsRootFolder(trx, organization.id, creatorId);
    await recordActivity(trx, {
      organizationId: organization.id,
      actorId: creatorId,
      action: "CREATE",
      targetTable: "organization",
      targetId: organization.id,
      metadata: { new_name: name },
    });
    return organization.id;
  });
  return getViewerOrganization(db, creatorId, organizationId);
}
