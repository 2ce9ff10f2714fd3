import { type PresetSettings, parsePresetSettings } from "@contour/canvas";
import {
  BRUSH_PRESET_NAME_MAX_LENGTH,
  BRUSH_PRESETS_PER_MEMBER,
  type BrushPresetAction,
  canActOnBrushPreset,
  MESSAGES,
  type Membership,
  SHARED_BRUSH_PRESETS_MAX,
} from "@contour/core";
import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { fail } from "../../graphql/errors.js";
import { lockOrganization } from "../members/lock-organization.js";
import { findMembership } from "../organizations/membership.js";
import { type BrushPresetRow, findBrushPreset } from "./brush-preset-queries.js";

export const NO_BRUSH_PRESET = "This brush preset does not exist, or is not shared with you.";

/** A preset's name, trimmed; BAD_USER_INPUT when empty or too long. */
export function parsePresetName(text: string): string {
  const name = text.trim();
  if (name.length === 0) fail("BAD_USER_INPUT", MESSAGES.brushPresetNameRequired);
  if ([...name].length > BRUSH_PRESET_NAME_MAX_LENGTH) {
    fail("BAD_USER_INPUT", MESSAGES.brushPresetNameTooLong);
  }
  return name;
}

/** Settings as saved: exactly the known fields, in range; BAD_USER_INPUT otherwise. */
export function parseSettings(value: unknown): PresetSettings {
  return parsePresetSettings(value) ?? fail("BAD_USER_INPUT", MESSAGES.brushPresetSettingsInvalid);
}

async function countPresets(
  trx: Db,
  organizationId: string,
  which: { ownerId: string } | "shared",
): Promise<number> {
  const query = trx
    .selectFrom("brush_presets")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("organization_id", "=", organizationId);
  const row = await (which === "shared"
    ? query.where("shared", "=", true)
    : query.where("owner_id", "=", which.ownerId)
  ).executeTakeFirstOrThrow();
  return Number(row.count);
}

async function refuseIfSharedFull(trx: Db, organizationId: string): Promise<void> {
  if ((await countPresets(trx, organizationId, "shared")) >= SHARED_BRUSH_PRESETS_MAX) {
    fail("CONFLICT", MESSAGES.sharedBrushPresetsFull);
  }
}

/** Saves a new preset of the caller's; the caller has checked they may draw in the workspace. */
export async function saveBrushPreset(
  db: Db,
  userId: string,
  organizationId: string,
  preset: { name: string; settings: PresetSettings; shared: boolean },
): Promise<string> {
  return inTransaction(db, async (trx) => {
    await lockOrganization(trx, organizationId);
    if (
      (await countPresets(trx, organizationId, { ownerId: userId })) >= BRUSH_PRESETS_PER_MEMBER
    ) {
      fail("CONFLICT", MESSAGES.brushPresetsFull);
    }
    if (preset.shared) await refuseIfSharedFull(trx, organizationId);
    const row = await trx
      .insertInto("brush_presets")
      .values({
        organization_id: organizationId,
        owner_id: userId,
        name: preset.name,
        settings: JSON.stringify(preset.settings),
        shared: preset.shared,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/**
 * A preset with the caller's membership in its workspace, when they may take every one of
 * `actions` on it: NOT_FOUND when they cannot see it (another workspace's, or another member's
 * unshared one), FORBIDDEN when they see it but may not.
 */
export async function presetForAction(
  db: Db,
  userId: string,
  id: string,
  actions: readonly BrushPresetAction[],
): Promise<{ row: BrushPresetRow; membership: Membership }> {
  const row = await findBrushPreset(db, id);
  const membership = row && (await findMembership(db, userId, row.organization_id));
  const state = row && { isOwn: row.owner_id === userId, shared: row.shared };
  if (!row || !membership || !state || !canActOnBrushPreset(membership, state, "use")) {
    fail("NOT_FOUND", NO_BRUSH_PRESET);
  }
  const refused = actions.find((action) => !canActOnBrushPreset(membership, state, action));
  if (refused) {
    fail("FORBIDDEN", state.isOwn ? MESSAGES.brushPresetEditorsOnly : MESSAGES.brushPresetNotYours);
  }
  return { row, membership };
}

export type PresetChanges = { name?: string; settings?: PresetSettings; shared?: boolean };

/** The actions a change needs: renaming, saving over the settings, sharing or not. */
export const actionsOfChanges = (changes: PresetChanges): BrushPresetAction[] => [
  ...(changes.name !== undefined ? (["rename"] as const) : []),
  ...(changes.settings !== undefined ? (["update"] as const) : []),
  ...(changes.shared !== undefined ? (["share"] as const) : []),
];

/** Applies checked changes to a preset; sharing counts against the workspace's shared ones. */
export async function changeBrushPreset(
  db: Db,
  row: BrushPresetRow,
  changes: PresetChanges,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await lockOrganization(trx, row.organization_id);
    if (changes.shared === true && !row.shared) await refuseIfSharedFull(trx, row.organization_id);
    await trx
      .updateTable("brush_presets")
      .set({
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.settings !== undefined ? { settings: JSON.stringify(changes.settings) } : {}),
        ...(changes.shared !== undefined ? { shared: changes.shared } : {}),
        updated_at: new Date(),
      })
      .where("id", "=", row.id)
      .execute();
  });
}

export async function deleteBrushPreset(db: Db, id: string): Promise<void> {
  await db.deleteFrom("brush_presets").where("id", "=", id).execute();
}
