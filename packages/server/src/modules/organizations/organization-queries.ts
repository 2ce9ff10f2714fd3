import type { OrganizationRole } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { isUuid } from "../../db/ids.js";
import type { OrganizationRow } from "../../db/types.js";
import { fail } from "../../graphql/errors.js";

/** An organization as one member sees it: the row and that member's role. */
export type ViewerOrganization = OrganizationRow & { current_user_role: OrganizationRole };

function viewerOrganizations(db: Db, userId: string) {
  return db
    .selectFrom("organizations")
    .innerJoin("organization_members", "organization_members.organization_id", "organizations.id")
    .selectAll("organizations")
    .select("organization_members.role as current_user_role")
    .where("organization_members.user_id", "=", userId);
}

export async function listViewerOrganizations(
  db: Db,
  userId: string,
): Promise<ViewerOrganization[]> {
  return viewerOrganizations(db, userId)
    .orderBy("organization_members.created_at")
    .orderBy("organizations.id")
    .execute();
}

export const ORGANIZATION_NOT_FOUND = "This workspace does not exist or you are not a member.";

/** The workspaces among the ids that the user is a member of. */
export async function findViewerOrganizations(
  db: Db,
  userId: string,
  ids: readonly string[],
): Promise<ViewerOrganization[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return viewerOrganizations(db, userId).where("organizations.id", "in", valid).execute();
}

/** NOT_FOUND both when it does not exist and when the user is not a member: no probing. */
export async function getViewerOrganization(
  db: Db,
  userId: string,
  organizationId: string,
): Promise<ViewerOrganization> {
  const organization = isUuid(organizationId)
    ? await viewerOrganizations(db, userId)
        .where("organizations.id", "=", organizationId)
        .executeTakeFirst()
    : undefined;
  return organization ?? fail("NOT_FOUND", ORGANIZATION_NOT_FOUND);
}
