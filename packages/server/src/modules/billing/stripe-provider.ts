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
  };
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
  return {
    provider: "stripe",
    customerId: idOf(subscription.customer) ?? "",
    subscriptionId: subscription.id,
    status: subscription.status,
    plan: live ? plan : "FREE",
    baseAmountCents,
    seats: items.reduce((sum, item) => sum + (item.quantity ?? 0), 0),
    nextInvoiceAmountCents: live ? baseAmountCents : null,
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
  };
}
