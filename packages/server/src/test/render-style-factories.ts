import { findRenderStyle, type RenderStyleSettings } from "@contour/core";
import type { Db } from "../db/connection.js";

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
  const style = renderStyleSettings("clay", { name });
  const id = `own-${crypto.randomUUID()}`;
  await db
    .insertInto("render_styles")
    .values({
      organization_id: organizationId,
      id,
      name: style.name,
      prompt_suffix: style.promptSuffix,
      negative_prompt: style.negativePrompt,
      checkpoint: style.checkpoint,
      control_net: style.controlNet,
      steps: style.steps,
      cfg: style.cfg,
      sampler: style.sampler,
      scheduler: style.scheduler,
      influence: style.influence,
      updated_by: null,
    })
    .execute();
  return id;
}
