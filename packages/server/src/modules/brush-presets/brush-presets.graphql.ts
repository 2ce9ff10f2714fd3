import { canActOnBrushPreset, MESSAGES, type Membership } from "@contour/core";
import { builder } from "../../graphql/builder.js";
import { type Context, viewerOf } from "../../graphql/context.js";
import { DeletePayload } from "../folders/folder.type.js";
import { getMembership, requireCapability } from "../organizations/membership.js";
import {
  actionsOfChanges,
  changeBrushPreset,
  deleteBrushPreset,
  type PresetChanges,
  parsePresetName,
  parseSettings,
  presetForAction,
  saveBrushPreset,
} from "./brush-preset-commands.js";
import { type BrushPresetRow, findBrushPreset, readBrushPresets } from "./brush-preset-queries.js";

/** A preset as one member sees it: what they may do with it is worked out for them. */
interface BrushPresetShape {
  row: BrushPresetRow;
  viewerId: string;
  membership: Membership;
}

const BrushPresetRef = builder.objectRef<BrushPresetShape>("BrushPreset").implement({
  description:
    "A brush a designer saved: size, opacity, smoothing and style under a name, theirs or shared in the workspace (issue 17).",
  fields: (t) => {
    const allows = (action: Parameters<typeof canActOnBrushPreset>[2]) =>
      t.boolean({
        resolve: ({ row, viewerId, membership }) =>
          canActOnBrushPreset(
            membership,
            { isOwn: row.owner_id === viewerId, shared: row.shared },
            action,
          ),
      });
    return {
      id: t.id({ resolve: ({ row }) => row.id }),
      name: t.string({ resolve: ({ row }) => row.name }),
      settings: t.field({
        type: "JSON",
        description: "Size (px), opacity, smoothing and style, as @contour/canvas PresetSettings.",
        resolve: ({ row }) => row.settings,
      }),
      shared: t.boolean({ resolve: ({ row }) => row.shared }),
      isOwn: t.boolean({ resolve: ({ row, viewerId }) => row.owner_id === viewerId }),
      ownerName: t.string({
        nullable: true,
        description: "Who saved it; null once their account is deleted.",
        resolve: ({ row }) => row.owner_name,
      }),
      canUpdate: allows("update"),
      canShare: allows("share"),
      canDelete: allows("delete"),
    };
  },
});

const SaveBrushPresetInput = builder.inputType("SaveBrushPresetInput", {
  fields: (t) => ({
    organizationId: t.id(),
    name: t.string({ description: "1 to 40 characters." }),
    settings: t.field({ type: "JSON", description: "As BrushPreset.settings." }),
    shared: t.boolean({
      required: false,
      description: "Shared with the workspace; false if left out.",
    }),
  }),
});

const UpdateBrushPresetInput = builder.inputType("UpdateBrushPresetInput", {
  description: "What to change; what is left out stays as it is.",
  fields: (t) => ({
    id: t.id(),
    name: t.string({ required: false }),
    settings: t.field({ type: "JSON", required: false }),
    shared: t.boolean({ required: false }),
  }),
});

const BrushPresetIdInput = builder.inputType("BrushPresetIdInput", {
  fields: (t) => ({ id: t.id() }),
});

/** The preset, read again after a change, as the caller (whose membership was checked) sees it. */
async function presetAsSeen(
  context: Context,
  id: string,
  membership: Membership,
): Promise<BrushPresetShape> {
  const row = await findBrushPreset(context.db, id);
  if (!row) throw new Error("The brush preset just written is gone");
  return { row, viewerId: viewerOf(context).userId, membership };
}

builder.queryFields((t) => ({
  brushPresets: t.field({
    type: [BrushPresetRef],
    authScopes: { signedIn: true },
    description:
      "The caller's saved presets in the workspace, then those others share there; any member reads them.",
    args: { organizationId: t.arg.id() },
    resolve: async (_root, { organizationId }, context) => {
      const { userId } = viewerOf(context);
      // NOT_FOUND outside the workspace.
      const membership = await getMembership(context.db, userId, organizationId);
      const rows = await readBrushPresets(context.db, organizationId, userId);
      return rows.map((row) => ({ row, viewerId: userId, membership }));
    },
  }),
}));

builder.mutationFields((t) => ({
  saveBrushPreset: t.field({
    type: BrushPresetRef,
    authScopes: { signedIn: true },
    description: `Saves the brush as a new preset of the caller's; Editors and Admins. At most 50 a member.`,
    args: { input: t.arg({ type: SaveBrushPresetInput }) },
    resolve: async (_root, { input }, context) => {
      const { userId } = viewerOf(context);
      const membership = await requireCapability(
        context.db,
        userId,
        input.organizationId,
        "editContent",
        MESSAGES.brushPresetEditorsOnly,
      );
      const id = await saveBrushPreset(context.db, userId, input.organizationId, {
        name: parsePresetName(input.name),
        settings: parseSettings(input.settings),
        shared: input.shared ?? false,
      });
      return presetAsSeen(context, id, membership);
    },
  }),
  updateBrushPreset: t.field({
    type: BrushPresetRef,
    authScopes: { signedIn: true },
    description:
      "Renames a preset, saves the brush over it, or shares it or not; its owner. A workspace Admin may stop sharing another's.",
    args: { input: t.arg({ type: UpdateBrushPresetInput }) },
    resolve: async (_root, { input }, context) => {
      const changes: PresetChanges = {
        ...(input.name != null ? { name: parsePresetName(input.name) } : {}),
        ...(input.settings != null ? { settings: parseSettings(input.settings) } : {}),
        ...(input.shared != null ? { shared: input.shared } : {}),
      };
      const { row, membership } = await presetForAction(
        context.db,
        viewerOf(context).userId,
        input.id,
        actionsOfChanges(changes),
      );
      await changeBrushPreset(context.db, row, changes);
      return presetAsSeen(context, row.id, membership);
    },
  }),
  deleteBrushPreset: t.field({
    type: DeletePayload,
    authScopes: { signedIn: true },
    description: "Deletes a preset: its owner, or a workspace Admin a shared one.",
    args: { input: t.arg({ type: BrushPresetIdInput }) },
    resolve: async (_root, { input }, context) => {
      const { row } = await presetForAction(context.db, viewerOf(context).userId, input.id, [
        "delete",
      ]);
      await deleteBrushPreset(context.db, row.id);
      return { deletedIds: [row.id] };
    },
  }),
}));
