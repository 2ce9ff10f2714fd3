import {
  canManageGeneration,
  GENERATION_KINDS,
  GENERATION_STATES,
  type Membership,
} from "@contour/core";
import { builder } from "../../graphql/builder.js";
import { queuePosition } from "../jobs/queue-position.js";
import { PageInfo } from "../workbenches/workbench.type.js";
import type { GenerationOutputRow, GenerationPage, GenerationRow } from "./generation-queries.js";
import { readPreview } from "./generation-queries.js";

/** A request as one member sees it: what they may do with it is worked out for them. */
export interface GenerationShape {
  row: GenerationRow;
  viewerId: string;
  membership: Membership;
}

export const GenerationKindEnum = builder.enumType("GenerationKind", {
  values: GENERATION_KINDS,
});

export const GenerationStateEnum = builder.enumType("GenerationState", {
  values: GENERATION_STATES,
});

/** The image route's address of a workbench image: the canvas and <img> read it with the session. */
export function workbenchImageUrl(workbenchId: string, blobId: string): string {
  return `/api/v1/workbenches/${workbenchId}/images/${blobId}`;
}

export const GenerationOutputRef = builder
  .objectRef<GenerationOutputRow & { workbench_id: string }>("GenerationOutput")
  .implement({
    description: "An image a request produced: an image of its workbench, placeable on the canvas.",
    fields: (t) => ({
      id: t.exposeID("id"),
      position: t.exposeInt("position"),
      blobId: t.exposeString("blob_id", { description: "The workbench image's blob id." }),
      width: t.exposeInt("width"),
      height: t.exposeInt("height"),
      url: t.string({
        resolve: (output) => workbenchImageUrl(output.workbench_id, output.blob_id),
      }),
    }),
  });

export const GenerationRef = builder.objectRef<GenerationShape>("Generation").implement({
  description:
    "An AI request of a workbench (issue 18): what was asked, by whom, and what came of it.",
  fields: (t) => ({
    id: t.id({ resolve: ({ row }) => row.id }),
    kind: t.field({ type: GenerationKindEnum, resolve: ({ row }) => row.kind }),
    prompt: t.string({ resolve: ({ row }) => row.prompt }),
    settings: t.field({
      type: "JSON",
      description:
        "styleId, influence (0–100), outputs, aspect, seed, upscale, the width and height asked of the backend, and the placement of the source on its artboard.",
      resolve: ({ row }) => row.settings,
    }),
    state: t.field({ type: GenerationStateEnum, resolve: ({ row }) => row.state }),
    queuePosition: t.int({
      nullable: true,
      description:
        "Its place among the workspace's waiting requests, 1 first; null unless waiting.",
      resolve: ({ row }, _args, context) =>
        row.state === "QUEUED" && row.job_id ? queuePosition(context.db, row.job_id) : null,
    }),
    progress: t.float({ description: "0 to 1.", resolve: ({ row }) => row.progress }),
    preview: t.string({
      nullable: true,
      description: "The backend's latest preview as a data: URL, while it runs.",
      resolve: async ({ row }, _args, context) => {
        if (row.state !== "RUNNING" || !row.has_preview) return null;
        const png = await readPreview(context.db, row.id);
        // Through Buffer: PGlite's bytea is a plain Uint8Array, whose toString lists the bytes.
        return png ? `data:image/png;base64,${Buffer.from(png).toString("base64")}` : null;
      },
    }),
    error: t.string({
      nullable: true,
      description: "Why it failed, in words for the designer.",
      resolve: ({ row }) => (row.state === "FAILED" ? (row.error ?? "The request failed.") : null),
    }),
    sourceUrl: t.string({
      nullable: true,
      resolve: ({ row }) =>
        row.source_blob_id ? workbenchImageUrl(row.workbench_id, row.source_blob_id) : null,
    }),
    sourceBlobId: t.string({
      nullable: true,
      description: "The source uploaded for it, an image of the workbench.",
      resolve: ({ row }) => row.source_blob_id,
    }),
    sourceOutputId: t.id({ nullable: true, resolve: ({ row }) => row.source_output_id }),
    outputs: t.field({
      type: [GenerationOutputRef],
      resolve: ({ row }) =>
        row.outputs.map((output) => ({ ...output, workbench_id: row.workbench_id })),
    }),
    requestedByName: t.string({
      nullable: true,
      description: "Who asked; null once their account is deleted.",
      resolve: ({ row }) => row.requester_name,
    }),
    isOwn: t.boolean({ resolve: ({ row, viewerId }) => row.requested_by === viewerId }),
    canCancel: t.boolean({
      resolve: ({ row, viewerId, membership }) =>
        (row.state === "QUEUED" || row.state === "RUNNING") &&
        canManageGeneration(membership, { isOwn: row.requested_by === viewerId }),
    }),
    canDelete: t.boolean({
      resolve: ({ row, viewerId, membership }) =>
        canManageGeneration(membership, { isOwn: row.requested_by === viewerId }),
    }),
    createdAt: t.field({ type: "DateTime", resolve: ({ row }) => row.created_at }),
    startedAt: t.field({ type: "DateTime", nullable: true, resolve: ({ row }) => row.started_at }),
    finishedAt: t.field({
      type: "DateTime",
      nullable: true,
      resolve: ({ row }) => row.finished_at,
    }),
  }),
});

export const GenerationConnection = builder
  .objectRef<{ page: GenerationPage; viewerId: string; membership: Membership }>(
    "GenerationConnection",
  )
  .implement({
    fields: (t) => ({
      nodes: t.field({
        type: [GenerationRef],
        resolve: ({ page, viewerId, membership }) =>
          page.nodes.map((row) => ({ row, viewerId, membership })),
      }),
      pageInfo: t.field({ type: PageInfo, resolve: ({ page }) => page.pageInfo }),
    }),
  });
