import {
  canUpgradeTo,
  type Membership,
  type OrganizationRole,
  type PurchasablePlan,
  type RoleChanges,
  reviewedEditorCount,
  type SubscriptionPlan,
} from "@contour/core";
import type { CheckoutRoleChange } from "../../db/types.js";
import { fail } from "../../graphql/errors.js";
import type { AppServices } from "../../services.js";
import { getUser } from "../users/user-queries.js";
import { CHECKOUT_LIFETIME_MS, listSeatMembers, roleChangesProblem } from "./checkout-rules.js";
import { unitAmountCents } from "./prices.js";
import { upgradeUrls } from "./upgrade-urls.js";

/** Refuses what the upgrade list would not offer (spec §5), with the code that says why. */
export function assertCanUpgrade(
  organization: { subscription_plan: SubscriptionPlan; manual_subscription: boolean },
  membership: Membership,
  plan: PurchasablePlan,
): void {
  if (organization.manual_subscription) {
    fail(
      "MANUAL_LIMITATION_ERROR",
      "This workspace's subscription is managed manually. Contact support to change it.",
    );
  }
  const candidate = {
    membership,
    subscriptionPlan: organization.subscription_plan,
    manualSubscription: organization.manual_subscription,
  };
  if (!canUpgradeTo(candidate, plan)) {
    fail("BAD_USER_INPUT", `This workspace cannot be upgraded to ${plan}.`);
  }
}

/** The editor review's changes, checked (roleChangesProblem); BAD_USER_INPUT otherwise. */
function parseRoleChanges(
  changes: ReadonlyArray<{ userId: string; newRole: OrganizationRole }>,
  memberIds: ReadonlySet<string>,
  buyerId: string,
): CheckoutRoleChange[] {
  const problem = roleChangesProblem(changes, memberIds, buyerId);
  if (problem) fail("BAD_USER_INPUT", problem);
  return changes.map(({ userId, newRole }) => ({ userId, newRole }));
}

/**
 * subscribeToPlan: records the checkout with the review's role changes (applied when the
 * payment completes, in completeCheckout) and asks the provider for its payment page. The
 * checkout is written before the provider is called, outside any transaction: a network call
 * must not hold the database.
 */
export async function startCheckout(
  services: AppServices,
  input: {
    buyerId: string;
    organizationId: string;
    plan: PurchasablePlan;
    rolesToChange: ReadonlyArray<{ userId: string; newRole: OrganizationRole }>;
  },
): Promise<{ url: string }> {
  const { db, billing, config } = services;
  const members = await listSeatMembers(db, input.organizationId);
  const changes = parseRoleChanges(
    input.rolesToChange,
    new Set(members.map((member) => member.id)),
    input.buyerId,
  );
  const review: RoleChanges = Object.fromEntries(changes.map((c) => [c.userId, c.newRole]));
  const seats = Math.max(
    1,
    reviewedEditorCount(
      members.map((member) => ({ userId: member.id, role: member.role })),
      review,
    ),
  );
  const [buyer, existing] = await Promise.all([
    getUser(db, input.buyerId),
    db
      .selectFrom("subscriptions")
      .select("customer_id")
      .where("organization_id", "=", input.organizationId)
      .where("provider", "=", billing.kind)
      .executeTakeFirst(),
  ]);
  const unitAmount = unitAmountCents(input.plan);
  const checkout = await db
    .insertInto("billing_checkouts")
    .values({
      organization_id: input.organizationId,
      created_by: input.buyerId,
      provider: billing.kind,
      plan: input.plan,
      seats,
      unit_amount_cents: unitAmount,
      roles_to_change: JSON.stringify(changes),
      expires_at: new Date(Date.now() + CHECKOUT_LIFETIME_MS),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const { url, externalId } = await billing.createCheckout({
    checkoutId: checkout.id,
    organizationId: input.organizationId,
    plan: input.plan,
    seats,
    unitAmountCents: unitAmount,
    customerId: existing?.customer_id ?? null,
    customerEmail: buyer.email,
    ...upgradeUrls(config, input.organizationId, input.plan),
  });
  if (externalId) {
    await db
      .updateTable("billing_checkouts")
      .set({ external_id: externalId })
      .where("id", "=", checkout.id)
      .execute();
  }
  return { url };
}
