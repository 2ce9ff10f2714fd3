import type { PurchasablePlan } from "@contour/core";
import type { Config } from "../../config.js";
import type { Db } from "../../db/connection.js";
import { createSandboxProvider } from "./sandbox-provider.js";
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
}

export function createBillingProvider(config: Config, db: Db): BillingProvider {
  return config.stripeSecretKey
    ? createStripeProvider(config, config.stripeSecretKey)
    : createSandboxProvider(config, db);
}
