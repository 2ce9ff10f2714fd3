import type { Db } from "../../db/connection.js";

/** Queries over `subtree(id)`: the given folders and every folder below them, walked in SQL. */
export function withSubtree(db: Db, rootIds: readonly string[]) {
  return db.withRecursive("subtree(id)", (qb) =>
    qb
      .selectFrom("folders")
      .select("folders.id")
      .where("folders.id", "in", rootIds)
      .unionAll((union) =>
        union
          .selectFrom("folders")
          .innerJoin("subtree", "subtree.id", "folders.parent_id")
          .select("folders.id"),
      ),
  );
}
