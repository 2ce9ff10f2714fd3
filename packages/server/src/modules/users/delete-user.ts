import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { fail } from "../../graphql/errors.js";
import { consumeOneTimeToken } from "../auth/one-time-tokens.js";

export const DELETE_LINK_INVALID =
  "This link is invalid or has expired. Please request another email from your profile settings.";

/**
 * Deletes the account behind a deletion token, in one transaction. Workspaces where the user was
 * the only member go with it; where others stay and the user was the last admin, the longest
 * standing member becomes admin so that no workspace is left without one. Answers the thumbnails
 * of the files that went with it (those workspaces' and the user's drafts), for the caller to
 * remove once the deletion is committed, and the workspaces it left (their seats change).
 */
export async function deleteUserWithToken(
  db: Db,
  userId: string,
  token: string,
): Promise<{ thumbnailPaths: string[]; leftOrganizationIds: string[] }> {
  return inTransaction(db, async (trx) => {
    const valid = await consumeOneTimeToken(trx, "account_deletion", token, DELETE_LINK_INVALID);
    if (valid.userId !== userId) fail("BAD_USER_INPUT", DELETE_LINK_INVALID);
    const memberships = await trx
      .selectFrom("organization_members")
      .select("organization_id")
      .where("user_id", "=", userId)
      .execute();
    const emptied: string[] = [];
    for (const { organization_id: organizationId } of memberships) {
      const others = await trx
        .selectFrom("organization_members")
        .select(["user_id", "role"])
        .where("organization_id", "=", organizationId)
        .where("user_id", "<>", userId)
        .orderBy("created_at")
        .orderBy("user_id")
        .execute();
      const [successor] = others;
      if (successor === undefined) {
        emptied.push(organizationId);
      } else if (!others.some((member) => member.role === "ADMIN")) {
        await trx
          .updateTable("organization_members")
          .set({ role: "ADMIN" })
          .where("organization_id", "=", organizationId)
          .where("user_id", "=", successor.user_id)
          .execute();
      }
    }
    const thumbnails = await trx
      .selectFrom("workbenches")
      .innerJoin("folders", "folders.id", "workbenches.folder_id")
      .select("workbenches.thumbnail_path")
      .where("workbenches.thumbnail_path", "is not", null)
      .where((eb) =>
        emptied.length === 0
          ? eb("folders.owner_id", "=", userId)
          : eb.or([
              eb("folders.owner_id", "=", userId),
              eb("workbenches.organization_id", "in", emptied),
            ]),
      )
      .execute();
    if (emptied.length > 0) {
      await trx.deleteFrom("organizations").where("id", "in", emptied).execute();
    }
    await trx.deleteFrom("users").where("id", "=", userId).execute();
    return {
      leftOrganizationIds: memberships
        .map((membership) => membership.organization_id)
        .filter((id) => !emptied.includes(id)),
      thumbnailPaths: thumbnails.flatMap((row) => (row.thumbnail_path ? [row.thumbnail_path] : [])),
    };
  });
}
