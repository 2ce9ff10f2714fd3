import { can, type Membership } from "./roles.js";

/** What can be done to a saved brush preset. */
export const BRUSH_PRESET_ACTIONS = ["use", "update", "rename", "share", "delete"] as const;
export type BrushPresetAction = (typeof BRUSH_PRESET_ACTIONS)[number];

/** A saved preset as the one asking relates to it. */
export interface BrushPresetState {
  /** The one asking saved it. */
  isOwn: boolean;
  /** Shared with the workspace: every member sees and uses it. */
  shared: boolean;
}

/**
 * Whether a member may act on a saved preset. Its owner changes it while they may draw (an
 * Editor or Admin); a workspace Admin may also stop sharing or delete a shared one, as they
 * look after what the studio hands its designers, but not change its strokes or name under its
 * owner. Anyone who sees a preset may draw with it; an unshared one only its owner sees.
 */
export function canActOnBrushPreset(
  membership: Membership,
  preset: BrushPresetState,
  action: BrushPresetAction,
): boolean {
  if (!preset.isOwn && !preset.shared) return false;
  if (action === "use") return true;
  if (preset.isOwn) return can(membership, "editContent");
  return (action === "share" || action === "delete") && can(membership, "manageOrganization");
}
