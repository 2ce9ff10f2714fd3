import { can, MESSAGES, type Membership } from "@contour/core";
import { builder } from "../../graphql/builder.js";
import { type Context, viewerOf } from "../../graphql/context.js";
import { getMembership, requireCapability } from "../organizations/membership.js";
import { addPaletteColor, parsePaletteColor, removePaletteColor } from "./palette-commands.js";
import { readPalette } from "./palette-queries.js";

interface PaletteShape {
  organizationId: string;
  colors: string[];
  canEdit: boolean;
}

const WorkspacePaletteRef = builder.objectRef<PaletteShape>("WorkspacePalette").implement({
  description: "The colour swatches a workspace's members share in the Brush panel (issue 17).",
  fields: (t) => ({
    organizationId: t.id({ resolve: (palette) => palette.organizationId }),
    colors: t.stringList({
      description: "`#rrggbb`, in the order they were added; at most 64.",
      resolve: (palette) => palette.colors,
    }),
    canEdit: t.boolean({
      description: "Whether the viewer may add and remove colours: Editors and Admins.",
      resolve: (palette) => palette.canEdit,
    }),
  }),
});

const PaletteColorInput = builder.inputType("PaletteColorInput", {
  fields: (t) => ({ organizationId: t.id(), color: t.string({ description: "`#rrggbb`." }) }),
});

/** The palette as a member sees it. */
async function paletteFor(
  context: Context,
  organizationId: string,
  membership: Membership,
): Promise<PaletteShape> {
  return {
    organizationId,
    colors: await readPalette(context.db, organizationId),
    canEdit: can(membership, "editContent"),
  };
}

builder.queryFields((t) => ({
  workspacePalette: t.field({
    type: WorkspacePaletteRef,
    authScopes: { signedIn: true },
    description: "The workspace's palette; any member reads it.",
    args: { organizationId: t.arg.id() },
    // NOT_FOUND outside the workspace.
    resolve: async (_root, { organizationId }, context) =>
      paletteFor(
        context,
        organizationId,
        await getMembership(context.db, viewerOf(context).userId, organizationId),
      ),
  }),
}));

builder.mutationFields((t) => ({
  addPaletteColor: t.field({
    type: WorkspacePaletteRef,
    authScopes: { signedIn: true },
    description:
      "Adds a colour to the workspace's palette (a colour already there is left as it is); Editors and Admins.",
    args: { input: t.arg({ type: PaletteColorInput }) },
    resolve: async (_root, { input }, context) => {
      const { userId } = viewerOf(context);
      const membership = await requireCapability(
        context.db,
        userId,
        input.organizationId,
        "editContent",
        MESSAGES.paletteEditorsOnly,
      );
      const color = parsePaletteColor(input.color);
      await addPaletteColor(context.db, userId, input.organizationId, color);
      return paletteFor(context, input.organizationId, membership);
    },
  }),
  removePaletteColor: t.field({
    type: WorkspacePaletteRef,
    authScopes: { signedIn: true },
    description: "Takes a colour out of the workspace's palette; Editors and Admins.",
    args: { input: t.arg({ type: PaletteColorInput }) },
    resolve: async (_root, { input }, context) => {
      const membership = await requireCapability(
        context.db,
        viewerOf(context).userId,
        input.organizationId,
        "editContent",
        MESSAGES.paletteEditorsOnly,
      );
      const color = parsePaletteColor(input.color);
      await removePaletteColor(context.db, input.organizationId, color);
      return paletteFor(context, input.organizationId, membership);
    },
  }),
}));
