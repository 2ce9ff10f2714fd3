import { isPurchasablePlan } from "@contour/core";
import type { Config } from "../../config.js";
import type { Db } from "../../db/connection.js";
import type { BillingProvider, ProviderSubscription } from "./billing-provider.js";
import { addProrationLine, listSandboxInvoices, pendingLinesCents } from "./sandbox-invoices.js";
import { SANDBOX_PATH } from "./sandbox-page.js";
import {
  findSandboxSubscription,
  previousPeriodStart,
  snapshotOfRow,
} from "./sandbox-subscription.js";

/** How long a sandbox portal link works, as Stripe's portal sessions expire too. */
const PORTAL_LIFETIME_MS = 60 * 60 * 1000;

async function requireSubscription(db: Db, { organizationId }: ProviderSubscription) {
  const row = await findSandboxSubscription(db, organizationId);
  if (!row) throw new Error(`No live sandbox subscription for ${organizationId}`);
  return row;
}

/**
 * The built-in provider when Stripe is not configured: its pages (sandbox.routes.ts) take no
 * payment and report completion through the same code as Stripe's webhooks. Its subscriptions
 * live in our subscriptions rows, its invoices in sandbox_invoices (sandbox-invoices.ts).
 */
export function createSandboxProvider(config: Config, db: Db): BillingProvider {
  return {
    kind: "sandbox",
    async createCheckout({ checkoutId }) {
      return { url: `${config.publicUrl}${SANDBOX_PATH}/checkout/${checkoutId}`, externalId: null };
    },
    async createPortal({ organizationId }) {
      const session = await db
        .insertInto("sandbox_portal_sessions")
        .values({
          organization_id: organizationId,
          expires_at: new Date(Date.now() + PORTAL_LIFETIME_MS),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { url: `${config.publicUrl}${SANDBOX_PATH}/portal/${session.id}` };
    },
    async updateSeats(subscription, seats) {
      const row = await requireSubscription(db, subscription);
      const plan = row.subscription_plan;
      const periodEnd = row.next_invoice_billing_date;
      if (isPurchasablePlan(plan) && periodEnd && seats !== row.seats) {
        await addProrationLine(db, {
          organizationId: row.organization_id,
          plan,
          fromSeats: row.seats,
          toSeats: seats,
          periodStart: previousPeriodStart(periodEnd),
          periodEnd,
        });
      }
      const base = Math.round((row.base_amount_cents / Math.max(1, row.seats)) * seats);
      const pending = await pendingLinesCents(db, row.organization_id);
      return {
        ...snapshotOfRow(row),
        seats,
        baseAmountCents: base,
        nextInvoiceAmountCents: row.cancel_at_period_end ? null : base + pending,
      };
    },
    async updateBillingEmail(subscription, email) {
      return { ...snapshotOfRow(await requireSubscription(db, subscription)), billingEmail: email };
    },
    async listInvoices({ organizationId }, limit) {
      return listSandboxInvoices(db, config.publicUrl, organizationId, limit);
    },
  };
}
