import type { Db } from "../../db/connection.js";

/** A workspace's palette colours, `#rrggbb`, in the order they were added. */
export async function readPalette(db: Db, organizationId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("palette_colors")
    .select("color")
    .where("organization_id", "=", organizationId)
    .orderBy("added_at")
    .orderBy("color")
    .execute();
  return rows.map((row) => row.color);
}
