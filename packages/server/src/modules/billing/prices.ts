import { PLAN_FEATURES, type PurchasablePlan } from "@contour/core";

/**
 * Dollars per editor seat per month, in cents: the plan prices of spec workspace-admin §9,
 * charged per editor (docs/decisions.md, Billing).
 */
export function unitAmountCents(plan: PurchasablePlan): number {
  return PLAN_FEATURES[plan].price * 100;
}
