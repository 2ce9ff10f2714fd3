import type { Db } from "../../db/connection.js";
import { isUuid } from "../../db/ids.js";
import { recordActivity } from "../logs/activity-log.js";
import { LIVE_STATUSES, type SubscriptionSnapshot, saveSubscription } from "./save-subscription.js";

export interface CompletedCheckout {
  organizationId: string;
  /**
   * The provider's earlier live subscription this one replaces (an upgrade from PRO): the
   * caller cancels it at the provider, once this transaction is committed.
   */
  replacedSubscriptionId: string | null;
}

/**
 * The payment of a checkout went through (a Stripe webhook or the sandbox page): the workspace
 * gets the plan and the role changes of the editor review, once. A provider that reports the
 * same completion twice (webhooks are retried) only refreshes the subscription.
 */
export async function completeCheckout(
  db: Db,
  checkoutId: string,
  snapshot: SubscriptionSnapshot,
): Promise<CompletedCheckout | null> {
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
    const previous = await trx
      .selectFrom("subscriptions")
      .select(["provider", "subscription_id", "status"])
      .where("organization_id", "=", organizationId)
      .executeTakeFirst();
    const replacedSubscriptionId =
      previous?.provider === snapshot.provider &&
      previous.subscription_id !== null &&
      previous.subscription_id !== snapshot.subscriptionId &&
      LIVE_STATUSES.has(previous.status)
        ? previous.subscription_id
        : null;
    await saveSubscription(trx, organizationId, snapshot);
    if (checkout.completed_at !== null) return { organizationId, replacedSubscriptionId: null };

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
    return { organizationId, replacedSubscriptionId };
  });
}
