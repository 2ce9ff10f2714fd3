import { MESSAGES, type PlanSwitch } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { assertPlanAllows } from "../organizations/assert-plan-allows.js";
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
  await assertPlanAllows(db, organizationId, feature, PLAN_MESSAGES[feature]);
}
