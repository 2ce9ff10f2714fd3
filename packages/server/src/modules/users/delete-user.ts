import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { fail } from "../../graphql/errors.js";
import { consumeOneTimeToken } from "../auth/one-time-tokens.js";

export const DELETE_LINK_INVALID =
  "This link is invalid or has expired. Please request another email from your profile settings.";

/**
 * Deletes the account behind a deletion token, in one transaction. Workspaces where the user was
 * the only member go with it; where others stay and the user was the last admin, the longest
 * standing member becomes admin so that no workspace is left without one.
 */
export async function deleteUserWithToken(db: Db, userId: string, token: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const valid = await consumeOneTimeToken(trx, "account_deletion", token, DELETE_LINK_INVALID);
    if (valid.userId !== userId) fail("BAD_USER_INPUT", DELETE_LINK_INVALID);
    const memberships = await trx
      .selectFrom("organization_members")
      .select("organization_id")
      .where("user_id", "=", userId)
      .execute();
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
        await trx.deleteFrom("organizations").where("id", "=", organizationId).execute();
      } else if (!others.some((member) => member.role === "ADMIN")) {
        await trx
          .updateTable("organization_members")
          .set({ role: "ADMIN" })
          .where("organization_id", "=", organizationId)
          .where("user_id", "=", successor.user_id)
          .execute();
      }
    }
    await trx.deleteFrom("users").where("id", "=", userId).execute();
  });
}
