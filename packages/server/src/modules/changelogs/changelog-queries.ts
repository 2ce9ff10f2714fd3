import type { Db } from "../../db/connection.js";
import type { ChangelogRow } from "../../db/types.js";

/** Newest first; `after` keeps only entries published after that moment. */
export function findChangelogs(
  db: Db,
  page: { offset: number; count: number; after: Date | null },
): Promise<ChangelogRow[]> {
  let query = db.selectFrom("changelogs").selectAll();
  if (page.after) query = query.where("created_at", ">", page.after);
  return query
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .offset(page.offset)
    .limit(page.count)
    .execute();
}

export async function countChangelogs(db: Db, after: Date | null): Promise<number> {
  let query = db.selectFrom("changelogs");
  if (after) query = query.where("created_at", ">", after);
  const row = await query
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
