import type { Db } from "../../db/connection.js";
import { isUuid } from "../../db/ids.js";

/** A saved preset as read, with the name of the designer who saved it. */
export interface BrushPresetRow {
  id: string;
  organization_id: string;
  owner_id: string | null;
  owner_name: string | null;
  name: string;
  settings: unknown;
  shared: boolean;
}

const presetRows = (db: Db) =>
  db
    .selectFrom("brush_presets")
    .leftJoin("users", "users.id", "brush_presets.owner_id")
    .select([
      "brush_presets.id",
      "brush_presets.organization_id",
      "brush_presets.owner_id",
      "users.name as owner_name",
      "brush_presets.name",
      "brush_presets.settings",
      "brush_presets.shared",
    ]);

/**
 * The presets a member sees in a workspace: their own first, in the order they saved them, then
 * the ones others share. At most BRUSH_PRESETS_PER_MEMBER + SHARED_BRUSH_PRESETS_MAX rows.
 */
export async function readBrushPresets(
  db: Db,
  organizationId: string,
  userId: string,
): Promise<BrushPresetRow[]> {
  const rows = await presetRows(db)
    .where("brush_presets.organization_id", "=", organizationId)
    .where((eb) =>
      eb.or([eb("brush_presets.owner_id", "=", userId), eb("brush_presets.shared", "=", true)]),
    )
    .orderBy("brush_presets.created_at")
    .orderBy("brush_presets.id")
    .execute();
  const own = rows.filter((row) => row.owner_id === userId);
  return [...own, ...rows.filter((row) => row.owner_id !== userId)];
}

/** A preset by id, whoever may see it (the caller checks); undefined for no such id. */
export async function findBrushPreset(db: Db, id: string): Promise<BrushPresetRow | undefined> {
  if (!isUuid(id)) return undefined;
  return presetRows(db).where("brush_presets.id", "=", id).executeTakeFirst();
}
