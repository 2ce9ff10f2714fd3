import { randomUUID } from "node:crypto";
import {
  findRenderStyle,
  OWN_RENDER_STYLES_MAX,
  RENDER_STYLE_MESSAGES,
  type RenderStyleSettings,
  renderStyleProblems,
  sameStyleName,
} from "@contour/core";
import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { fail } from "../../graphql/errors.js";
import { lockOrganization } from "../members/lock-organization.js";
import { readRenderStyles, type WorkspaceRenderStyle } from "./render-style-queries.js";

/**
 * The workspace's styles while its row is held: every change below runs one after the other, so
 * two Admins cannot give two styles one name or pass the limit together.
 */
async function lockedStyles(trx: Db, organizationId: string): Promise<WorkspaceRenderStyle[]> {
  await lockOrganization(trx, organizationId);
  return readRenderStyles(trx, organizationId);
}

/** The style with its name trimmed; the first problem as an error otherwise. */
function checkedStyle(
  style: RenderStyleSettings,
  others: readonly WorkspaceRenderStyle[],
): RenderStyleSettings {
  const problems = renderStyleProblems(
    style,
    others.map((other) => other.name),
  );
  const message = Object.values(problems)[0];
  if (message)
    fail(message === RENDER_STYLE_MESSAGES.nameTaken ? "NUNIQ" : "BAD_USER_INPUT", message);
  return { ...style, name: style.name.trim() };
}

/** A style's settings as render_styles stores them, by whom and when. */
export function renderStyleColumns(style: RenderStyleSettings, userId: string | null) {
  return {
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
    updated_by: userId,
    updated_at: new Date(),
  };
}

/** Adds a style of the workspace's own; the caller has checked the Admin's right. */
export async function createRenderStyle(
  db: Db,
  userId: string,
  organizationId: string,
  style: RenderStyleSettings,
): Promise<string> {
  return inTransaction(db, async (trx) => {
    const styles = await lockedStyles(trx, organizationId);
    if (styles.filter((other) => other.origin === "OWN").length >= OWN_RENDER_STYLES_MAX)
      fail("CONFLICT", RENDER_STYLE_MESSAGES.tooMany);
    const id = `own-${randomUUID()}`;
    await trx
      .insertInto("render_styles")
      .values({
        organization_id: organizationId,
        id,
        ...renderStyleColumns(checkedStyle(style, styles), userId),
      })
      .execute();
    return id;
  });
}

/** Saves a style over one of the workspace's: a repo style becomes the workspace's copy of it. */
export async function updateRenderStyle(
  db: Db,
  userId: string,
  organizationId: string,
  id: string,
  style: RenderStyleSettings,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const styles = await lockedStyles(trx, organizationId);
    if (!styles.some((other) => other.id === id)) fail("NOT_FOUND", RENDER_STYLE_MESSAGES.notFound);
    const columns = renderStyleColumns(
      checkedStyle(
        style,
        styles.filter((other) => other.id !== id),
      ),
      userId,
    );
    await trx
      .insertInto("render_styles")
      .values({ organization_id: organizationId, id, ...columns })
      .onConflict((conflict) => conflict.columns(["organization_id", "id"]).doUpdateSet(columns))
      .execute();
  });
}

/** Gives a repo style its repo settings back; one never edited is already there. */
export async function resetRenderStyle(db: Db, organizationId: string, id: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const styles = await lockedStyles(trx, organizationId);
    const repo = findRenderStyle(id);
    if (!repo) {
      if (styles.some((other) => other.id === id))
        fail("BAD_USER_INPUT", RENDER_STYLE_MESSAGES.notEdited);
      fail("NOT_FOUND", RENDER_STYLE_MESSAGES.notFound);
    }
    // Its repo name may have been given to another style since it was renamed.
    const namesake = styles.find(
      (other) => other.id !== id && sameStyleName(other.name, repo.name),
    );
    if (namesake) fail("NUNIQ", RENDER_STYLE_MESSAGES.resetNameTaken(namesake.name));
    await trx
      .deleteFrom("render_styles")
      .where("organization_id", "=", organizationId)
      .where("id", "=", id)
      .execute();
  });
}

/** Deletes a style the workspace added; requests already made keep the settings they were made with. */
export async function deleteRenderStyle(db: Db, organizationId: string, id: string): Promise<void> {
  if (findRenderStyle(id)) fail("BAD_USER_INPUT", RENDER_STYLE_MESSAGES.notOwn);
  const deleted = await db
    .deleteFrom("render_styles")
    .where("organization_id", "=", organizationId)
    .where("id", "=", id)
    .executeTakeFirst();
  if (deleted.numDeletedRows === 0n) fail("NOT_FOUND", RENDER_STYLE_MESSAGES.notFound);
}
