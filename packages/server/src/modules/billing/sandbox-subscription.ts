import type { PurchasablePlan } from "@contour/core";
import type { Selectable } from "kysely";
import type { Db } from "../../db/connection.js";
import type { SubscriptionsTable } from "../../db/types.js";
import { LIVE_STATUSES, type SubscriptionSnapshot } from "./save-subscription.js";

/** The sandbox's test cards: Stripe's own test numbers, so screenshots look like the real thing. */
const VISA = { type: "card", cardBrand: "visa", cardLast4: "4242" } as const;
const MASTERCARD = { type: "card", cardBrand: "mastercard", cardLast4: "4444" } as const;

function expiresInThreeYears(now: Date): string {
  return `12/${now.getUTCFullYear() + 3}`;
}

function addMonths(date: Date, months: number): Date {
  const moved = new Date(date);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return moved;
}

/** A sandbox period is a calendar month, as a monthly Stripe price bills. */
export const inOneMonth = (date: Date) => addMonths(date, 1);

/** Where the period that ends on `periodEnd` began. */
export const previousPeriodStart = (periodEnd: Date) => addMonths(periodEnd, -1);

/** What a completed sandbox checkout subscribes to: the plan, its seats, a Visa ending 4242. */
export function sandboxSubscription(input: {
  checkoutId: string;
  organizationId: string;
  customerId: string | null;
  plan: PurchasablePlan;
  seats: number;
  unitAmountCents: number;
  billingEmail: string | null;
  now?: Date;
}): SubscriptionSnapshot {
  const now = input.now ?? new Date();
  const amount = input.unitAmountCents * input.seats;
  return {
    provider: "sandbox",
    customerId: input.customerId ?? `sandbox_cus_${input.organizationId}`,
    subscriptionId: `sandbox_sub_${input.checkoutId}`,
    status: "active",
    plan: input.plan,
    baseAmountCents: amount,
    seats: input.seats,
    nextInvoiceAmountCents: amount,
    nextInvoiceBillingDate: inOneMonth(now),
    paymentMethod: { ...VISA, cardExpires: expiresInThreeYears(now) },
    billingEmail: input.billingEmail,
    cancelAtPeriodEnd: false,
  };
}

export type SandboxSubscriptionRow = Selectable<SubscriptionsTable> & {
  subscription_plan: SubscriptionSnapshot["plan"];
};

/** A workspace's live sandbox subscription with its plan, or undefined. */
export async function findSandboxSubscription(
  db: Db,
  organizationId: string,
): Promise<SandboxSubscriptionRow | undefined> {
  const row = await db
    .selectFrom("subscriptions")
    .innerJoin("organizations", "organizations.id", "subscriptions.organization_id")
    .selectAll("subscriptions")
    .select("organizations.subscription_plan")
    .where("subscriptions.organization_id", "=", organizationId)
    .where("subscriptions.provider", "=", "sandbox")
    .executeTakeFirst();
  return row && LIVE_STATUSES.has(row.status) ? row : undefined;
}

type SubscriptionRow = SandboxSubscriptionRow;

/** The row as the sandbox reports it, before whatever change the caller makes. */
export function snapshotOfRow(row: SubscriptionRow): SubscriptionSnapshot {
  return {
    provider: "sandbox",
    customerId: row.customer_id,
    subscriptionId: row.subscription_id,
    status: row.status,
    plan: row.subscription_plan,
    baseAmountCents: row.base_amount_cents,
    seats: row.seats,
    nextInvoiceAmountCents: row.next_invoice_amount_cents,
    nextInvoiceBillingDate: row.next_invoice_billing_date,
    paymentMethod: row.payment_method_type
      ? {
          type: row.payment_method_type,
          cardBrand: row.payment_method_card_brand,
          cardLast4: row.payment_method_card_last4,
          cardExpires: row.payment_method_card_expires,
        }
      : null,
    billingEmail: row.billing_email,
    cancelAtPeriodEnd: row.cancel_at_period_end,
  };
}

/** The portal's "Use another test card": Visa and Mastercard take turns. */
export function sandboxCardChange(row: SubscriptionRow, now = new Date()): SubscriptionSnapshot {
  const card = row.payment_method_card_brand === VISA.cardBrand ? MASTERCARD : VISA;
  return {
    ...snapshotOfRow(row),
    paymentMethod: { ...card, cardExpires: expiresInThreeYears(now) },
  };
}

/**
 * The portal's "Cancel plan", as Stripe's portal set to cancel at the period's end: the plan
 * stays until then and no invoice comes.
 */
export function sandboxCancellation(row: SubscriptionRow): SubscriptionSnapshot {
  return { ...snapshotOfRow(row), cancelAtPeriodEnd: true, nextInvoiceAmountCents: null };
}

/** The portal's "Keep the plan" after a cancellation: it renews again, pending lines included. */
export function sandboxResumption(
  row: SubscriptionRow,
  pendingCents: number,
): SubscriptionSnapshot {
  return {
    ...snapshotOfRow(row),
    cancelAtPeriodEnd: false,
    nextInvoiceAmountCents: row.base_amount_cents + pendingCents,
  };
}

/** The period ended on a cancelled subscription: it is over and the workspace is FREE again. */
export function sandboxEnd(row: SubscriptionRow): SubscriptionSnapshot {
  return {
    ...snapshotOfRow(row),
    status: "canceled",
    plan: "FREE",
    nextInvoiceAmountCents: null,
    nextInvoiceBillingDate: null,
    cancelAtPeriodEnd: false,
  };
}
