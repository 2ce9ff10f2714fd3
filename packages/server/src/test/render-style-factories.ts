import { findRenderStyle, type RenderStyleSettings } from "@contour/core";
import type { Db } from "../db/connection.js";
import { renderStyleColumns } from "../modules/ai-settings/render-style-commands.js";

/** A style's settings as Settings › AI sends them: one of Contour's, with changes. */
export function renderStyleSettings(
  id: string,
  changes: Partial<RenderStyleSettings> = {},
): RenderStyleSettings {
  const repo = findRenderStyle(id);
  if (!repo) throw new Error(`Contour has no style ${id}`);
  const { id: _id, ...settings } = repo;
  return { ...settings, ...changes };
}

/** A style a workspace added, written straight to the database; answers its id. */
export async function buildRenderStyle(
  db: Db,
  organizationId: string,
  name: string,
): Promise<string> {
  const id = `own-${crypto.randomUUID()}`;
  await db
    .insertInto("render_styles")
    .values({
      organization_id: organizationId,
      id,
      ...renderStyleColumns(renderStyleSettings("clay", { name }), null),
    })
    .execute();
  return id;
}
