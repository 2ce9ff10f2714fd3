import { type PlanSwitch, parseFeatureFlags, planRefusal } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { fail } from "../../graphql/errors.js";

/**
 * Refuses what the workspace's plan lacks (spec workspace-admin §5, §6): PLAN_LIMITATION_ERROR,
 * or MANUAL_LIMITATION_ERROR when staff manage the subscription by hand. Staff's feature flags
 * (/admin) turn a switch on or off whatever the plan.
 */
export async function assertPlanAllows(
  db: Db,
  organizationId: string,
  feature: PlanSwitch,
  message: string,
): Promise<void> {
  const organization = await db
    .selectFrom("organizations")
    .select(["subscription_plan", "manual_subscription", "feature_flags"])
    .where("id", "=", organizationId)
    .executeTakeFirstOrThrow();
  const refusal = planRefusal(
    {
      plan: organization.subscription_plan,
      manualSubscription: organization.manual_subscription,
      featureFlags: parseFeatureFlags(organization.feature_flags),
    },
    feature,
  );
  if (refusal) fail(refusal, message);
}
