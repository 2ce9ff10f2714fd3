import { describe, expect, test } from "vitest";
import {
  BRUSH_PRESET_ACTIONS,
  type BrushPresetState,
  canActOnBrushPreset,
} from "./brush-presets.js";
import type { Membership } from "./roles.js";

const admin: Membership = { role: "ADMIN", isAdmin: false };
const editor: Membership = { role: "EDITOR", isAdmin: false };
const viewer: Membership = { role: "VIEWER", isAdmin: false };

const allowed = (membership: Membership, preset: BrushPresetState) =>
  BRUSH_PRESET_ACTIONS.filter((action) => canActOnBrushPreset(membership, preset, action));

describe("what a member may do with a saved brush preset", () => {
  test("its owner does everything while they may draw", () => {
    for (const shared of [false, true]) {
      expect(allowed(editor, { isOwn: true, shared })).toEqual(BRUSH_PRESET_ACTIONS);
      expect(allowed(admin, { isOwn: true, shared })).toEqual(BRUSH_PRESET_ACTIONS);
    }
  });

  test("a viewer who saved presets as an editor may still use them, not change them", () => {
    expect(allowed(viewer, { isOwn: true, shared: true })).toEqual(["use"]);
  });

  test("another member uses a shared preset; an admin may stop sharing or delete it", () => {
    const shared = { isOwn: false, shared: true };
    expect(allowed(editor, shared)).toEqual(["use"]);
    expect(allowed(viewer, shared)).toEqual(["use"]);
    expect(allowed(admin, shared)).toEqual(["use", "share", "delete"]);
  });

  test("nobody but its owner reaches an unshared preset, an admin neither", () => {
    for (const membership of [admin, editor, viewer]) {
      expect(allowed(membership, { isOwn: false, shared: false })).toEqual([]);
    }
  });
});
