import {
  AI_MESSAGES,
  aiRefusal,
  canManageGeneration,
  DEFAULT_RENDER_STYLE_ID,
  isLocalGeneration,
  PLAN_FEATURES,
  RENDER_ASPECTS,
  type RenderAspect,
  randomSeed,
  UPSCALE_FACTORS,
} from "@contour/core";
import { builder } from "../../graphql/builder.js";
import { type Context, viewerOf } from "../../graphql/context.js";
import { fail } from "../../graphql/errors.js";
import { findWorkspaceRenderStyle, readRenderStyles } from "../ai-settings/render-style-queries.js";
import { RenderStyleRef } from "../ai-settings/render-styles.graphql.js";
import { DeletePayload } from "../folders/folder.type.js";
import { findFolders } from "../folders/folder-queries.js";
import { requireEditable } from "../folders/require-access.js";
import { cancelJob } from "../jobs/cancel-job.js";
import { getMembership } from "../organizations/membership.js";
import { requireWorkbench } from "../workbenches/require-workbench.js";
import { pageSize } from "../workbenches/workbench-page.js";
import { findWorkbenches } from "../workbenches/workbench-queries.js";
import { readAiWorkspace } from "./ai-workspace.js";
import { hasBackend } from "./backend-choice.js";
import {
  GenerationConnection,
  GenerationKindEnum,
  GenerationRef,
  type GenerationShape,
} from "./generation.type.js";
import { findGeneration, findOutput, readGenerationPage } from "./generation-queries.js";
import { checkSources } from "./generation-sources.js";
import { startGeneration } from "./start-generation.js";

const RenderSetupRef = builder.simpleObject("RenderSetup", {
  description: "What the Render panel needs to know before a designer asks for anything.",
  fields: (t) => ({
    styles: t.field({
      type: [RenderStyleRef],
      description: "The workspace's styles: Contour's, as it may have edited them, then its own.",
    }),
    aspects: t.stringList(),
    backendReady: t.boolean({ description: "A render backend is set up for the workspace." }),
    canRender: t.boolean({ description: "The viewer may ask for renders on this file." }),
    canCreateFiles: t.boolean({
      description: "The viewer may create files in this file's folder: open an image as one.",
    }),
    refusal: t.string({
      nullable: true,
      description: "Why no request can be made now (switched off, the month's quota spent).",
    }),
    requestsThisMonth: t.int(),
    monthlyQuota: t.int({ nullable: true, description: "null: unlimited." }),
    parallelSlots: t.int({ description: "Requests of the workspace that run at once." }),
  }),
});

const PlacementInput = builder.inputType("RenderPlacementInput", {
  description: "Where the source lay on an artboard, in artboard units.",
  fields: (t) => ({
    artboardId: t.string(),
    x: t.float(),
    y: t.float(),
    width: t.float(),
    height: t.float(),
  }),
});

const StartGenerationInput = builder.inputType("StartGenerationInput", {
  fields: (t) => ({
    workbenchId: t.id(),
    kind: t.field({ type: GenerationKindEnum }),
    prompt: t.string({ required: false, description: "At most 1,000 characters." }),
    styleId: t.string({ required: false }),
    influence: t.int({ required: false, description: "0–100; the style's when left out." }),
    outputs: t.int({ required: false, description: "1–4; 1 when left out." }),
    aspect: t.string({ required: false, description: `One of ${RENDER_ASPECTS.join(", ")}.` }),
    seed: t.int({ required: false, description: "0–2147483647; a random one when left out." }),
    upscale: t.int({ required: false, description: "2 or 4, for UPSCALE." }),
    sourceBlobId: t.string({
      required: false,
      description: "An image uploaded to this workbench (POST /api/v1/workbenches/{id}/images).",
    }),
    maskBlobId: t.string({ required: false, description: "For MODIFY: white is repainted." }),
    sourceOutputId: t.id({
      required: false,
      description: "An output of this workbench's requests.",
    }),
    placement: t.field({ type: PlacementInput, required: false }),
  }),
});

const GenerationIdInput = builder.inputType("GenerationIdInput", {
  fields: (t) => ({ id: t.id() }),
});

/** The request and the viewer's membership, when the viewer can see its workbench. */
async function generationAsSeen(context: Context, id: string): Promise<GenerationShape> {
  const { userId } = viewerOf(context);
  const row = await findGeneration(context.db, id);
  // A request of a file the viewer cannot see is one they cannot know of either.
  const [workbench] = row ? await findWorkbenches(context.db, userId, [row.workbench_id]) : [];
  if (!row || !workbench) fail("NOT_FOUND", AI_MESSAGES.generationNotFound);
  const membership = await getMembership(context.db, userId, row.organization_id);
  return { row, viewerId: userId, membership };
}

function requireManager({ row, viewerId, membership }: GenerationShape): void {
  if (!canManageGeneration(membership, { isOwn: row.requested_by === viewerId }))
    fail("FORBIDDEN", AI_MESSAGES.notYours);
}

function announce(context: Context, workbenchId: string): void {
  context.services.live.publish({ kind: "generations-changed", workbenchId });
}

