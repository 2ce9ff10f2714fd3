import { WORKSPACE_DELETION_LINK_INVALID } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { fail } from "../../graphql/errors.js";
import type { LinkTokens } from "../links/link-tokens.js";
import { requireCapability } from "./membership.js";

export const ONLY_ADMIN_DELETE = "Only an admin can do this.";
export const MANUAL_SUBSCRIPTION_DELETE =
  "This workspace's subscription is managed by our team: contact support to delete it.";

/** An admin's workspace that is not on a manual subscription (those go through support). */
export async function requireDeletableOrganization(
  db: Db,
  viewerId: string,
  organizationId: string,
): Promise<{ name: string }> {
  await requireCapability(db, viewerId, organizationId, "deleteOrganization", ONLY_ADMIN_DELETE);
  const organization = await db
    .selectFrom("organizations")
    .select(["name", "manual_subscription"])
    .where("id", "=", organizationId)
    .executeTakeFirstOrThrow();
  if (organization.manual_subscription) fail("FORBIDDEN", MANUAL_SUBSCRIPTION_DELETE);
  return { name: organization.name };
}

/**
 * Deletes the workspace a deletion link names (spec workspace-admin §4), in one transaction: the
 * link is spent, the caller must still be its admin, and the workspace row goes with everything
 * that references it (members, invites, teams with their members and invites, folders, files,
 * logs, subscription: every foreign key to it cascades). Removed members keep their accounts but
 * cannot come back without a new invite. Answers the blobs (thumbnails and logo) to remove once
 * the deletion is committed.
 */
export async function deleteOrganizationWithToken(
  db: Db,
  linkTokens: LinkTokens,
  viewerId: string,
  token: string,
): Promise<{ organizationId: string; blobPaths: string[] }> {
  const link = await linkTokens.verify(token, "organization_deletion");
  if (!link) fail("BAD_USER_INPUT", WORKSPACE_DELETION_LINK_INVALID);
  return inTransaction(db, async (trx) => {
    const spent = await trx
      .insertInto("spent_link_tokens")
      .values({ jti: link.jti })
      .onConflict((oc) => oc.column("jti").doNothing())
      .returning("jti")
      .executeTakeFirst();
    if (!spent) fail("BAD_USER_INPUT", WORKSPACE_DELETION_LINK_INVALID);
    await requireDeletableOrganization(trx, viewerId, link.organizationId);
    const thumbnails = await trx
      .selectFrom("workbenches")
      .select("thumbnail_path")
      .where("organization_id", "=", link.organizationId)
      .where("thumbnail_path", "is not", null)
      .execute();
    const deleted = await trx
      .deleteFrom("organizations")
      .where("id", "=", link.organizationId)
      .returning("logo_path")
      .executeTakeFirstOrThrow();
    const blobPaths = [...thumbnails.map((row) => row.thumbnail_path), deleted.logo_path].filter(
      (blobPath): blobPath is string => blobPath !== null,
    );
    return { organizationId: link.organizationId, blobPaths };
  });
}
