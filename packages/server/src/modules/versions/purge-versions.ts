import { SUBSCRIPTION_PLANS, VERSION_KINDS, versionCutoff } from "@contour/core";
import type { Db } from "../../db/connection.js";

/**
 * Deletes the versions past their workspace plan's retention (PLAN_FEATURES'
 * versionRetentionDays, namedVersionRetentionDays), whatever process runs it: a second purge at
 * once finds nothing left. Answers how many went.
 */
export async function purgeExpiredVersions(db: Db, now: Date): Promise<number> {
  let purged = 0;
  for (const plan of SUBSCRIPTION_PLANS) {
    for (const kind of VERSION_KINDS) {
      const cutoff = versionCutoff(plan, kind, now);
      if (cutoff === null) continue;
      const result = await db
        .deleteFrom("workbench_versions")
        .where("kind", "=", kind)
        .where("created_at", "<", cutoff)
        .where("organization_id", "in", (eb) =>
          eb.selectFrom("organizations").select("id").where("subscription_plan", "=", plan),
        )
        .executeTakeFirst();
      purged += Number(result.numDeletedRows);
    }
  }
  return purged;
}
