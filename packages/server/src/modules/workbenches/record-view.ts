import type { Db } from "../../db/connection.js";
import { requireWorkbench } from "./require-workbench.js";

/** Notes that the viewer opened a file now: Recent lists files by this. Viewers count too. */
export async function recordWorkbenchView(db: Db, viewerId: string, id: string): Promise<void> {
  const workbench = await requireWorkbench(db, viewerId, id);
  const now = new Date();
  await db
    .insertInto("workbench_views")
    .values({ user_id: viewerId, workbench_id: workbench.id, viewed_at: now })
    .onConflict((oc) => oc.columns(["user_id", "workbench_id"]).doUpdateSet({ viewed_at: now }))
    .execute();
}
