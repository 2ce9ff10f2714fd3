import { builder } from "../../graphql/builder.js";
import type { Context } from "../../graphql/context.js";
import {
  createRenderStyle,
  deleteRenderStyle,
  resetRenderStyle,
  updateRenderStyle,
} from "./render-style-commands.js";
import { readRenderStyles, type WorkspaceRenderStyle } from "./render-style-queries.js";
import { requireAiAdmin } from "./require-ai-admin.js";

const RenderStyleOriginEnum = builder.enumType("RenderStyleOrigin", {
  values: {
    DEFAULT: { description: "One of Contour's styles, as the repo has it." },
    EDITED: { description: "One of Contour's styles, edited by the workspace; it can be reset." },
    OWN: { description: "A style the workspace added; it can be deleted." },
  } as const,
});

export const RenderStyleRef = builder.objectRef<WorkspaceRenderStyle>("RenderStyle").implement({
  description:
    "A named set of render settings: one of Contour's (packages/core/src/ai/style-presets.ts), as the workspace may have edited it, or one the workspace added.",
  fields: (t) => ({
    id: t.exposeString("id"),
    name: t.exposeString("name"),
    origin: t.field({ type: RenderStyleOriginEnum, resolve: (style) => style.origin }),
    promptSuffix: t.exposeString("promptSuffix", {
      description: "Added after the designer's prompt.",
    }),
    negativePrompt: t.exposeString("negativePrompt"),
    checkpoint: t.exposeString("checkpoint", { description: "The model file the backend loads." }),
    controlNet: t.exposeString("controlNet", {
      description: "The ControlNet model file that reads the drawing's lines.",
    }),
    steps: t.exposeInt("steps"),
    cfg: t.exposeFloat("cfg"),
    sampler: t.exposeString("sampler", { description: "One of ComfyUI's sampler names." }),
    scheduler: t.exposeString("scheduler", { description: "One of ComfyUI's scheduler names." }),
    influence: t.exposeInt("influence", {
      description: "The drawing influence the panel starts at, 0–100.",
    }),
  }),
});

interface StylesShape {
  organizationId: string;
  styles: WorkspaceRenderStyle[];
}

const WorkspaceRenderStylesRef = builder.objectRef<StylesShape>("WorkspaceRenderStyles").implement({
  description: "The render styles of a workspace, as Settings › AI lists them to its Admins.",
  fields: (t) => ({
    organizationId: t.id({ resolve: (shape) => shape.organizationId }),
    styles: t.field({
      type: [RenderStyleRef],
      description: "Contour's styles in their order, then the workspace's own, oldest first.",
      resolve: (shape) => shape.styles,
    }),
  }),
});

const RenderStyleInput = builder.inputType("RenderStyleInput", {
  description: "Every setting of a style; checked by @contour/core renderStyleProblems.",
  fields: (t) => ({
    name: t.string({ description: "1–60 characters, unique in the workspace." }),
    promptSuffix: t.string({ description: "At most 1,000 characters." }),
    negativePrompt: t.string({ description: "At most 1,000 characters." }),
    checkpoint: t.string({ description: "A model file name, such as sd_xl_base_1.0.safetensors." }),
    controlNet: t.string({ description: "A model file name." }),
    steps: t.int({ description: "1–100." }),
    cfg: t.float({ description: "1–30, in tenths." }),
    sampler: t.string(),
    scheduler: t.string(),
    influence: t.int({ description: "0–100." }),
  }),
});

const CreateRenderStyleInput = builder.inputType("CreateRenderStyleInput", {
  fields: (t) => ({
    organizationId: t.id(),
    style: t.field({ type: RenderStyleInput }),
  }),
});

const UpdateRenderStyleInput = builder.inputType("UpdateRenderStyleInput", {
  fields: (t) => ({
    organizationId: t.id(),
    id: t.string(),
    style: t.field({ type: RenderStyleInput }),
  }),
});

const RenderStyleIdInput = builder.inputType("RenderStyleIdInput", {
  fields: (t) => ({ organizationId: t.id(), id: t.string() }),
});

async function stylesShape(context: Context, organizationId: string): Promise<StylesShape> {
  return { organizationId, styles: await readRenderStyles(context.db, organizationId) };
}

builder.queryFields((t) => ({
  workspaceRenderStyles: t.field({
    type: WorkspaceRenderStylesRef,
    authScopes: { signedIn: true },
    description:
      "The workspace's render styles with every setting, for Settings › AI; Admins. Members see them in renderSetup.",
    args: { organizationId: t.arg.id() },
    resolve: async (_root, { organizationId }, context) => {
      await requireAiAdmin(context, organizationId);
      return stylesShape(context, organizationId);
    },
  }),
}));

builder.mutationFields((t) => ({
  createRenderStyle: t.field({
    type: WorkspaceRenderStylesRef,
    authScopes: { signedIn: true },
    description: "Adds a style of the workspace's own (at most 24); Admins.",
    args: { input: t.arg({ type: CreateRenderStyleInput }) },
    resolve: async (_root, { input }, context) => {
      const userId = await requireAiAdmin(context, input.organizationId);
      await createRenderStyle(context.db, userId, input.organizationId, input.style);
      return stylesShape(context, input.organizationId);
    },
  }),
  updateRenderStyle: t.field({
    type: WorkspaceRenderStylesRef,
    authScopes: { signedIn: true },
    description:
      "Saves every setting of one of the workspace's styles; one of Contour's becomes the workspace's edited copy. Admins.",
    args: { input: t.arg({ type: UpdateRenderStyleInput }) },
    resolve: async (_root, { input }, context) => {
      const userId = await requireAiAdmin(context, input.organizationId);
      await updateRenderStyle(context.db, userId, input.organizationId, input.id, input.style);
      return stylesShape(context, input.organizationId);
    },
  }),
  resetRenderStyle: t.field({
    type: WorkspaceRenderStylesRef,
    authScopes: { signedIn: true },
    description: "Gives one of Contour's styles its default settings back; Admins.",
    args: { input: t.arg({ type: RenderStyleIdInput }) },
    resolve: async (_root, { input }, context) => {
      await requireAiAdmin(context, input.organizationId);
      await resetRenderStyle(context.db, input.organizationId, input.id);
      return stylesShape(context, input.organizationId);
    },
  }),
  deleteRenderStyle: t.field({
    type: WorkspaceRenderStylesRef,
    authScopes: { signedIn: true },
    description:
      "Deletes a style the workspace added; requests already made keep its settings. Admins.",
    args: { input: t.arg({ type: RenderStyleIdInput }) },
    resolve: async (_root, { input }, context) => {
      await requireAiAdmin(context, input.organizationId);
      await deleteRenderStyle(context.db, input.organizationId, input.id);
      return stylesShape(context, input.organizationId);
    },
  }),
}));
