import type { Context } from "../../graphql/context.js";
import type { AppServices } from "../../services.js";
import { SEAT_ROLES } from "../invites/seats.js";
import { LIVE_STATUSES, saveSubscription } from "./save-subscription.js";

/**
 * Rounds of a sync: a member change that lands while the provider is being called makes the
 * count stale, so the sync counts again; two rounds settle it unless changes keep coming, and the
 * next change syncs again anyway.
 */
const MAX_ROUNDS = 3;

/** Paid seats: the workspace's Admins and Editors (pending invites are paid once accepted). */
async function countPaidSeats(services: AppServices, organizationId: string): Promise<number> {
  const row = await services.db
    .selectFrom("organization_members")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("organization_id", "=", organizationId)
    .where("role", "in", SEAT_ROLES)
    .executeTakeFirstOrThrow();
  // A subscription always pays for one seat: its admin's.
  return Math.max(1, Number(row.count));
}

/**
 * Makes the provider's subscription pay for the workspace's editors as they are now (spec: seats
 * follow editors), prorated, and stores what the provider answers, next invoice included. Called
 * after a change of members or roles is committed; a manual plan or a workspace without a live
 * subscription of this provider has nothing to follow.
 */
export async function syncSubscriptionSeats(
  services: AppServices,
  organizationId: string,
): Promise<void> {
  const { db, billing } = services;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const row = await db
      .selectFrom("subscriptions")
      .innerJoin("organizations", "organizations.id", "subscriptions.organization_id")
      .select([
        "subscriptions.customer_id",
        "subscriptions.subscription_id",
        "subscriptions.status",
        "subscriptions.seats",
      ])
      .where("subscriptions.organization_id", "=", organizationId)
      .where("subscriptions.provider", "=", billing.kind)
      .where("organizations.manual_subscription", "=", false)
      .executeTakeFirst();
    if (!row?.subscription_id || !LIVE_STATUSES.has(row.status)) return;
    const seats = await countPaidSeats(services, organizationId);
    if (seats === row.seats) return;
    const snapshot = await billing.updateSeats(
      { organizationId, customerId: row.customer_id, subscriptionId: row.subscription_id },
      seats,
    );
    await db.transaction().execute((trx) => saveSubscription(trx, organizationId, snapshot));
  }
}

/** Syncs the seats once the request's member changes are committed (context.afterCommit). */
export function syncSeatsAfterCommit(context: Context, organizationIds: Iterable<string>): void {
  for (const organizationId of new Set(organizationIds)) {
    context.afterCommit.push(() => syncSubscriptionSeats(context.services, organizationId));
  }
}
