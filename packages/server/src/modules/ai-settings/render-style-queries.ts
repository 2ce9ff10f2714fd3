import { findRenderStyle, RENDER_STYLES, type RenderStyle } from "@contour/core";
import type { Selectable } from "kysely";
import type { Db } from "../../db/connection.js";
import type { RenderStylesTable } from "../../db/types.js";

/** Where a workspace's style comes from: the repo as it is, the repo's edited, or its own. */
export type RenderStyleOrigin = "DEFAULT" | "EDITED" | "OWN";

export interface WorkspaceRenderStyle extends RenderStyle {
  origin: RenderStyleOrigin;
}

function styleOf(row: Selectable<RenderStylesTable>): WorkspaceRenderStyle {
  return {
    id: row.id,
    name: row.name,
    promptSuffix: row.prompt_suffix,
    negativePrompt: row.negative_prompt,
    checkpoint: row.checkpoint,
    controlNet: row.control_net,
    steps: row.steps,
    cfg: row.cfg,
    sampler: row.sampler,
    scheduler: row.scheduler,
    influence: row.influence,
    // A copy of a style the repo has since dropped stays, as the workspace's own.
    origin: findRenderStyle(row.id) ? "EDITED" : "OWN",
  };
}

/**
 * The styles a workspace renders with: the repo's in the repo's order, each one it edited as it
 * edited it, then those it added, oldest first.
 */
export async function readRenderStyles(
  db: Db,
  organizationId: string,
): Promise<WorkspaceRenderStyle[]> {
  const rows = await db
    .selectFrom("render_styles")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const edited = new Map(rows.map((row) => [row.id, styleOf(row)]));
  return [
    ...RENDER_STYLES.map(
      (style): WorkspaceRenderStyle => edited.get(style.id) ?? { ...style, origin: "DEFAULT" },
    ),
    ...rows.filter((row) => !findRenderStyle(row.id)).map(styleOf),
  ];
}

/** One style of a workspace as it renders now, or undefined when it has none of that id. */
export async function findWorkspaceRenderStyle(
  db: Db,
  organizationId: string,
  id: string,
): Promise<WorkspaceRenderStyle | undefined> {
  const row = await db
    .selectFrom("render_styles")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .where("id", "=", id)
    .executeTakeFirst();
  if (row) return styleOf(row);
  const repo = findRenderStyle(id);
  return repo && { ...repo, origin: "DEFAULT" };
}
