import type { PurchasablePlan } from "@contour/core";
import type { Config } from "../../config.js";
import type { Db } from "../../db/connection.js";
import { createSandboxProvider } from "./sandbox-provider.js";
import type { SubscriptionSnapshot } from "./save-subscription.js";
import { createStripeProvider } from "./stripe-provider.js";

export interface CheckoutRequest {
  /** Our billing_checkouts row: how the completion finds the role changes. */
  checkoutId: string;
  organizationId: string;
  plan: PurchasablePlan;
  seats: number;
  /** Dollars per editor per month, in cents. */
  unitAmountCents: number;
  /** The provider's customer of this workspace, when it already has one. */
  customerId: string | null;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
}

/** A workspace's live subscription at its provider, as our subscriptions row names it. */
export interface ProviderSubscription {
  organizationId: string;
  customerId: string;
  subscriptionId: string;
}

/** An invoice as Plans & Billing lists it. */
export interface BillingInvoice {
  id: string;
  number: string;
  createdAt: Date;
  amountCents: number;
  status: string;
  /** Where the browser downloads its PDF: the provider's own link. */
  pdfUrl: string | null;
}

/**
 * Where payments happen (DESIGN.md: the `stripe` SDK when configured, a built-in sandbox
 * otherwise). Both send the browser to a page of theirs and report back through
 * completeCheckout / saveSubscription, so a plan only changes in one place.
 */
export interface BillingProvider {
  kind: "stripe" | "sandbox";
  /** The page where the admin pays; externalId is the provider's id of that checkout. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string; externalId: string | null }>;
  /** The page where the admin manages the plan, the payment method and the invoices. */
  createPortal(request: {
    organizationId: string;
    customerId: string;
    returnUrl: string;
  }): Promise<{ url: string }>;
  /**
   * Sets the number of paid seats, prorated from now to the period's end (the difference is a
   * line of the next invoice, as Stripe's `create_prorations` does). Returns the subscription
   * as it is then, next invoice included.
   */
  updateSeats(subscription: ProviderSubscription, seats: number): Promise<SubscriptionSnapshot>;
  /** Where the provider sends invoices; returns the subscription as it is then. */
  updateBillingEmail(
    subscription: ProviderSubscription,
    email: string,
  ): Promise<SubscriptionSnapshot>;
  /** The customer's invoices, newest first, at most `limit`. */
  listInvoices(subscription: ProviderSubscription, limit: number): Promise<BillingInvoice[]>;
}

export function createBillingProvider(config: Config, db: Db): BillingProvider {
  return config.stripeSecretKey
    ? createStripeProvider(config, config.stripeSecretKey)
    : createSandboxProvider(config, db);
}
