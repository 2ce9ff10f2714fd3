import type { Db } from "../../db/connection.js";
import { isUuid } from "../../db/ids.js";
import { recordActivity } from "../logs/activity-log.js";
import { type SubscriptionSnapshot, saveSubscription } from "./save-subscription.js";

/**
 * The payment of a checkout went through (a Stripe webhook or the sandbox page): the workspace
 * gets the plan and the role changes of the editor review, once. A provider that reports the
 * same completion twice (webhooks are retried) only refreshes the subscription.
 */
export async function completeCheckout(
  db: Db,
  checkoutId: string,
  snapshot: SubscriptionSnapshot,
): Promise<{ organizationId: string } | null> {
  if (!isUuid(checkoutId)) return null;
  return db.transaction().execute(async (trx) => {
    const checkout = await trx
      .selectFrom("billing_checkouts")
      .selectAll()
      .where("id", "=", checkoutId)
      .forUpdate()
      .executeTakeFirst();
    if (!checkout) return null;
    const organizationId = checkout.organization_id;
    await saveSubscription(trx, organizationId, snapshot);
    if (checkout.completed_at !== null) return { organizationId };

    await trx
      .updateTable("billing_checkouts")
      .set({ completed_at: new Date() })
      .where("id", "=", checkoutId)
      .execute();
    for (const change of checkout.roles_to_change) {
      const changed = await trx
        .updateTable("organization_members")
        .set({ role: change.newRole })
        .where("organization_id", "=", organizationId)
        .where("user_id", "=", change.userId)
        .where("role", "!=", change.newRole)
        .returning("user_id")
        .executeTakeFirst();
      // Someone who left meanwhile, or whose role already is the new one, changes nothing.
      if (changed && checkout.created_by) {
        const member = await trx
          .selectFrom("users")
          .select("email")
          .where("id", "=", change.userId)
          .executeTakeFirstOrThrow();
        await recordActivity(trx, {
          organizationId,
          actorId: checkout.created_by,
          action: "CHANGE_ROLE",
          targetTable: "organization_member",
          targetId: change.userId,
          metadata: { email: member.email },
        });
      }
    }
    if (checkout.created_by) {
      await recordActivity(trx, {
        organizationId,
        actorId: checkout.created_by,
        action: "SUBSCRIBE",
        targetTable: "organization",
        targetId: organizationId,
        metadata: { new_name: checkout.plan },
      });
    }
    return { organizationId };
  });
}
