import { isPurchasablePlan, PRODUCT_NAME } from "@contour/core";
import Stripe from "stripe";
import type { Config } from "../../config.js";
import type { BillingProvider } from "./billing-provider.js";
import { LIVE_STATUSES, type SubscriptionSnapshot } from "./save-subscription.js";

/** The SDK, pointed at STRIPE_API_BASE when set (tests speak to a local stand-in). */
export function createStripeClient(config: Config, secretKey: string): Stripe {
  if (!config.stripeApiBase) return new Stripe(secretKey);
  const base = new URL(config.stripeApiBase);
  return new Stripe(secretKey, {
    host: base.hostname,
    port: base.port || (base.protocol === "http:" ? 80 : 443),
    protocol: base.protocol === "http:" ? "http" : "https",
    maxNetworkRetries: 0,
  });
}

export function createStripeProvider(config: Config, secretKey: string): BillingProvider {
  const stripe = createStripeClient(config, secretKey);
  return {
    kind: "stripe",
    async createCheckout(request) {
      const metadata = {
        checkoutId: request.checkoutId,
        organizationId: request.organizationId,
        plan: request.plan,
      };
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        line_items: [
          {
            price_data: {
              currency: "usd",
              unit_amount: request.unitAmountCents,
              recurring: { interval: "month" },
              product_data: { name: `${PRODUCT_NAME} ${request.plan}, per editor` },
            },
            quantity: request.seats,
          },
        ],
        ...(request.customerId
          ? { customer: request.customerId }
          : { customer_email: request.customerEmail }),
        client_reference_id: request.organizationId,
        metadata,
        subscription_data: { metadata },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error("Stripe returned a checkout session without a url");
      return { url: session.url, externalId: session.id };
    },
    async createPortal({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    },
    async updateSeats({ subscriptionId }, seats) {
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      const item = current.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
      await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, quantity: seats }],
        proration_behavior: "create_prorations",
      });
      return (await currentStripeSnapshot(stripe, subscriptionId)).snapshot;
    },
    async updateBillingEmail({ customerId, subscriptionId }, email) {
      await stripe.customers.update(customerId, { email });
      return (await currentStripeSnapshot(stripe, subscriptionId)).snapshot;
    },
    async listInvoices({ customerId }, limit) {
      const invoices = await stripe.invoices.list({ customer: customerId, limit });
      return invoices.data
        .filter((invoice) => invoice.status !== "draft")
        .map((invoice) => ({
          id: invoice.id ?? "",
          number: invoice.number ?? invoice.id ?? "",
          createdAt: new Date(invoice.created * 1000),
          amountCents: invoice.total,
          status: invoice.status ?? "open",
          pdfUrl: invoice.invoice_pdf ?? null,
        }));
    },
  };
}

/**
 * The subscription as Stripe has it now, with the amount of its upcoming invoice (prorations
 * included): events can arrive out of order, so they never say it themselves.
 */
export async function currentStripeSnapshot(
  stripe: Stripe,
  subscriptionId: string,
): Promise<{ subscription: Stripe.Subscription; snapshot: SubscriptionSnapshot }> {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId, {
    expand: ["default_payment_method", "customer"],
  });
  const snapshot = snapshotOfStripeSubscription(subscription);
  if (snapshot.nextInvoiceAmountCents === null) return { subscription, snapshot };
  const upcoming = await stripe.invoices.createPreview({ subscription: subscriptionId });
  return { subscription, snapshot: { ...snapshot, nextInvoiceAmountCents: upcoming.amount_due } };
}

function idOf(value: string | { id: string } | null): string | null {
  return value === null ? null : typeof value === "string" ? value : value.id;
}

/** A subscription retrieved with default_payment_method and customer expanded, in our terms. */
export function snapshotOfStripeSubscription(
  subscription: Stripe.Subscription,
): SubscriptionSnapshot {
  const plan = subscription.metadata.plan ?? "";
  const items = subscription.items.data;
  const baseAmountCents = items.reduce(
    (sum, item) => sum + (item.price.unit_amount ?? 0) * (item.quantity ?? 0),
    0,
  );
  const periodEnd = items[0]?.current_period_end;
  const method =
    typeof subscription.default_payment_method === "object"
      ? subscription.default_payment_method
      : null;
  const customer = typeof subscription.customer === "object" ? subscription.customer : null;
  const live = LIVE_STATUSES.has(subscription.status) && isPurchasablePlan(plan);
  // Stripe's portal sets either, depending on how its cancellation is configured.
  const ending = subscription.cancel_at_period_end || subscription.cancel_at !== null;
  return {
    provider: "stripe",
    customerId: idOf(subscription.customer) ?? "",
    subscriptionId: subscription.id,
    status: subscription.status,
    plan: live ? plan : "FREE",
    baseAmountCents,
    seats: items.reduce((sum, item) => sum + (item.quantity ?? 0), 0),
    nextInvoiceAmountCents: live && !ending ? baseAmountCents : null,
    nextInvoiceBillingDate: live && periodEnd ? new Date(periodEnd * 1000) : null,
    paymentMethod: method
      ? {
          type: method.type,
          cardBrand: method.card?.brand ?? null,
          cardLast4: method.card?.last4 ?? null,
          cardExpires: method.card
            ? `${String(method.card.exp_month).padStart(2, "0")}/${method.card.exp_year}`
            : null,
        }
      : null,
    billingEmail: customer && !("deleted" in customer && customer.deleted) ? customer.email : null,
    cancelAtPeriodEnd: live && ending,
  };
}
