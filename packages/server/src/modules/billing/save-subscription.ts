import { isPlanDowngrade, type SubscriptionPlan } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { type AppliedDowngrade, applyPlanDowngrade } from "./apply-plan-downgrade.js";

/** Statuses in which the workspace keeps its paid plan (Stripe's names; the sandbox uses two). */
export const LIVE_STATUSES: ReadonlySet<string> = new Set(["active", "trialing", "past_due"]);

/** What a provider says about a workspace's subscription, in our units. */
export interface SubscriptionSnapshot {
  provider: "stripe" | "sandbox";
  customerId: string;
  subscriptionId: string | null;
  status: string;
  /** The plan the workspace has while this holds: FREE once the subscription has ended. */
  plan: SubscriptionPlan;
  baseAmountCents: number;
  seats: number;
  nextInvoiceAmountCents: number | null;
  nextInvoiceBillingDate: Date | null;
  paymentMethod: {
    type: string;
    cardBrand: string | null;
    cardLast4: string | null;
    cardExpires: string | null;
  } | null;
  billingEmail: string | null;
  /** The plan ends at nextInvoiceBillingDate instead of renewing. */
  cancelAtPeriodEnd: boolean;
}

/** What a save changed that the workspace's admins are told by mail (billing-mails.ts). */
export interface SubscriptionChange {
  /** The plan dropped (a cancellation or a downgrade took effect): what the rule changed. */
  downgrade: AppliedDowngrade | null;
  /** The subscription has just been set to end, on this date. */
  endsOn: Date | null;
}

/**
 * The one place a workspace's subscription and plan change: the subscriptions row and
 * organizations.subscription_plan, together; a plan that drops applies the downgrade rule
 * (apply-plan-downgrade.ts) at once. Call it in a transaction.
 */
export async function saveSubscription(
  trx: Db,
  organizationId: string,
  snapshot: SubscriptionSnapshot,
): Promise<SubscriptionChange> {
  const [organization, previous] = await Promise.all([
    trx
      .selectFrom("organizations")
      .select("subscription_plan")
      .where("id", "=", organizationId)
      .forUpdate()
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom("subscriptions")
      .select("cancel_at_period_end")
      .where("organization_id", "=", organizationId)
      .executeTakeFirst(),
  ]);
  const fields = {
    provider: snapshot.provider,
    customer_id: snapshot.customerId,
    subscription_id: snapshot.subscriptionId,
    status: snapshot.status,
    base_amount_cents: snapshot.baseAmountCents,
    seats: snapshot.seats,
    next_invoice_amount_cents: snapshot.nextInvoiceAmountCents,
    next_invoice_billing_date: snapshot.nextInvoiceBillingDate,
    payment_method_type: snapshot.paymentMethod?.type ?? null,
    payment_method_card_brand: snapshot.paymentMethod?.cardBrand ?? null,
    payment_method_card_last4: snapshot.paymentMethod?.cardLast4 ?? null,
    payment_method_card_expires: snapshot.paymentMethod?.cardExpires ?? null,
    billing_email: snapshot.billingEmail,
    cancel_at_period_end: snapshot.cancelAtPeriodEnd,
  };
  await trx
    .insertInto("subscriptions")
    .values({ organization_id: organizationId, ...fields })
    .onConflict((oc) =>
      oc.column("organization_id").doUpdateSet({ ...fields, updated_at: new Date() }),
    )
    .execute();
  await trx
    .updateTable("organizations")
    .set({ subscription_plan: snapshot.plan, updated_at: new Date() })
    .where("id", "=", organizationId)
    .execute();
  const from = organization.subscription_plan;
  return {
    downgrade: isPlanDowngrade(from, snapshot.plan)
      ? await applyPlanDowngrade(trx, organizationId, from, snapshot.plan)
      : null,
    endsOn:
      snapshot.cancelAtPeriodEnd &&
      !previous?.cancel_at_period_end &&
      LIVE_STATUSES.has(snapshot.status)
        ? snapshot.nextInvoiceBillingDate
        : null,
  };
}
