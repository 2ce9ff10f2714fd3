import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { fail } from "../../graphql/errors.js";
import { recordActivity } from "../logs/activity-log.js";
import { requireCapability } from "./membership.js";
import { ONLY_ADMIN_SETTINGS } from "./organization-logo.js";
import { getViewerOrganization, type ViewerOrganization } from "./organization-queries.js";

export interface OrganizationPatch {
  /** Already trimmed and checked (parseOrganizationName). */
  name?: string;
  /** Only null, which removes the logo: a logo is set by uploading it (docs/api.md). */
  logoPath?: null;
  /** The "Viewers may comment" setting (issue 19). */
  viewersMayComment?: boolean;
}

/**
 * Renames a workspace or removes its logo (spec workspace-admin §7, Update organization), for
 * its admins only, with an activity row per change. Answers the workspace and the logo blob that
 * is no longer used, for the caller to remove once the change is committed.
 */
export async function updateOrganization(
  db: Db,
  viewerId: string,
  organizationId: string,
  patch: OrganizationPatch,
): Promise<{ organization: ViewerOrganization; unusedLogoPath: string | null }> {
  await requireCapability(db, viewerId, organizationId, "manageOrganization", ONLY_ADMIN_SETTINGS);
  if (
    patch.name === undefined &&
    patch.logoPath === undefined &&
    patch.viewersMayComment === undefined
  ) {
    fail("BAD_USER_INPUT", "Nothing to change: send a name, logoPath or viewersMayComment.");
  }
  const unusedLogoPath = await inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom("organizations")
      .select(["name", "logo_path", "viewers_may_comment"])
      .where("id", "=", organizationId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("organizations")
      .set({
        name: patch.name,
        logo_path: patch.logoPath,
        viewers_may_comment: patch.viewersMayComment,
        updated_at: new Date(),
      })
      .where("id", "=", organizationId)
      .execute();
    if (patch.name !== undefined && patch.name !== before.name) {
      await recordActivity(trx, {
        organizationId,
        actorId: viewerId,
        action: "RENAME",
        targetTable: "organization",
        targetId: organizationId,
        metadata: { new_name: patch.name },
      });
    }
    if (
      patch.viewersMayComment !== undefined &&
      patch.viewersMayComment !== before.viewers_may_comment
    ) {
      await recordActivity(trx, {
        organizationId,
        actorId: viewerId,
        action: "UPDATE",
        targetTable: "organization",
        targetId: organizationId,
        metadata: {
          change: patch.viewersMayComment ? "Viewers may comment" : "Viewers may not comment",
        },
      });
    }
    if (patch.logoPath === null && before.logo_path !== null) {
      await recordActivity(trx, {
        organizationId,
        actorId: viewerId,
        action: "UPDATE",
        targetTable: "organization",
        targetId: organizationId,
      });
      return before.logo_path;
    }
    return null;
  });
  return {
    organization: await getViewerOrganization(db, viewerId, organizationId),
    unusedLogoPath,
  };
}