builder.queryFields((t) => ({
  generations: t.field({
    type: GenerationConnection,
    authScopes: { signedIn: true },
    description: "A workbench's AI requests, newest first; `search` finds words of their prompts.",
    args: {
      workbenchId: t.arg.id(),
      search: t.arg.string({ required: false }),
      first: t.arg.int({ required: false, defaultValue: 20 }),
      after: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const { userId } = viewerOf(context);
      const workbench = await requireWorkbench(context.db, userId, args.workbenchId);
      const membership = await getMembership(context.db, userId, workbench.organization_id);
      const page = await readGenerationPage(context.db, workbench.id, {
        first: pageSize(args.first, 20),
        after: args.after ?? null,
        search: args.search?.slice(0, 200) ?? null,
      });
      return { page, viewerId: userId, membership };
    },
  }),
  renderSetup: t.field({
    type: RenderSetupRef,
    authScopes: { signedIn: true },
    args: { workbenchId: t.arg.id() },
    resolve: async (_root, { workbenchId }, context) => {
      const { userId } = viewerOf(context);
      const workbench = await requireWorkbench(context.db, userId, workbenchId);
      const workspace = await readAiWorkspace(context.db, workbench.organization_id, new Date());
      const [folder] = await findFolders(context.db, userId, [workbench.folder_id]);
      const backendReady = await hasBackend(
        context.db,
        context.services.config.ai,
        workbench.organization_id,
      );
      return {
        styles: await readRenderStyles(context.db, workbench.organization_id),
        aspects: [...RENDER_ASPECTS],
        backendReady,
        canRender: workbench.access.canEdit,
        canCreateFiles: folder?.access.canEdit === true,
        refusal: aiRefusal(workspace)?.message ?? null,
        requestsThisMonth: workspace.requestsThisMonth,
        monthlyQuota: PLAN_FEATURES[workspace.plan].monthlyGenerations,
        parallelSlots: PLAN_FEATURES[workspace.plan].multiParallelInference,
      };
    },
  }),
}));

builder.mutationFields((t) => ({
  startGeneration: t.field({
    type: GenerationRef,
    authScopes: { signedIn: true },
    description:
      "Asks for a render, a refine, a modify, text to image, background removal, an upscale or line art; Editors and Admins of the file. It waits for a slot of the workspace.",
    args: { input: t.arg({ type: StartGenerationInput }) },
    resolve: async (_root, { input }, context) => {
      const { userId } = viewerOf(context);
      const workbench = await requireWorkbench(context.db, userId, input.workbenchId);
      requireEditable(workbench);
      const styleId = input.styleId ?? DEFAULT_RENDER_STYLE_ID;
      // The workspace's style as it is now: the request keeps it (storedSettings), and an
      // unknown one is refused with the settings.
      const style = await findWorkspaceRenderStyle(context.db, workbench.organization_id, styleId);
      const settings = {
        styleId,
        influence: input.influence ?? style?.influence ?? 75,
        outputs: input.outputs ?? 1,
        aspect: (input.aspect ?? "1:1") as RenderAspect,
        seed: input.seed ?? randomSeed(),
        upscale: UPSCALE_FACTORS.find((factor) => factor === input.upscale) ?? null,
      };
      if (!RENDER_ASPECTS.includes(settings.aspect))
        fail("BAD_USER_INPUT", `The aspect must be one of ${RENDER_ASPECTS.join(", ")}.`);
      if (!isLocalGeneration(input.kind)) {
        const backend = await context.services.ai.backendFor(workbench.organization_id);
        if (!backend) fail("FORBIDDEN", AI_MESSAGES.noBackend);
      }
      const sources = await checkSources(
        {
          db: context.db,
          blobs: context.services.blobs,
          maxPixels: context.services.config.render.maxPixels,
        },
        workbench,
        {
          kind: input.kind,
          settings,
          sourceBlobId: input.sourceBlobId ?? null,
          maskBlobId: input.maskBlobId ?? null,
          sourceOutputId: input.sourceOutputId ?? null,
        },
      );
      const id = await startGeneration(
        context.db,
        { userId, organizationId: workbench.organization_id, workbenchId: workbench.id },
        {
          kind: input.kind,
          prompt: input.prompt ?? "",
          settings,
          style: style ?? null,
          ...sources,
          placement: input.placement ?? null,
        },
      );
      context.services.jobs.wake();
      announce(context, workbench.id);
      return generationAsSeen(context, id);
    },
  }),
  cancelGeneration: t.field({
    type: GenerationRef,
    authScopes: { signedIn: true },
    description:
      "Stops a waiting or running request: the designer who asked, or a workspace Admin.",
    args: { input: t.arg({ type: GenerationIdInput }) },
    resolve: async (_root, { input }, context) => {
      const seen = await generationAsSeen(context, input.id);
      requireManager(seen);
      if (seen.row.job_id) await cancelJob(context.db, seen.row.job_id);
      announce(context, seen.row.workbench_id);
      return generationAsSeen(context, input.id);
    },
  }),
  deleteGeneration: t.field({
    type: DeletePayload,
    authScopes: { signedIn: true },
    description:
      "Removes a request and its images from the history (images placed on the canvas stay there); stops it first if it runs.",
    args: { input: t.arg({ type: GenerationIdInput }) },
    resolve: async (_root, { input }, context) => {
      const seen = await generationAsSeen(context, input.id);
      requireManager(seen);
      if (seen.row.job_id) await cancelJob(context.db, seen.row.job_id);
      await context.db.deleteFrom("generations").where("id", "=", seen.row.id).execute();
      announce(context, seen.row.workbench_id);
      return { deletedIds: [seen.row.id] };
    },
  }),
  deleteGenerationOutput: t.field({
    type: DeletePayload,
    authScopes: { signedIn: true },
    description: "Removes one image from the history; a copy placed on the canvas stays there.",
    args: { input: t.arg({ type: GenerationIdInput }) },
    resolve: async (_root, { input }, context) => {
      const output = await findOutput(context.db, input.id);
      if (!output) fail("NOT_FOUND", AI_MESSAGES.outputNotFound);
      const seen = await generationAsSeen(context, output.generation_id);
      requireManager(seen);
      await context.db.deleteFrom("generation_outputs").where("id", "=", output.id).execute();
      announce(context, seen.row.workbench_id);
      return { deletedIds: [output.id] };
    },
  }),
}));
