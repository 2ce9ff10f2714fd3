import { MESSAGES, type PlanSwitch, planRefusal } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { fail } from "../../graphql/errors.js";
import { requireCapability } from "../organizations/membership.js";

export type LogFeature = Extract<PlanSwitch, "accessLogs" | "activityLogs">;

const PLAN_MESSAGES: Record<LogFeature, string> = {
  accessLogs: MESSAGES.accessLogsNotInPlan,
  activityLogs: MESSAGES.activityLogsNotInPlan,
};

/**
 * The logs are for the workspace's admins (NOT_FOUND for others' workspaces, FORBIDDEN for
 * Editors and Viewers), and only on the plans that include them (spec workspace-admin §6).
 */
export async function requireLogAccess(
  db: Db,
  userId: string,
  organizationId: string,
  feature: LogFeature,
): Promise<void> {
  await requireCapability(db, userId, organizationId, "viewLogs", MESSAGES.noPermission);
  const organization = await db
    .selectFrom("organizations")
    .select(["subscription_plan", "manual_subscription"])
    .where("id", "=", organizationId)
    .executeTakeFirstOrThrow();
  const refusal = planRefusal(
    { plan: organization.subscription_plan, manualSubscription: organization.manual_subscription },
    feature,
  );
  if (refusal) fail(refusal, PLAN_MESSAGES[feature]);
}
