import type { Db } from "../../db/connection.js";
import { isUuid } from "../../db/ids.js";
import { recordActivity } from "../logs/activity-log.js";
import { lockOrganization } from "../members/lock-organization.js";
import { staleCheckoutReason } from "./checkout-rules.js";
import { LIVE_STATUSES, type SubscriptionSnapshot, saveSubscription } from "./save-subscription.js";

export type CheckoutCompletion =
  | {
      outcome: "completed";
      organizationId: string;
      /**
       * The provider's earlier live subscription this one replaces (an upgrade from PRO): the
       * caller cancels it at the provider, once this transaction is committed.
       */
      replacedSubscriptionId: string | null;
    }
  | {
      /** The checkout was stale (checkout-rules.ts): nothing changed; `refusal` says why. */
      outcome: "refused";
      organizationId: string;
      refusal: string;
    };

/**
 * The payment of a checkout went through (a Stripe webhook or the sandbox page): the workspace
 * gets the plan and the role changes of the editor review, once, if the checkout still holds
 * (staleCheckoutReason); otherwise it is refused for good and nothing changes. A provider that
 * reports the same completion twice (webhooks are retried) only refreshes the subscription.
 */
export async function completeCheckout(
  db: Db,
  checkoutId: string,
  snapshot: SubscriptionSnapshot,
): Promise<CheckoutCompletion | null> {
  if (!isUuid(checkoutId)) return null;
  return db.transaction().execute(async (trx): Promise<CheckoutCompletion | null> => {
    const found = await trx
      .selectFrom("billing_checkouts")
      .select("organization_id")
      .where("id", "=", checkoutId)
      .executeTakeFirst();
    if (!found) return null;
    const organizationId = found.organization_id;
    // The workspace first, then the checkout, as every member change locks it: the re-check
    // below sees the members as they stay until this commits.
    await lockOrganization(trx, organizationId);
    const checkout = await trx
      .selectFrom("billing_checkouts")
      .selectAll()
      .where("id", "=", checkoutId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (checkout.refused_at !== null) {
      return { outcome: "refused", organizationId, refusal: checkout.refusal ?? "" };
    }
    if (checkout.completed_at === null) {
      const refusal = await staleCheckoutReason(trx, checkout);
      if (refusal) {
        await trx
          .updateTable("billing_checkouts")
          .set({ refused_at: new Date(), refusal })
          .where("id", "=", checkoutId)
          .execute();
        return { outcome: "refused", organizationId, refusal };
      }
    }
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
    if (checkout.completed_at !== null) {
      return { outcome: "completed", organizationId, replacedSubscriptionId: null };
    }

    await trx
      .updateTable("billing_checkouts")
      .set({ completed_at: new Date() })
      .where("id", "=", checkoutId)
      .execute();
    for (const change of checkout.roles_to_change) {
      const member = await trx
        .selectFrom("organization_members")
        .innerJoin("users", "users.id", "organization_members.user_id")
        .select(["organization_members.role", "users.email"])
        .where("organization_members.organization_id", "=", organizationId)
        .where("organization_members.user_id", "=", change.userId)
        .executeTakeFirst();
      // Someone who left meanwhile, or whose role already is the new one, changes nothing.
      if (!member || member.role === change.newRole) continue;
      await trx
        .updateTable("organization_members")
        .set({ role: change.newRole })
        .where("organization_id", "=", organizationId)
        .where("user_id", "=", change.userId)
        .execute();
      if (checkout.created_by) {
        await recordActivity(trx, {
          organizationId,
          actorId: checkout.created_by,
          action: "CHANGE_ROLE",
          targetTable: "organization_member",
          targetId: change.userId,
          metadata: { email: member.email, previous_role: member.role, role: change.newRole },
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
    return { outcome: "completed", organizationId, replacedSubscriptionId };
  });
}
