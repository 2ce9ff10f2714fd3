import type { PurchasablePlan } from "@contour/core";
import type { Selectable } from "kysely";
import type { SubscriptionsTable } from "../../db/types.js";
import type { SubscriptionSnapshot } from "./save-subscription.js";

/** The sandbox's test cards: Stripe's own test numbers, so screenshots look like the real thing. */
const VISA = { type: "card", cardBrand: "visa", cardLast4: "4242" } as const;
const MASTERCARD = { type: "card", cardBrand: "mastercard", cardLast4: "4444" } as const;

function expiresInThreeYears(now: Date): string {
  return `12/${now.getUTCFullYear() + 3}`;
}

function inOneMonth(now: Date): Date {
  const next = new Date(now);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

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
  };
}

type SubscriptionRow = Selectable<SubscriptionsTable> & {
  subscription_plan: SubscriptionSnapshot["plan"];
};

function snapshotOfRow(row: SubscriptionRow): SubscriptionSnapshot {
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

/** The portal's "Cancel plan": the subscription ends now and the workspace is FREE again. */
export function sandboxCancellation(row: SubscriptionRow): SubscriptionSnapshot {
  return {
    ...snapshotOfRow(row),
    status: "canceled",
    plan: "FREE",
    nextInvoiceAmountCents: null,
    nextInvoiceBillingDate: null,
  };
}
