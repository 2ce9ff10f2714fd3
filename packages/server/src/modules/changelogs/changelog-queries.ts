import type { Db } from "../../db/connection.js";
import type { ChangelogRow } from "../../db/types.js";

/** Published entries, newest first; `after` keeps only those published after that moment. */
export function findChangelogs(
  db: Db,
  page: { offset: number; count: number; after: Date | null },
): Promise<ChangelogRow[]> {
  let query = db.selectFrom("changelogs").selectAll().where("published_at", "is not", null);
  if (page.after) query = query.where("published_at", ">", page.after);
  return query
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .offset(page.offset)
    .limit(page.count)
    .execute();
}

export async function countChangelogs(db: Db, after: Date | null): Promise<number> {
  let query = db.selectFrom("changelogs").where("published_at", "is not", null);
  if (after) query = query.where("published_at", ">", after);
  const row = await query
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every entry, drafts first (newest written first), then the published ones newest first. */
export function findAllChangelogs(
  db: Db,
  page: { offset: number; count: number },
): Promise<ChangelogRow[]> {
  return db
    .selectFrom("changelogs")
    .selectAll()
    .orderBy((eb) => eb.fn.coalesce("published_at", "created_at"), "desc")
    .orderBy("id", "desc")
    .offset(page.offset)
    .limit(page.count)
    .execute();
}

export async function countAllChangelogs(db: Db): Promise<number> {
  const row = await db
    .selectFrom("changelogs")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
