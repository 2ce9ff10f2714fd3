import { isPurchasablePlan } from "@contour/core";
import type { AppServices } from "../../services.js";
import { lockOrganization } from "../members/lock-organization.js";
import { announceSubscriptionChange } from "./billing-mails.js";
import { issueSandboxInvoice } from "./sandbox-invoices.js";
import {
  findSandboxSubscription,
  inOneMonth,
  sandboxEnd,
  snapshotOfRow,
} from "./sandbox-subscription.js";
import { saveSubscription } from "./save-subscription.js";

/** How often the sandbox looks for periods that have ended; a period is a month. */
export const SANDBOX_PERIOD_CHECK_MS = 60 * 60 * 1000;

/**
 * The end of a sandbox subscription's current period, as Stripe reaches it: a cancelled
 * subscription ends (the workspace is FREE, the downgrade rule applies and the admins get a
 * mail), any other renews with a new invoice. The portal's test clock calls it before the date,
 * as Stripe's test clocks move a subscription's time; the hourly check passes `dueBy`, read again
 * under the lock, so that two processes finding the same period due end it once.
 */
export async function endSandboxPeriod(
  services: AppServices,
  organizationId: string,
  dueBy?: Date,
): Promise<void> {
  const change = await services.db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const row = await findSandboxSubscription(trx, organizationId);
    const periodEnd = row?.next_invoice_billing_date;
    if (!row || !periodEnd) return null;
    if (dueBy && periodEnd.getTime() > dueBy.getTime()) return null;
    if (row.cancel_at_period_end) return saveSubscription(trx, organizationId, sandboxEnd(row));
    const plan = row.subscription_plan;
    if (!isPurchasablePlan(plan) || !row.subscription_id) return null;
    const nextEnd = inOneMonth(periodEnd);
    await issueSandboxInvoice(trx, {
      organizationId,
      subscriptionId: row.subscription_id,
      plan,
      seats: row.seats,
      periodStart: periodEnd,
      periodEnd: nextEnd,
    });
    return saveSubscription(trx, organizationId, {
      ...snapshotOfRow(row),
      nextInvoiceBillingDate: nextEnd,
      nextInvoiceAmountCents: row.base_amount_cents,
    });
  });
  if (!change) return;
  // Members who became Viewers lose edit rights in the workbenches they have open.
  if (change.downgrade?.viewers.length) services.live.publish({ kind: "access-changed" });
  await announceSubscriptionChange(services, organizationId, change);
}

/** Ends every sandbox period that is due by `now`. */
export async function endDueSandboxPeriods(services: AppServices, now = new Date()): Promise<void> {
  const due = await services.db
    .selectFrom("subscriptions")
    .select("organization_id")
    .where("provider", "=", "sandbox")
    .where("status", "=", "active")
    .where("next_invoice_billing_date", "<=", now)
    .execute();
  for (const { organization_id } of due) await endSandboxPeriod(services, organization_id, now);
}
