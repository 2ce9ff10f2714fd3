import type { ErrorCode } from "./errors.js";
import { type FeatureFlags, hasFeature } from "./feature-flags.js";
import {
  PLAN_FEATURES,
  type PlanFeatures,
  SUBSCRIPTION_PLANS,
  type SubscriptionPlan,
} from "./plans.js";

/** The plan features that are simply on or off. */
export type PlanSwitch = {
  [Feature in keyof PlanFeatures]: PlanFeatures[Feature] extends boolean ? Feature : never;
}[keyof PlanFeatures];

export interface PlanHolder {
  plan: SubscriptionPlan;
  manualSubscription: boolean;
  /** Staff's overrides of the plan's switches (/admin). */
  featureFlags?: FeatureFlags | null;
}

/**
 * Why a workspace cannot use a feature of the plan table (spec workspace-admin §6), or null when
 * it can: a manual subscription is changed by talking to us, any other by upgrading.
 */
export function planRefusal(
  workspace: PlanHolder,
  feature: PlanSwitch,
): Extract<ErrorCode, "PLAN_LIMITATION_ERROR" | "MANUAL_LIMITATION_ERROR"> | null {
  if (hasFeature(workspace.plan, workspace.featureFlags, feature)) return null;
  return workspace.manualSubscription ? "MANUAL_LIMITATION_ERROR" : "PLAN_LIMITATION_ERROR";
}

/** The cheapest plan that includes the feature, the one a paywall offers. */
export function firstPlanWith(feature: PlanSwitch): SubscriptionPlan {
  const plan = SUBSCRIPTION_PLANS.find((candidate) => PLAN_FEATURES[candidate][feature]);
  if (!plan) throw new Error(`no plan includes ${feature}`);
  return plan;
}
