import { type AiWorkspace, parseFeatureFlags } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { requestsThisMonth } from "./generation-queries.js";

/**
 * A workspace's AI standing: its plan, staff's switch, its Admins' switch, this month's count.
 * `lock` takes the workspace's row first, so that requests made at once count one by one.
 */
export async function readAiWorkspace(
  db: Db,
  organizationId: string,
  now: Date,
  lock = false,
): Promise<AiWorkspace> {
  let query = db
    .selectFrom("organizations")
    .select(["subscription_plan", "feature_flags"])
    .where("id", "=", organizationId);
  if (lock) query = query.forUpdate();
  const organization = await query.executeTakeFirstOrThrow();
  const settings = await db
    .selectFrom("organization_ai_settings")
    .select("enabled")
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
  return {
    plan: organization.subscription_plan,
    featureFlags: parseFeatureFlags(organization.feature_flags),
    aiEnabled: settings?.enabled ?? true,
    requestsThisMonth: await requestsThisMonth(db, organizationId, now),
  };
}
