import type { OrganizationRole } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { ensureDraftsRootFolder } from "./create-organization.js";

/**
 * Makes a user a member with a role, inside the caller's transaction: in the workspace's global
 * team and with drafts of their own, as every member has.
 */
export async function joinOrganization(
  trx: Db,
  organizationId: string,
  userId: string,
  role: OrganizationRole,
): Promise<void> {
  await trx
    .insertInto("organization_members")
    .values({ organization_id: organizationId, user_id: userId, role })
    .execute();
  const globalTeam = await trx
    .selectFrom("teams")
    .select("id")
    .where("organization_id", "=", organizationId)
    .where("is_global", "=", true)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("team_members")
    .values({ team_id: globalTeam.id, user_id: userId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await ensureDraftsRootFolder(trx, organizationId, userId);
}
