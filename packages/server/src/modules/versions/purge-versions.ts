import { SUBSCRIPTION_PLANS, VERSION_KINDS, versionCutoff } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { deleteVersions, lockVersionsOf } from "./version-chains.js";

/** Versions read per round: each workbench's share is deleted in one transaction. */
const PURGE_BATCH = 200;

/**
 * Deletes the versions past their workspace plan's retention (PLAN_FEATURES'
 * versionRetentionDays, namedVersionRetentionDays), whatever process runs it: a second purge at
 * once finds nothing left. A deleted version's changes go to the next kept one of its chain
 * (version-chains.ts). Answers how many went.
 */
export async function purgeExpiredVersions(db: Db, now: Date): Promise<number> {
  let purged = 0;
  for (const plan of SUBSCRIPTION_PLANS) {
    for (const kind of VERSION_KINDS) {
      const cutoff = versionCutoff(plan, kind, now);
      if (cutoff === null) continue;
      for (;;) {
        const expired = await db
          .selectFrom("workbench_versions")
          .select(["id", "workbench_id"])
          .where("kind", "=", kind)
          .where("created_at", "<", cutoff)
          .where("organization_id", "in", (eb) =>
            eb.selectFrom("organizations").select("id").where("subscription_plan", "=", plan),
          )
          .limit(PURGE_BATCH)
          .execute();
        const byWorkbench = new Map<string, string[]>();
        for (const { id, workbench_id } of expired) {
          const ids = byWorkbench.get(workbench_id) ?? [];
          ids.push(id);
          byWorkbench.set(workbench_id, ids);
        }
        for (const [workbenchId, ids] of byWorkbench) {
          purged += await inTransaction(db, async (trx) =>
            (await lockVersionsOf(trx, workbenchId)) ? deleteVersions(trx, workbenchId, ids) : 0,
          );
        }
        if (expired.length < PURGE_BATCH) break;
      }
    }
  }
  return purged;
}
