import { BRUSH_PRESETS, type PresetSettings } from "@contour/canvas";
import type { Db } from "../db/connection.js";

/** The pencil preset's settings, as a designer would save them. */
export const PENCIL_SETTINGS: PresetSettings = {
  size: BRUSH_PRESETS.pencil.size,
  opacity: BRUSH_PRESETS.pencil.opacity,
  smoothing: BRUSH_PRESETS.pencil.smoothing,
  style: BRUSH_PRESETS.pencil.style,
};

/** A saved preset written straight to the database. */
export async function buildBrushPreset(
  db: Db,
  preset: { organizationId: string; ownerId: string; shared?: boolean; name?: string },
): Promise<string> {
  const row = await db
    .insertInto("brush_presets")
    .values({
      organization_id: preset.organizationId,
      owner_id: preset.ownerId,
      name: preset.name ?? "Sketch pencil",
      settings: JSON.stringify(PENCIL_SETTINGS),
      shared: preset.shared ?? false,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
